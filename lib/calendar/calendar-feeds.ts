// The school calendar's iCalendar files, from its dates (content/events/) and content/calendar.ts:
// a subscribable feed of every campus's events (calendarFeedPath('all')), one per campus, and one
// file per event (eventIcsPath), written in English for the pages of every language. The route
// handlers under app/(en)/calendar/ write them into the export.
import { campusesIn } from '@/lib/campuses/campuses';
import { calendarWordsIn } from '@/lib/calendar/school-events';
import 'server-only';
import { campusIds } from '@/content/ids';
import type { CampusId, CampusScope, SchoolEvent } from '@/content/schema';
import { campusesOf, eventsFor } from './calendar';
import { buildIcs, type IcsEvent, type IcsFile } from './calendar-ics';
import { DEFAULT_LOCALE, intlLocale, type Locale } from '@/lib/i18n/locales';
import { absoluteUrl } from '@/lib/seo/metadata';
import { pageMetaIn, siteIn } from '@/lib/site/site';
import { calendarCampusPath, calendarFeedPath, eventIcsPath, routes } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import { schoolEventsIn } from '@/lib/calendar/school-events';

export type FeedScope = CampusId | 'all';

/** Every feed: all campuses first, then each campus. */
export const feedScopes: readonly FeedScope[] = ['all', ...campusIds];

/** Subscribers fetch a feed again after a day (the site is rebuilt at least weekly). */
const REFRESH_SECONDS = 24 * 60 * 60;

/** The last segment of a file's path: 'city.ics' for '/calendar/city.ics'. */
export const fileNameOf = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/** The feed whose file is named `fileName`, if there is one. */
export const feedScopeOf = (fileName: string): FeedScope | undefined =>
  feedScopes.find((scope) => fileNameOf(calendarFeedPath(scope)) === fileName);

/** The event whose file is named `fileName`, if there is one. */
export const eventOfFile = (fileName: string): SchoolEvent | undefined =>
  schoolEventsIn('en').find((event) => fileNameOf(eventIcsPath(event.id)) === fileName);

const campusName = (id: CampusId, locale: Locale): string =>
  campusesIn(locale).find((campus) => campus.campusId === id)?.name ?? id;

/** 'All campuses', or the campuses named: 'City Campus and Airport Campus' (in a page's language). */
export function campusesText(scope: CampusScope, locale: Locale): string {
  if (scope === 'all') return calendarWordsIn(locale).calendar.labels.allCampuses ?? '';
  const list = new Intl.ListFormat(intlLocale[locale], { type: 'conjunction' });
  return list.format(campusesOf(scope).map((id) => campusName(id, locale)));
}

/** A feed's name in the phone's list of calendars: 'Aurora Global School: City Campus'. */
export function feedName(scope: FeedScope): string {
  const { calendar } = calendarWordsIn(DEFAULT_LOCALE);
  return fillTemplate(calendar.labels.feedName, {
    school: siteIn(DEFAULT_LOCALE).name,
    campus:
      scope === 'all' ? campusesText('all', DEFAULT_LOCALE) : campusName(scope, DEFAULT_LOCALE),
  });
}

/** The calendar page an event is on: its campus's, or the whole calendar's. */
function calendarPageOf(event: SchoolEvent): string {
  const [only, ...others] = campusesOf(event.campuses);
  return only && others.length === 0 ? calendarCampusPath(only) : routes.calendar;
}

function icsEvent(event: SchoolEvent): IcsEvent {
  const { calendar } = calendarWordsIn(DEFAULT_LOCALE);
  const { labels } = calendar;
  const page = absoluteUrl(calendarPageOf(event));
  // Some apps show no URL property: the description ends with a link too.
  const link = event.link ? absoluteUrl(event.link) : page;
  const lines = [
    event.description,
    fillTemplate(labels.feedCampuses ?? '', {
      campuses: campusesText(event.campuses, DEFAULT_LOCALE),
    }),
    fillTemplate(labels.feedLink ?? '', { url: link }),
  ];
  return {
    event,
    description: lines.join('\n'),
    category: calendar.categoryLabels[event.category],
    url: page,
  };
}

function file(stamp: Date, name?: string): IcsFile {
  return {
    producer: {
      company: siteIn(DEFAULT_LOCALE).name,
      product: pageMetaIn(DEFAULT_LOCALE).calendar.title,
    },
    host: new URL(siteIn(DEFAULT_LOCALE).url).host,
    stamp,
    ...(name ? { name, refreshSeconds: REFRESH_SECONDS } : {}),
  };
}

/** A feed's .ics text: the campus's events (every event for 'all'), by date. */
export function feedIcs(scope: FeedScope, stamp: Date): string {
  const events = eventsFor(schoolEventsIn('en'), scope === 'all' ? undefined : scope);
  return buildIcs(file(stamp, feedName(scope)), events.map(icsEvent));
}

/** One event's .ics text, for 'Add to calendar'. */
export function eventIcs(event: SchoolEvent, stamp: Date): string {
  return buildIcs(file(stamp), [icsEvent(event)]);
}

/** The Content-Type every host sends with the .ics files. */
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
