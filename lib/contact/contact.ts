// The contact blocks' words in a language (content/contact.ts): the campus contacts block and the
// other ways to reach the school. Build time only.
import * as contactModule from '@/content/contact';
import type { Locale } from '@/lib/i18n/locales';
import { wordsIn } from '@/lib/i18n/words';

/** The contact blocks' words in `locale`. */
export function contactWordsIn(locale: Locale) {
  return wordsIn('content/contact.ts', contactModule, locale);
}
