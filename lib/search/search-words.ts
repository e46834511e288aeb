// The site search's words in a language (content/search.ts): its labels and the names of the
// kinds of result. Build time only.
import { searchWords } from '@/content/words-collections';
import type { Locale } from '@/lib/i18n/locales';
import { pageWordsIn } from '@/lib/i18n/words';

/** The search's labels and result kinds in `locale`. */
export function searchWordsIn(locale: Locale) {
  return pageWordsIn(searchWords, locale);
}
