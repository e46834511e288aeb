// The calendar's iCalendar files as the export serves them (serve with serve.json): every feed
// and event file answers 200 as UTF-8 text/calendar and parses (ical.js) with its events.
import ICAL from 'ical.js';
import { campusIds } from '@/content/ids';
import { calendarFeedPath, eventIcsPath } from '@/lib/routes/routes';
import { expect, test } from './fixtures';
import { schoolEventsIn } from '@/lib/calendar/school-events';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** The event ids a feed must hold, counted from the content. */
const expectedIds = (scope: (typeof campusIds)[number] | 'all') =>
  schoolEventsIn('en')
    .filter((e) => scope === 'all' || e.campuses === 'all' || e.campuses.includes(scope))
    .map((e) => e.id)
    .sort();

/** The ids of the VEVENTs of an .ics text (UID is `{id}@{host}`). */
function eventIds(text: string): string[] {
  const vcalendar = new ICAL.Component(ICAL.parse(text));
  return vcalendar
    .getAllSubcomponents('vevent')
    .map((vevent) => String(vevent.getFirstPropertyValue('uid')).split('@')[0]!)
    .sort();
}

test('every calendar feed is served as UTF-8 text/calendar with its events', async ({
  request,
}) => {
  for (const scope of ['all', ...campusIds] as const) {
    const response = await request.get(calendarFeedPath(scope), { maxRedirects: 0 });
    expect(response.status(), scope).toBe(200);
    expect(response.headers()['content-type'], scope).toBe(CALENDAR_TYPE);
    expect(eventIds(await response.text()), scope).toEqual(expectedIds(scope));
  }
});

test('every event has its own .ics file, served as UTF-8 text/calendar', async ({ request }) => {
  for (const event of schoolEventsIn('en')) {
    const response = await request.get(eventIcsPath(event.id), { maxRedirects: 0 });
    expect(response.status(), event.id).toBe(200);
    expect(response.headers()['content-type'], event.id).toBe(CALENDAR_TYPE);
    expect(eventIds(await response.text()), event.id).toEqual([event.id]);
  }
});
