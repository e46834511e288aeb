// The school calendar in a language: its words (content/calendar.ts) and its dates
// (content/events/), in date order. Build time only (it reads files).
import * as calendarModule from '@/content/calendar';
import { eventsCollection } from '@/content/collections';
import type { SchoolEvent } from '@/content/schema';
import { entriesIn } from '@/lib/content/collections.server';
import { readForPreviewBy } from '@/lib/content/preview-stamp';
import { localizeLinks } from '@/lib/i18n/links';
import type { Locale } from '@/lib/i18n/locales';
import { wordsIn } from '@/lib/i18n/words';

/** The calendar's page words and labels in `locale`. */
export const calendarWordsIn = (locale: Locale) =>
  wordsIn('content/calendar.ts', calendarModule, locale);

/** The calendar's dates in `locale`, in date order (a date's file name begins with its date). */
export const schoolEventsIn = readForPreviewBy((locale: Locale): SchoolEvent[] =>
  entriesIn(eventsCollection, locale)
    .map(({ data }) => localizeLinks(eventsCollection.schema, data, locale) as SchoolEvent)
    .sort((a, b) => a.date.localeCompare(b.date)),
);
