// The school calendar's logic, shared by its pages, its feeds and the home page: which campus an
// event is for, what is past on a given day, months, and dates and times in words. Dates are
// calendar days in the school's time zone (Asia/Kolkata); they are formatted in UTC so that no
// reader's time zone can move one to the day before.
import type { CampusId, CampusScope, SchoolEvent } from '@/content/schema';
import { campusIds } from '@/content/ids';
import { SITE_LOCALE } from '@/content/site';

/** The school's own time zone: every date and time of the calendar is in it. */
export const SCHOOL_TIME_ZONE = 'Asia/Kolkata';

/** Today's date where the school is, YYYY-MM-DD (en-CA writes dates that way). */
export function todayAtSchool(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE }).format(now);
}

/** The campuses an event or notice is for. */
export function campusesOf(scope: CampusScope): readonly CampusId[] {
  return scope === 'all' ? campusIds : scope;
}

/** Whether it concerns a campus: every campus when `campus` is undefined. */
export function concerns(scope: CampusScope, campus: CampusId | undefined): boolean {
  return campus === undefined || campusesOf(scope).includes(campus);
}

/** The event's last day. */
export const lastDay = (event: SchoolEvent): string => event.endDate ?? event.date;

/** Whether the event is over on `today` (its last day is before it). */
export const isPast = (event: SchoolEvent, today: string): boolean => lastDay(event) < today;

/** The campus's events (every event for `undefined`), by date, then start time. */
export function eventsFor(events: readonly SchoolEvent[], campus?: CampusId): SchoolEvent[] {
  return events
    .filter((event) => concerns(event.campuses, campus))
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) || (a.startTime ?? '').localeCompare(b.startTime ?? ''),
    );
}

export interface MonthOfEvents {
  /** YYYY-MM */
  month: string;
  /** e.g. 'December 2026' */
  label: string;
  /** The last day any of its events lasts to: the month is over after it. */
  lastDay: string;
  events: SchoolEvent[];
}

/** Sorted events grouped by the month they start in, in order. */
export function groupByMonth(
  events: readonly SchoolEvent[],
  locale = SITE_LOCALE,
): MonthOfEvents[] {
  const months = new Map<string, SchoolEvent[]>();
  for (const event of events) {
    const month = event.date.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), event]);
  }
  const monthName = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return [...months].map(([month, list]) => ({
    month,
    label: monthName.format(dayAt(`${month}-01`)),
    lastDay: list.map(lastDay).sort().at(-1) ?? `${month}-01`,
    events: list,
  }));
}

/** Midnight UTC of a YYYY-MM-DD day. */
function dayAt(isoDay: string): Date {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(year ?? NaN, (month ?? NaN) - 1, day ?? NaN));
}

/** The event's day or days in words: 'Saturday, 12 December 2026', '24–31 December 2026'. */
export function eventDateText(event: SchoolEvent, locale = SITE_LOCALE): string {
  const long = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  if (!event.endDate || event.endDate === event.date) return long.format(dayAt(event.date));
  const range = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return range.formatRange(dayAt(event.date), dayAt(event.endDate));
}

/** A timed event's hours in words ('9:00 am – 12:00 pm' in en-IN); undefined for all-day. */
export function eventTimeText(event: SchoolEvent, locale = SITE_LOCALE): string | undefined {
  if (!event.startTime || !event.endTime) return undefined;
  const at = (time: string) => {
    const [hours, minutes] = time.split(':').map(Number);
    return new Date(Date.UTC(2000, 0, 1, hours, minutes));
  };
  const clock = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return clock.formatRange(at(event.startTime), at(event.endTime));
}
