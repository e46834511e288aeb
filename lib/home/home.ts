// The home page in a language: its words (content/home.ts), the leaders' carousel's labels
// (content/leaders.ts) and messages (content/leaders/), and the figures (content/home-figures/).
// Build time only.
import { homeFiguresCollection, leadersCollection } from '@/content/collections';
import type { Leader, Stat } from '@/content/schema';
import { entriesIn } from '@/lib/content/collections.server';
import type { Locale } from '@/lib/i18n/locales';
import { filledInEveryLanguage, inEveryLanguage, pageWordsIn } from '@/lib/i18n/words';
import { LEADERS_CAROUSEL_INTERVAL_MS } from '@/content/leaders';
import { homeWords, leadersWords } from '@/content/words-collections';

/** The home page's words in `locale`. */
export function homeIn(locale: Locale) {
  return pageWordsIn(homeWords, locale).home;
}

/** The leaders' carousel's labels and pace in `locale`. */
export function leadersCarouselIn(locale: Locale) {
  return { ...pageWordsIn(leadersWords, locale), LEADERS_CAROUSEL_INTERVAL_MS };
}

/** The home page's figures in `locale`. */
export function homeFiguresIn(locale: Locale): Stat[] {
  return inEveryLanguage(homeFiguresCollection.folder, (each) =>
    entriesIn(homeFiguresCollection, each).flatMap(({ data }) => data.figures),
  )[locale];
}

/** The leaders' messages in `locale`, in the order of their numbers. */
export function leadersIn(locale: Locale): Leader[] {
  return filledInEveryLanguage(leadersCollection.folder, (each) =>
    entriesIn(leadersCollection, each)
      .map(({ data }) => data)
      .sort((a, b) => a.order - b.order)
      .map(({ name, position, expertise, image, message }) => ({
        name,
        position,
        expertise,
        image,
        message,
      })),
  )[locale];
}
