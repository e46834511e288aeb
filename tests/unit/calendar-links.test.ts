/**
 * @jest-environment node
 */
// The links that put the school's dates into a visitor's calendar: Google Calendar's event
// template (all-day ends exclusive, timed hours in the school's time zone) and a feed's
// webcal://, Google Calendar and https addresses; and campuses in words, as event cards say them.
import type { SchoolEvent } from '@/content/schema';
import {
  feedLinks,
  googleCalendarEventUrl,
  googleDates,
  nextDay,
} from '@/lib/calendar/calendar-links';
import { campusesText } from '@/lib/calendar/calendar-feeds';
import { schoolEvent } from './helpers/school-event';

const SITE = 'https://www.school.example';

const event = (fields: Partial<SchoolEvent>) =>
  schoolEvent({ title: 'Annual Day & prizes', date: '2026-12-12', ...fields });

/** The template link's parameters, as Google reads them. */
const parameters = (url: string) => {
  const parsed = new URL(url);
  expect(`${parsed.origin}${parsed.pathname}`).toBe('https://calendar.google.com/calendar/render');
  return Object.fromEntries(parsed.searchParams);
};

describe('Google Calendar event links', () => {
  it('gives an all-day event its days, the end being the day after the last', () => {
    expect(googleDates(event({ date: '2026-12-12' }))).toBe('20261212/20261213');
    expect(googleDates(event({ date: '2026-12-24', endDate: '2026-12-31' }))).toBe(
      '20261224/20270101',
    );
    expect(googleDates(event({ date: '2027-02-28' }))).toBe('20270228/20270301');
  });

  it('gives a timed event its local hours, read in Asia/Kolkata', () => {
    const timed = event({ startTime: '17:00', endTime: '20:00' });
    expect(googleDates(timed)).toBe('20261212T170000/20261212T200000');
    expect(parameters(googleCalendarEventUrl(timed, SITE))).toEqual({
      action: 'TEMPLATE',
      text: 'Annual Day & prizes',
      dates: '20261212T170000/20261212T200000',
      details: 'Music, dance and drama.',
      location: 'City Campus, the open-air stage',
      ctz: 'Asia/Kolkata',
    });
  });

  it('encodes every value and adds the address of the event’s link to its details', () => {
    const url = googleCalendarEventUrl(event({ link: '/admissions' }), SITE);
    expect(url).not.toMatch(/[ &]prizes|#|\s/);
    expect(url).toContain('dates=20261212/20261213');
    expect(url).toContain('ctz=Asia/Kolkata');
    expect(parameters(url).details).toBe(`Music, dance and drama.\n\n${SITE}/admissions`);
    const outside = googleCalendarEventUrl(event({ link: 'https://www.cbse.gov.in' }), SITE);
    expect(parameters(outside).details).toMatch(/\n\nhttps:\/\/www\.cbse\.gov\.in\/$/);
  });

  it('counts days on the calendar, across months and years', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});

describe('subscribing to a feed', () => {
  it('offers webcal:// for calendar apps, Google Calendar’s page and the https file', () => {
    const links = feedLinks('airport', SITE);
    expect(links.https).toBe(`${SITE}/calendar/airport.ics`);
    expect(links.webcal).toBe('webcal://www.school.example/calendar/airport.ics');
    const google = new URL(links.google);
    expect(`${google.origin}${google.pathname}`).toBe('https://calendar.google.com/calendar/r');
    expect(google.searchParams.get('cid')).toBe(links.webcal);
    expect(links.google).toContain(
      'cid=webcal%3A%2F%2Fwww.school.example%2Fcalendar%2Fairport.ics',
    );
    expect(feedLinks('all', SITE).webcal).toBe('webcal://www.school.example/calendar/all.ics');
  });
});

describe('campuses in words', () => {
  it('says every campus in one phrase, else lists the campuses by name', () => {
    expect(campusesText('all', 'en')).toBe('All campuses');
    expect(campusesText(['airport'], 'en')).toBe('Airport Campus');
    expect(campusesText(['city', 'airport'], 'en')).toBe('City Campus and Airport Campus');
  });
});
