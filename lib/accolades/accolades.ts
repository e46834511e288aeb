// The Accolades page in a language: its words (content/accolades.ts) and the awards
// (content/accolades/), in the order of their numbers. Build time only.
import { accoladesWords } from '@/content/words-collections';
import { accoladesCollection } from '@/content/collections';
import type { Accolade } from '@/content/schema';
import { entriesIn } from '@/lib/content/collections.server';
import type { Locale } from '@/lib/i18n/locales';
import { filledInEveryLanguage, pageWordsIn } from '@/lib/i18n/words';

/** The Accolades page's words in `locale`. */
export function accoladesPageIn(locale: Locale) {
  return pageWordsIn(accoladesWords, locale).accoladesPage;
}

/** The awards in `locale`, in the order of their numbers. */
export function accoladesIn(locale: Locale): Accolade[] {
  return filledInEveryLanguage(accoladesCollection.folder, (each) =>
    entriesIn(accoladesCollection, each)
      .map(({ data }) => data)
      .sort((a, b) => a.order - b.order)
      .map(({ title, description, icon, year }) => ({ title, description, icon, year })),
  )[locale];
}
