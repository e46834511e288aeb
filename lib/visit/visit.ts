// The visit request's words in a language (content/visit.ts): the button, the form and its
// answers. Build time only.
import type { Locale } from '@/lib/i18n/locales';
import { wordsIn } from '@/lib/i18n/words';
import * as visitModule from '@/content/visit';

/** The visit request's words in `locale`. */
export const visitIn = (locale: Locale) => wordsIn('content/visit.ts', visitModule, locale).visit;
