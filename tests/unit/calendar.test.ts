/**
 * @jest-environment node
 */
// The school calendar: its dates in the school's time zone, what is past, months, dates and
// times in words, and the content check's answers to a broken event.
import { calendar } from '@/content/calendar';
import type { SchoolEvent } from '@/content/schema';
import {
  campusesOf,
  concerns,
  eventDateText,
  eventsFor,
  eventTimeText,
  groupByMonth,
  isPast,
  todayAtSchool,
} from '@/lib/calendar';
import { contentFiles } from '@/scripts/content-check/content-files';
import { formatIssue, validateContent } from '@/scripts/content-check/validate';
import { environment } from './helpers/content-environment';

const event = (fields: Partial<SchoolEvent>): SchoolEvent => ({
  id: 'x',
  title: 'X',
  campuses: 'all',
  category: 'event',
  date: '2026-12-12',
  location: 'Here',
  description: 'What',
  ...fields,
});

describe('the school calendar', () => {
  it("reads today in the school's time zone, not the reader's", () => {
    // 20:00 UTC on 25 January is 01:30 on 26 January in India.
    expect(todayAtSchool(new Date('2027-01-25T20:00:00Z'))).toBe('2027-01-26');
    expect(todayAtSchool(new Date('2027-01-25T18:29:00Z'))).toBe('2027-01-25');
  });

  it('knows which campuses an event concerns', () => {
    expect(campusesOf('all')).toEqual(['city', 'airport', 'osmanpura']);
    expect(concerns(['airport'], 'city')).toBe(false);
    expect(concerns(['airport'], 'airport')).toBe(true);
    expect(concerns(['airport'], undefined)).toBe(true);
  });

  it('counts an event as past only after its last day', () => {
    const vacation = event({ date: '2026-12-24', endDate: '2026-12-31' });
    expect(isPast(vacation, '2026-12-31')).toBe(false);
    expect(isPast(vacation, '2027-01-01')).toBe(true);
  });

  it("lists a campus's events by date, then start time", () => {
    const list = eventsFor(
      [
        event({ id: 'b', date: '2026-12-12', startTime: '10:00', endTime: '11:00' }),
        event({ id: 'c', date: '2026-11-01', campuses: ['city'] }),
        event({ id: 'a', date: '2026-12-12', startTime: '08:00', endTime: '09:00' }),
      ],
      'airport',
    );
    expect(list.map((e) => e.id)).toEqual(['a', 'b']);
  });

  it('groups events by the month they start in, with the last day any of them lasts to', () => {
    const months = groupByMonth([
      event({ id: 'a', date: '2026-12-12' }),
      event({ id: 'b', date: '2026-12-24', endDate: '2027-01-02' }),
      event({ id: 'c', date: '2027-01-26' }),
    ]);
    expect(months.map((m) => [m.month, m.label, m.lastDay, m.events.length])).toEqual([
      ['2026-12', 'December 2026', '2027-01-02', 2],
      ['2027-01', 'January 2027', '2027-01-26', 1],
    ]);
  });

  it('says dates and times in words', () => {
    expect(eventDateText(event({ date: '2027-01-26' }))).toBe('Tuesday, 26 January 2027');
    expect(eventDateText(event({ date: '2026-12-24', endDate: '2026-12-31' }))).toBe(
      '24–31 December 2026',
    );
    // Intl puts narrow no-break spaces around the dash and before am/pm.
    expect(
      eventTimeText(event({ startTime: '09:00', endTime: '12:00' }))?.replace(/\s/g, ' '),
    ).toBe('9:00 am – 12:00 pm');
    expect(eventTimeText(event({}))).toBeUndefined();
  });

  it('holds a year of sample events for all three campuses', () => {
    expect(calendar.events.length).toBeGreaterThanOrEqual(25);
    for (const campus of ['city', 'airport', 'osmanpura'] as const) {
      expect(eventsFor(calendar.events, campus).length).toBeGreaterThan(15);
    }
    for (const category of [
      'holiday',
      'examination',
      'parent-teacher-meeting',
      'admissions',
    ] as const) {
      expect(calendar.events.some((e) => e.category === category)).toBe(true);
    }
  });
});

describe('the content check on the calendar', () => {
  const messagesAfter = (breakIt: (events: Record<string, unknown>[]) => void) => {
    const copy = JSON.parse(JSON.stringify(contentFiles['content/calendar.ts'])) as {
      calendar: { events: Record<string, unknown>[] };
    };
    breakIt(copy.calendar.events);
    return validateContent({ 'content/calendar.ts': copy }, environment()).map(formatIssue);
  };

  it('rejects an end before its start', () => {
    expect(
      messagesAfter((events) =>
        Object.assign(events[0]!, { date: '2026-06-15', endDate: '2026-06-14' }),
      ),
    ).toEqual(['content/calendar.ts › calendar.events[0].endDate: is before the event’s date']);
  });

  it('rejects a timed event without an end, and an end before the start', () => {
    expect(messagesAfter((events) => delete events[1]!.endTime)).toEqual([
      'content/calendar.ts › calendar.events[1].endTime: a timed event needs an endTime',
    ]);
    expect(messagesAfter((events) => Object.assign(events[1]!, { endTime: '08:00' }))).toEqual([
      'content/calendar.ts › calendar.events[1].endTime: is not after the startTime',
    ]);
  });

  it('rejects an unknown campus or category, a bad date and a duplicate id', () => {
    const messages = messagesAfter((events) => {
      events[0]!.campuses = ['mars'];
      events[1]!.category = 'picnic';
      events[2]!.date = '2026-02-30';
    });
    expect(messages).toEqual(
      expect.arrayContaining([
        'content/calendar.ts › calendar.events[0].campuses: ["mars"] is not "all" or a list of campuses (city, airport, osmanpura)',
        expect.stringContaining('calendar.events[1].category: unknown category "picnic"'),
        'content/calendar.ts › calendar.events[2].date: "2026-02-30" is not a real date in the form YYYY-MM-DD',
      ]),
    );
    expect(messagesAfter((events) => (events[3]!.id = events[4]!.id))).toEqual([
      `content/calendar.ts › calendar.events[4].id: duplicate id "${calendar.events[4]!.id}" (also used by calendar.events[3])`,
    ]);
  });
});
