// The school calendar in a language: its words (content/calendar.ts) and its dates
// (content/events/), in date order. Build time only (it reads files).
import { calendarWords } from '@/content/words-collections';
import { eventsCollection } from '@/content/collections';
import type { SchoolEvent } from '@/content/schema';
import { entriesIn } from '@/lib/content/collections.server';
import { localizeLinks } from '@/lib/i18n/links';
import type { Locale } from '@/lib/i18n/locales';
import { inEveryLanguage, pageWordsIn } from '@/lib/i18n/words';

/** The calendar's page words and labels in `locale`. */
export function calendarWordsIn(locale: Locale) {
  return pageWordsIn(calendarWords, locale);
}

/** The calendar's dates in `locale`, in date order (a date's file name begins with its date). */
export function schoolEventsIn(locale: Locale): SchoolEvent[] {
  return inEveryLanguage(eventsCollection.folder, (each) =>
    entriesIn(eventsCollection, each)
      .map(({ data }) => localizeLinks(eventsCollection.schema, data, each) as SchoolEvent)
      .sort((a, b) => a.date.localeCompare(b.date)),
  )[locale];
}
