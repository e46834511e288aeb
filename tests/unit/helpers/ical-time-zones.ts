// What a phone in another time zone shows for the school's dates: the feeds are built and read
// in the test file's zone (tests/unit/timezone-environment.mjs), and must not move a day.
import { TextEncoder } from 'node:util';
import { siteIn } from '@/lib/site/site';
import { feedIcs } from '@/lib/calendar/calendar-feeds';
import { eventWithUid, parseIcs } from './ical';
import { schoolEventsIn } from '@/lib/calendar/school-events';

const site = siteIn('en');

// jsdom has no TextEncoder; ical-generator measures lines in octets with it.
globalThis.TextEncoder ??= TextEncoder;

const uid = (id: string) => `${id}@${new URL(site.url).host}`;
const localDay = (date: Date) => [date.getFullYear(), date.getMonth() + 1, date.getDate()];

export function describeFeedsIn(timezone: string, utcOffsetMinutes: number) {
  describe(`the feeds read by a phone in ${timezone}`, () => {
    const parsed = parseIcs(feedIcs('all', new Date()));

    it(`really runs in ${timezone}`, () => {
      expect(-new Date('2027-01-26T12:00:00Z').getTimezoneOffset()).toBe(utcOffsetMinutes);
    });

    it('shows Republic Day on 26 January, all day, and only that day', () => {
      const event = eventWithUid(parsed, uid('republic-day-2027'));
      expect(event.startDate.isDate).toBe(true);
      expect(localDay(event.startDate.toJSDate())).toEqual([2027, 1, 26]);
      // DTEND is exclusive: the day after.
      expect(localDay(event.endDate.toJSDate())).toEqual([2027, 1, 27]);
    });

    it('shows the winter break from 24 to 31 December', () => {
      const event = eventWithUid(parsed, uid('winter-break-2026'));
      expect(localDay(event.startDate.toJSDate())).toEqual([2026, 12, 24]);
      expect(localDay(event.endDate.toJSDate())).toEqual([2027, 1, 1]);
    });

    it('puts a 09:00 meeting in India at 03:30 UTC', () => {
      const event = eventWithUid(parsed, uid('ptm-city-july-2026'));
      expect(event.startDate.toJSDate().toISOString()).toBe('2026-07-25T03:30:00.000Z');
      expect(schoolEventsIn('en').find((e) => e.id === 'ptm-city-july-2026')?.startTime).toBe(
        '09:00',
      );
    });
  });
}
