// The fee page's words in a language (content/fees.ts): the page, the terms, the regulation note
// and the cost of a year's labels. Build time only.
import * as feesModule from '@/content/fees';
import type { Locale } from '@/lib/i18n/locales';
import { wordsIn } from '@/lib/i18n/words';

/** The fee page's words in `locale`. */
export function feesWordsIn(locale: Locale) {
  return wordsIn('content/fees.ts', feesModule, locale);
}
