// The About page in a language: its words (content/about.ts) with each campus's tab from its
// folder (content/campuses/{campus}/campus.*.yml). Build time only.
import { aboutTabOf } from '@/lib/campuses/campus-pages';
import { campusPagesIn } from '@/lib/campuses/campuses';
import type { Locale } from '@/lib/i18n/locales';
import { inEveryLanguage, pageWordsIn } from '@/lib/i18n/words';
import { aboutWords } from '@/content/words-collections';

/** The About page's words in `locale`, with each campus's tab, in the campuses' order. */
export function aboutIn(locale: Locale) {
  return inEveryLanguage('the About page', (each) => ({
    ...pageWordsIn(aboutWords, each).about,
    campusTabs: campusPagesIn(each).map((page) => aboutTabOf(each, page)),
  }))[locale];
}
