// The About page in a language: its words (content/about.ts) with each campus's tab from its
// folder (content/campuses/{campus}/campus.*.yml). Build time only.
import * as aboutModule from '@/content/about';
import { aboutTabOf } from '@/lib/campuses/campus-pages';
import { campusPagesIn } from '@/lib/campuses/campuses';
import type { Locale } from '@/lib/i18n/locales';
import { inEveryLanguage, wordsIn } from '@/lib/i18n/words';

/** The About page's words in `locale`, with each campus's tab, in the campuses' order. */
export function aboutIn(locale: Locale) {
  return inEveryLanguage('the About page', (each) => ({
    ...wordsIn('content/about.ts', aboutModule, each).about,
    campusTabs: campusPagesIn(each).map((page) => aboutTabOf(each, page)),
  }))[locale];
}
