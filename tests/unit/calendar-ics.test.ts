/**
 * @jest-environment node
 */
// The calendar's .ics files, read back with ical.js (not the library that writes them): every
// feed and event file parses, holds the right events, and keeps each event's UID from build to
// build; text is escaped and folded as RFC 5545 says.
import { campusIds } from '@/content/ids';
import type { CampusId, SchoolEvent } from '@/content/schema';
import { siteIn } from '@/lib/site/site';
import { buildIcs } from '@/lib/calendar/calendar-ics';
import { eventIcs, feedIcs, feedName, feedScopes } from '@/lib/calendar/calendar-feeds';
import { eventWithUid, parseIcs } from './helpers/ical';
import { schoolEventsIn } from '@/lib/calendar/school-events';

const site = siteIn('en');

const STAMP = new Date('2026-11-01T12:00:00Z');
const host = new URL(site.url).host;
const uidOf = (id: string) => `${id}@${host}`;
const byId = (id: string) => schoolEventsIn('en').find((event) => event.id === id)!;

/** Counted here from the content, without the site's own filter. */
const eventsOfCampus = (campus: CampusId) =>
  schoolEventsIn('en').filter((e) => e.campuses === 'all' || e.campuses.includes(campus));

/** The physical lines of an .ics text: each must end with CRLF. */
function lines(text: string): string[] {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  return text.slice(0, -2).split('\r\n');
}

describe('the feeds', () => {
  it.each(feedScopes)('%s.ics parses, with every event of its campus and its name', (scope) => {
    const text = feedIcs(scope, STAMP);
    const parsed = parseIcs(text);
    const expected = scope === 'all' ? schoolEventsIn('en') : eventsOfCampus(scope);
    expect(parsed.events.map((e) => e.uid).sort()).toEqual(expected.map((e) => uidOf(e.id)).sort());
    const { calendar: vcalendar } = parsed;
    expect(vcalendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(vcalendar.getFirstPropertyValue('prodid')).toBe(
      '-//Aurora Global School//School Calendar//EN',
    );
    expect(vcalendar.getFirstPropertyValue('x-wr-calname')).toBe(feedName(scope));
    expect(vcalendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Kolkata');
    expect(vcalendar.getFirstPropertyValue('refresh-interval')?.toString()).toBe('P1D');
    // Timed events name their zone, which the file defines.
    expect(text).toContain('DTSTART;TZID=Asia/Kolkata:');
    const zones = vcalendar.getAllSubcomponents('vtimezone');
    expect(zones.map((z) => z.getFirstPropertyValue('tzid'))).toEqual(['Asia/Kolkata']);
  });

  it('names each campus in its feed', () => {
    expect(feedName('all')).toBe('Aurora Global School: All campuses');
    expect(feedName('airport')).toBe('Aurora Global School: Airport Campus');
  });

  it('every campus feed has fewer events than the whole calendar, and each has one', () => {
    for (const campus of campusIds) {
      const count = parseIcs(feedIcs(campus, STAMP)).events.length;
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThan(schoolEventsIn('en').length);
    }
  });

  it('stamps every event in UTC', () => {
    const stamps = lines(feedIcs('all', STAMP)).filter((l) => l.startsWith('DTSTAMP'));
    expect(stamps).toHaveLength(schoolEventsIn('en').length);
    for (const line of stamps) expect(line).toBe('DTSTAMP:20261101T120000Z');
  });
});

describe('one file per event', () => {
  it.each(schoolEventsIn('en').map((e) => [e.id, e] as const))('%s', (id, event) => {
    const parsed = parseIcs(eventIcs(event, STAMP));
    expect(parsed.events).toHaveLength(1);
    const [only] = parsed.events;
    expect(only!.uid).toBe(uidOf(id));
    expect(only!.summary).toBe(event.title);
    expect(only!.location).toBe(event.location);
    // A single event is added to the reader's own calendar, not to one named after the school.
    expect(parsed.calendar.getFirstPropertyValue('x-wr-calname')).toBeNull();
  });
});

describe('UIDs', () => {
  it('are the same in two builds made at different times, and in every file', () => {
    const later = new Date(STAMP.getTime() + 7 * 24 * 60 * 60 * 1000);
    const uids = (text: string) => parseIcs(text).events.map((e) => e.uid);
    const first = uids(feedIcs('all', STAMP));
    expect(uids(feedIcs('all', later))).toEqual(first);
    expect(first).toEqual(schoolEventsIn('en').map((e) => uidOf(e.id)));
    expect(new Set(first).size).toBe(first.length);
    for (const campus of campusIds) {
      for (const uid of uids(feedIcs(campus, later))) expect(first).toContain(uid);
    }
    expect(uids(eventIcs(byId('republic-day-2027'), later))).toEqual([uidOf('republic-day-2027')]);
  });
});

describe('dates and times', () => {
  it('writes an all-day event as dates, DTEND the day after its last day', () => {
    const text = eventIcs(byId('winter-break-2026'), STAMP);
    expect(lines(text)).toEqual(
      expect.arrayContaining(['DTSTART;VALUE=DATE:20261224', 'DTEND;VALUE=DATE:20270101']),
    );
    const one = lines(eventIcs(byId('republic-day-2027'), STAMP));
    expect(one).toEqual(
      expect.arrayContaining(['DTSTART;VALUE=DATE:20270126', 'DTEND;VALUE=DATE:20270127']),
    );
  });

  it('writes a timed event in Asia/Kolkata: 09:00 there is 03:30 UTC', () => {
    const text = eventIcs(byId('ptm-city-july-2026'), STAMP);
    expect(lines(text)).toEqual(
      expect.arrayContaining([
        'DTSTART;TZID=Asia/Kolkata:20260725T090000',
        'DTEND;TZID=Asia/Kolkata:20260725T120000',
      ]),
    );
    const event = parseIcs(text).events[0]!;
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-07-25T03:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-07-25T06:30:00.000Z');
  });
});

describe('what an event says', () => {
  it('describes it, names its campuses and links to more', () => {
    const parsed = parseIcs(feedIcs('all', STAMP));
    const boards = eventWithUid(parsed, uidOf('board-exams-2027'));
    expect(boards.description).toBe(
      `${byId('board-exams-2027').description}\nFor: City Campus and Airport Campus\nMore: https://www.cbse.gov.in`,
    );
    const reopens = eventWithUid(parsed, uidOf('school-reopens-2026'));
    expect(reopens.description).toContain('\nFor: All campuses\nMore: ');
    const ptm = eventWithUid(parsed, uidOf('ptm-city-july-2026')).component;
    expect(ptm.getFirstPropertyValue('url')).toBe(`${site.url}/calendar/campus/city`);
    expect(ptm.getFirstPropertyValue('categories')).toBe('Parent-teacher meeting');
    expect(reopens.component.getFirstPropertyValue('url')).toBe(`${site.url}/calendar`);
  });
});

describe('escaping and folding', () => {
  const description = `${'Bring a water bottle, a cap; and the house T-shirt – it’s hot. '.repeat(6)}\nBuses leave at 7:00.`;
  const event: SchoolEvent = {
    ...byId('sports-day-national-2026'),
    title: 'Sports, games; and more',
    description,
  };
  const text = buildIcs(
    {
      producer: { company: 'School, Inc.', product: 'Calendar' },
      host: 'school.example',
      stamp: STAMP,
      name: 'Aurora; City, Campus',
    },
    [{ event, description, category: 'School event', url: 'https://school.example/calendar' }],
  );

  it('escapes commas, semicolons and newlines', () => {
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Sports\\, games\\; and more\r\n');
    expect(unfolded).toContain('X-WR-CALNAME:Aurora\\; City\\, Campus\r\n');
    expect(unfolded).toContain('it’s hot. \\nBuses leave at 7:00.\r\n');
  });

  it('folds every line at 75 octets without splitting a character', () => {
    const all = lines(text);
    for (const line of all) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(all.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(4);
    expect(text).not.toContain('\uFFFD');
  });

  it('reads back as written', () => {
    const parsed = parseIcs(text);
    expect(parsed.events[0]!.summary).toBe('Sports, games; and more');
    expect(parsed.events[0]!.description).toBe(description);
  });
});
