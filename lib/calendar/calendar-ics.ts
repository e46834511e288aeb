// School events as iCalendar (RFC 5545) text, written with ical-generator at build time (never in
// the browser). All-day events are dates (DTEND the day after the last day: it is exclusive),
// so no reader's time zone can move them; timed events carry TZID=Asia/Kolkata with that zone's
// VTIMEZONE from the IANA database (timezones-ical-library), and DTSTAMP is UTC.
import 'server-only';
import { TZDate } from '@date-fns/tz';
import {
  escape as escapeText,
  ICalCalendar,
  ICalCalendarMethod,
  ICalEventTransparency,
} from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { SchoolEvent } from '@/content/schema';
import { lastDay, SCHOOL_TIME_ZONE } from './calendar';

/** One event as the file describes it: its words are already in the site's language. */
export interface IcsEvent {
  event: SchoolEvent;
  /** DESCRIPTION: the description, the campuses in words, the event's link. */
  description: string;
  /** CATEGORIES: the event's category in words. */
  category: string;
  /** URL: absolute address of the event's calendar page. */
  url: string;
}

export interface IcsFile {
  /** PRODID: who makes the file and with what. */
  producer: { company: string; product: string };
  /** The site's host: every event's UID is `{event id}@{host}`, the same in every file. */
  host: string;
  /** DTSTAMP of every event: when the file was made. */
  stamp: Date;
  /** NAME and X-WR-CALNAME of a subscribable feed; a single event's file has none. */
  name?: string;
  /** How often subscribers fetch the feed again, in seconds. */
  refreshSeconds?: number;
}

/** An event's UID: its id and the site's host, with no clock or randomness in it. */
export const eventUid = (eventId: string, host: string): string => `${eventId}@${host}`;

/** A zone's VTIMEZONE from the IANA database; an unknown zone fails the build. */
function vtimezone(zone: string): string {
  const block = tzlib_get_ical_block(zone);
  if (!Array.isArray(block) || !block[0]) throw new Error(`No VTIMEZONE for ${zone}: ${block}`);
  return block[0];
}

/** Midnight UTC of a YYYY-MM-DD day, `plusDays` later. */
function utcDay(isoDay: string, plusDays = 0): Date {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(year ?? NaN, (month ?? NaN) - 1, (day ?? NaN) + plusDays));
}

/** A YYYY-MM-DD day at HH:MM in the school's time zone. */
function schoolTime(isoDay: string, time: string): TZDate {
  const [year, month, day] = isoDay.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new TZDate(
    year ?? NaN,
    (month ?? NaN) - 1,
    day ?? NaN,
    hours ?? NaN,
    minutes ?? NaN,
    SCHOOL_TIME_ZONE,
  );
}

/** Start and end as ical-generator writes them: dates in UTC, times in the school's zone. */
function when(event: SchoolEvent) {
  if (event.startTime && event.endTime) {
    return {
      start: schoolTime(event.date, event.startTime),
      end: schoolTime(event.date, event.endTime),
      timezone: SCHOOL_TIME_ZONE,
    };
  }
  return {
    start: utcDay(event.date),
    end: utcDay(lastDay(event), 1),
    allDay: true,
    // A day off or an exam week does not make a parent busy all day.
    transparency: ICalEventTransparency.TRANSPARENT,
  };
}

export function buildIcs(file: IcsFile, events: readonly IcsEvent[]): string {
  const calendar = new ICalCalendar({
    prodId: { ...file.producer, language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: with one, ical-generator writes DTSTAMP as local time, which RFC
    // 5545 forbids. Each timed event names its zone and the generator adds its VTIMEZONE.
    timezone: { name: null, generator: vtimezone },
    ...(file.refreshSeconds ? { ttl: file.refreshSeconds } : {}),
  });
  // ical-generator writes the calendar's name as given: escape it as TEXT here.
  if (file.name) calendar.name(escapeText(file.name, false));
  calendar.x('X-WR-TIMEZONE', SCHOOL_TIME_ZONE);
  for (const { event, description, category, url } of events) {
    calendar.createEvent({
      id: eventUid(event.id, file.host),
      stamp: file.stamp,
      summary: event.title,
      location: event.location,
      description,
      categories: [{ name: category }],
      url,
      ...when(event),
    });
  }
  // Every content line ends with CRLF, the last one too.
  return `${calendar.toString()}\r\n`;
}
