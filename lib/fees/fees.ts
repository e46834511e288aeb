// The fee page's words in a language (content/fees.ts): the page, the terms, the regulation note
// and the cost of a year's labels. Build time only.
import type { Locale } from '@/lib/i18n/locales';
import { pageWordsIn } from '@/lib/i18n/words';
import { feesWords } from '@/content/words-collections';

/** The fee page's words in `locale`. */
export function feesWordsIn(locale: Locale) {
  return pageWordsIn(feesWords, locale);
}
