// The contact blocks' words in a language (content/contact.ts): the campus contacts block and the
// other ways to reach the school. Build time only.
import { contactWords } from '@/content/words-collections';
import type { Locale } from '@/lib/i18n/locales';
import { pageWordsIn } from '@/lib/i18n/words';

/** The contact blocks' words in `locale`. */
export function contactWordsIn(locale: Locale) {
  return pageWordsIn(contactWords, locale);
}
