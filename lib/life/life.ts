// The Life at Aurora page's words in a language (content/life.ts). Build time only.
import * as lifeModule from '@/content/life';
import type { Locale } from '@/lib/i18n/locales';
import { wordsIn } from '@/lib/i18n/words';

/** The Life at Aurora page's words in `locale`. */
export function lifeIn(locale: Locale) {
  return wordsIn('content/life.ts', lifeModule, locale).life;
}
