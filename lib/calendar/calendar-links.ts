// The addresses that put the school's dates into a visitor's own calendar: one event as a Google
// Calendar template, and a feed to subscribe to (webcal://, Google Calendar, the .ics file).
import type { CampusId, SchoolEvent } from '@/content/schema';
import { calendarFeedPath } from '@/lib/routes/routes';
import { SCHOOL_TIME_ZONE } from './calendar';

const GOOGLE_TEMPLATE = 'https://calendar.google.com/calendar/render';
const GOOGLE_SUBSCRIBE = 'https://calendar.google.com/calendar/r';

/** '2026-12-24' → '20261224' */
const compactDay = (isoDay: string) => isoDay.replaceAll('-', '');

/** The day after a YYYY-MM-DD day, in the same form. */
export function nextDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(year ?? NaN, (month ?? NaN) - 1, (day ?? NaN) + 1))
    .toISOString()
    .slice(0, 10);
}

/**
 * Google's `dates`: all-day events as YYYYMMDD/YYYYMMDD with the end day exclusive (the day after
 * the last), timed ones as local YYYYMMDDTHHMMSS/YYYYMMDDTHHMMSS read in `ctz`.
 */
export function googleDates(event: SchoolEvent): string {
  if (event.startTime && event.endTime) {
    const at = (time: string) => `${compactDay(event.date)}T${time.replace(':', '')}00`;
    return `${at(event.startTime)}/${at(event.endTime)}`;
  }
  return `${compactDay(event.date)}/${compactDay(nextDay(event.endDate ?? event.date))}`;
}

/** A query string whose values are percent-encoded, '/' kept as it is (legal in a query). */
function query(parameters: Record<string, string>): string {
  return Object.entries(parameters)
    .map(([name, value]) => `${name}=${encodeURIComponent(value).replaceAll('%2F', '/')}`)
    .join('&');
}

/**
 * Google Calendar's 'create event' page, filled in with the event: its title, days or hours in
 * the school's time zone, description (and the address of its link), and location.
 */
export function googleCalendarEventUrl(event: SchoolEvent, siteUrl: string): string {
  const details = event.link
    ? `${event.description}\n\n${new URL(event.link, siteUrl).href}`
    : event.description;
  return `${GOOGLE_TEMPLATE}?${query({
    action: 'TEMPLATE',
    text: event.title,
    dates: googleDates(event),
    details,
    location: event.location,
    ctz: SCHOOL_TIME_ZONE,
  })}`;
}

export interface FeedLinks {
  /** The feed's https address: downloads the .ics file, or is pasted into a calendar app. */
  https: string;
  /** The same address as webcal://, which opens the device's calendar app to subscribe. */
  webcal: string;
  /** Google Calendar's 'add this calendar' page for the feed. */
  google: string;
}

/** The ways to subscribe to a feed: every campus's events ('all') or one campus's. */
export function feedLinks(scope: CampusId | 'all', siteUrl: string): FeedLinks {
  const https = new URL(calendarFeedPath(scope), siteUrl).href;
  const webcal = https.replace(/^https?:/, 'webcal:');
  return { https, webcal, google: `${GOOGLE_SUBSCRIBE}?cid=${encodeURIComponent(webcal)}` };
}
