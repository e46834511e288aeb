// The visit request's words in a language (content/visit.ts): the button, the form and its
// answers. Build time only.
import * as visitModule from '@/content/visit';
import type { Locale } from '@/lib/i18n/locales';
import { wordsIn } from '@/lib/i18n/words';

/** The visit request's words in `locale`. */
export function visitIn(locale: Locale) {
  return wordsIn('content/visit.ts', visitModule, locale).visit;
}
