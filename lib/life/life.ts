// The Life at Aurora page's words in a language (content/life.ts). Build time only.
import type { Locale } from '@/lib/i18n/locales';
import { pageWordsIn } from '@/lib/i18n/words';
import { lifeWords } from '@/content/words-collections';

/** The Life at Aurora page's words in `locale`. */
export function lifeIn(locale: Locale) {
  return pageWordsIn(lifeWords, locale).life;
}
