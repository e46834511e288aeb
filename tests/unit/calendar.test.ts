/**
 * @jest-environment node
 */
// The school calendar: its dates in the school's time zone, what is past, months, dates and
// times in words, and the content check's answers to a broken event.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eventsCollection } from '@/content/collections';
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
} from '@/lib/calendar/calendar';
import { checkCollection } from '@/scripts/content-check/collections';
import { eventFiles } from '@/scripts/content-check/content-files';
import { formatIssue, validateContent } from '@/scripts/content-check/validate';
import { environment } from './helpers/content-environment';
import { schoolEventsIn } from '@/lib/calendar/school-events';

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
    expect(schoolEventsIn('en').length).toBeGreaterThanOrEqual(25);
    for (const campus of ['city', 'airport', 'osmanpura'] as const) {
      expect(eventsFor(schoolEventsIn('en'), campus).length).toBeGreaterThan(15);
    }
    for (const category of [
      'holiday',
      'examination',
      'parent-teacher-meeting',
      'admissions',
    ] as const) {
      expect(schoolEventsIn('en').some((e) => e.category === category)).toBe(true);
    }
  });
});

describe('the content check names the calendar date file and field of each mistake', () => {
  const REOPENS = 'content/events/2026-06-15-school-reopens-2026.en.yml';
  const PTM = 'content/events/2026-07-25-ptm-city-july-2026.en.yml';
  const PTM_OTHERS = 'content/events/2026-08-01-ptm-airport-osmanpura-august-2026.en.yml';
  const FLAG_DAY = 'content/events/2026-08-15-independence-day-2026.en.yml';
  const SPORTS = 'content/events/2026-08-29-sports-day-national-2026.en.yml';

  /** The messages for the real calendar date files, after `breakIt` changes their fields. */
  const messagesAfter = (breakIt: (files: Record<string, Record<string, unknown>>) => void) => {
    const files = eventFiles();
    breakIt(files);
    return validateContent(files, environment()).map(formatIssue);
  };

  it('the real calendar date files pass', () => {
    expect(messagesAfter(() => {})).toEqual([]);
  });

  it('rejects an end before its start', () => {
    expect(
      messagesAfter((files) =>
        Object.assign(files[REOPENS]!, { date: '2026-06-15', endDate: '2026-06-14' }),
      ),
    ).toEqual([`${REOPENS} › endDate: is before the event’s date`]);
  });

  it('rejects a timed event without an end, and an end before the start', () => {
    expect(messagesAfter((files) => delete files[PTM]!.endTime)).toEqual([
      `${PTM} › endTime: a timed event needs an endTime`,
    ]);
    expect(messagesAfter((files) => Object.assign(files[PTM]!, { endTime: '08:00' }))).toEqual([
      `${PTM} › endTime: is not after the startTime`,
    ]);
  });

  it('rejects an unknown campus or category, a bad date and a duplicate id', () => {
    const messages = messagesAfter((files) => {
      files[REOPENS]!.campuses = ['mars'];
      files[PTM]!.category = 'picnic';
      files[PTM_OTHERS]!.date = '2026-02-30';
    });
    expect(messages).toEqual(
      expect.arrayContaining([
        `${REOPENS} › campuses: ["mars"] is not "all" or a list of campuses (city, airport, osmanpura)`,
        expect.stringContaining(`${PTM} › category: unknown category "picnic"`),
        `${PTM_OTHERS} › date: "2026-02-30" is not a real date in the form YYYY-MM-DD`,
      ]),
    );
    expect(messagesAfter((files) => (files[SPORTS]!.id = files[FLAG_DAY]!.id))).toEqual([
      `${SPORTS} › id: duplicate id "independence-day-2026" (also used by ${FLAG_DAY})`,
    ]);
  });
});

describe('a calendar date file written by hand', () => {
  /** A project folder whose content/events/ is a copy of the real one with `files` written in. */
  function eventsWith(files: Record<string, string>): string {
    const root = mkdtempSync(path.join(tmpdir(), 'events-'));
    const dir = path.join(root, eventsCollection.folder);
    cpSync(path.join(process.cwd(), eventsCollection.folder), dir, { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    return root;
  }

  const NEW = 'content/events/2026-12-05-science-fair-2026.en.yml';
  const newEvent = (date: string) =>
    [
      'id: science-fair-2026',
      'title: Science fair',
      'campuses:',
      '  - osmanpura',
      'category: event',
      `date: ${date}`,
      // Written as Decap's time widget writes it: unquoted, read as text (YAML 1.2).
      'startTime: 10:00',
      'endTime: 12:30',
      'location: Osmanpura Campus hall',
      'description: Projects by Grades 3 to 5.',
      '',
    ].join('\n');

  it('is read from its YAML, its date and times as text', () => {
    const root = eventsWith({ '2026-12-05-science-fair-2026.en.yml': newEvent('2026-12-05') });
    expect(eventFiles(root)[NEW]).toEqual({
      id: 'science-fair-2026',
      title: 'Science fair',
      campuses: ['osmanpura'],
      category: 'event',
      date: '2026-12-05',
      startTime: '10:00',
      endTime: '12:30',
      location: 'Osmanpura Campus hall',
      description: 'Projects by Grades 3 to 5.',
    });
    expect(validateContent(eventFiles(root), environment()).map(formatIssue)).toEqual([]);
    expect(checkCollection(eventsCollection, root).warnings.map(formatIssue)).toEqual([
      `${NEW} › (mr): has no Marathi translation yet: the Marathi pages show it in English`,
      `${NEW} › (hi): has no Hindi translation yet: the Hindi pages show it in English`,
    ]);
  });

  it('with a date typed wrong fails, naming file and field', () => {
    const root = eventsWith({ '2026-12-05-science-fair-2026.en.yml': newEvent('2026-12-32') });
    expect(validateContent(eventFiles(root), environment()).map(formatIssue)).toEqual([
      `${NEW} › date: "2026-12-32" is not a real date in the form YYYY-MM-DD`,
    ]);
  });

  it('with a translation that changes more than the words fails, naming file and field', () => {
    const root = eventsWith({
      '2026-06-15-school-reopens-2026.mr.yml': [
        'title: 2026-27 साठी शाळा सुरू',
        'location: सर्व कॅम्पस',
        'description: शैक्षणिक वर्षाचा पहिला दिवस.',
        'date: 2026-06-16',
        'reviewed: false',
        '',
      ].join('\n'),
    });
    expect(checkCollection(eventsCollection, root).errors.map(formatIssue)).toEqual([
      'content/events/2026-06-15-school-reopens-2026.mr.yml › date: is not a text of content/events/2026-06-15-school-reopens-2026.en.yml: remove it (figures, phones, ids and links come from English)',
    ]);
  });
});
