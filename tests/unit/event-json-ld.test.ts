/**
 * @jest-environment node
 */
// schema.org data of the calendar pages: an Event per upcoming date, at the campuses it concerns,
// organised by the school, with the page's breadcrumb.
import type { SchoolEvent } from '@/content/schema';
import { siteIn } from '@/lib/site/site';
import { campusContactsIn } from '@/lib/campuses/campuses';
import { calendarPageJsonLd, eventTimes, schoolEventJsonLd } from '@/lib/calendar/event-json-ld';
import { organizationId, serializeJsonLd, type JsonLdNode } from '@/lib/seo/structured-data';
import { schoolEvent } from './helpers/school-event';
import { schoolEventsIn } from '@/lib/calendar/school-events';

const site = siteIn('en');

const event = (fields: Partial<SchoolEvent>) => schoolEvent({ campuses: ['city'], ...fields });

describe('calendar JSON-LD', () => {
  it('dates an all-day event by its days, a timed one with the +05:30 offset', () => {
    expect(eventTimes(event({ date: '2026-12-24', endDate: '2026-12-31' }))).toEqual({
      startDate: '2026-12-24',
      endDate: '2026-12-31',
    });
    expect(eventTimes(event({ startTime: '17:00', endTime: '20:00' }))).toEqual({
      startDate: '2027-01-23T17:00:00+05:30',
      endDate: '2027-01-23T20:00:00+05:30',
    });
  });

  it('describes an event: scheduled, offline, at the campus’s address, by the school', () => {
    const node = schoolEventJsonLd(event({}), 'https://x.example/calendar', ['city'], 'en');
    const city = campusContactsIn('en').find((c) => c.campusId === 'city')!;
    expect(node).toMatchObject({
      '@type': 'Event',
      name: 'Annual Day',
      url: 'https://x.example/calendar#event-annual-day',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: city.heading,
        address: { '@type': 'PostalAddress', postalCode: '431000', addressCountry: 'IN' },
      },
      organizer: { '@id': organizationId(site.url), name: site.name },
    });
    const everywhere = schoolEventJsonLd(
      event({}),
      'https://x.example/calendar',
      ['city', 'airport'],
      'en',
    );
    expect(everywhere.location).toHaveLength(2);
  });

  it('gives a page one Event per upcoming date, held only at its campus on a campus page', () => {
    const upcoming = schoolEventsIn('en').slice(-3);
    const doc = JSON.parse(serializeJsonLd(calendarPageJsonLd(upcoming, 'osmanpura', 'en'))) as {
      '@graph': JsonLdNode[];
    };
    const events = doc['@graph'].filter((node) => node['@type'] === 'Event');
    expect(events.map((node) => node.name)).toEqual(upcoming.map((e) => e.title));
    for (const node of events) {
      expect((node.location as JsonLdNode).name).toBe('Aurora Global School, Osmanpura Campus');
      expect(node.url).toMatch(/\/calendar\/campus\/osmanpura#event-/);
    }
    const [crumbs] = doc['@graph'].filter((node) => node['@type'] === 'BreadcrumbList');
    expect(
      (crumbs!.itemListElement as { name: string; item: string }[]).map((crumb) => crumb.item),
    ).toEqual([
      new URL('/', site.url).href,
      new URL('/calendar', site.url).href,
      new URL('/calendar/campus/osmanpura', site.url).href,
    ]);
  });
});
