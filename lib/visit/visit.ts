// The visit request's words in a language (content/visit.ts): the button, the form and its
// answers. Build time only.
import type { Locale } from '@/lib/i18n/locales';
import { pageWordsIn } from '@/lib/i18n/words';
import { visitWords } from '@/content/words-collections';

/** The visit request's words in `locale`. */
export function visitIn(locale: Locale) {
  return pageWordsIn(visitWords, locale).visit;
}
