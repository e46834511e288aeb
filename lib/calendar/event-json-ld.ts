// schema.org data of the calendar pages: an Event for each date still to come (held at the
// campuses it concerns, organised by the school) and the page's BreadcrumbList, in the page's
// language. Server-only, like structured-data.ts.
import { campusContactsIn, campusesIn } from '@/lib/campuses/campuses';
import { pageMetaIn, siteIn } from '@/lib/site/site';
import { postalRegion, siteSettings } from '@/content/site';
import type { CampusId, SchoolEvent } from '@/content/schema';
import { campusesOf } from './calendar';
import { htmlLang, localePath, type Locale } from '@/lib/i18n/locales';
import { calendarCampusPath, routes } from '@/lib/routes/routes';
import {
  breadcrumbJsonLd,
  crumbsIn,
  jsonLdDocument,
  organizationId,
  toPostalAddress,
  type Crumb,
  type JsonLdDocument,
  type JsonLdNode,
} from '@/lib/seo/structured-data';

/** The school's offset from UTC all year (India keeps no daylight saving time). */
export const SCHOOL_UTC_OFFSET = '+05:30';

/** The id of an event on a calendar page, for links to it and its schema.org url. */
export const eventAnchor = (eventId: string) => `event-${eventId}`;

/** Dates for all-day events (the last one inclusive); date and time with the offset for timed. */
export function eventTimes(event: SchoolEvent): { startDate: string; endDate: string } {
  if (event.startTime && event.endTime) {
    const at = (time: string) => `${event.date}T${time}:00${SCHOOL_UTC_OFFSET}`;
    return { startDate: at(event.startTime), endDate: at(event.endTime) };
  }
  return { startDate: event.date, endDate: event.endDate ?? event.date };
}

/** A campus as a schema.org Place: its name and postal address. */
export function campusPlace(campusId: CampusId, locale: Locale): JsonLdNode {
  const contact = campusContactsIn(locale).find((c) => c.campusId === campusId);
  if (!contact) throw new Error(`content/campuses/${campusId}/contact.en.yml does not exist`);
  return {
    '@type': 'Place',
    name: contact.heading,
    address: toPostalAddress(contact.address, postalRegion),
  };
}

/** One event as listed on the page at `pageUrl`, held at `campusIds`. */
export function schoolEventJsonLd(
  event: SchoolEvent,
  pageUrl: string,
  campusIds: readonly CampusId[],
  locale: Locale,
): JsonLdNode {
  const places = campusIds.map((id) => campusPlace(id, locale));
  return {
    '@type': 'Event',
    name: event.title,
    description: event.description,
    inLanguage: htmlLang[locale],
    url: `${pageUrl}#${eventAnchor(event.id)}`,
    ...eventTimes(event),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: places.length === 1 ? places[0] : places,
    organizer: {
      '@type': 'EducationalOrganization',
      '@id': organizationId(siteSettings.url),
      name: siteIn(locale).name,
      url: new URL(localePath(locale, '/'), siteSettings.url).href,
    },
  };
}

/** The calendar page of every campus, or of one: its breadcrumb and its upcoming events. */
export function calendarPageJsonLd(
  upcoming: readonly SchoolEvent[],
  campusId: CampusId | undefined,
  locale: Locale,
): JsonLdDocument {
  const campuses = campusesIn(locale);
  const pageMeta = pageMetaIn(locale);
  const campus = campuses.find((c) => c.campusId === campusId);
  const path = campus ? calendarCampusPath(campus.campusId) : routes.calendar;
  const crumbs: Crumb[] = [{ name: pageMeta.calendar.title, path: routes.calendar }];
  if (campus) crumbs.push({ name: campus.name, path });
  const pageUrl = new URL(localePath(locale, path), siteSettings.url).href;
  return jsonLdDocument([
    breadcrumbJsonLd(siteSettings.url, crumbsIn(locale, crumbs)),
    ...upcoming.map((event) =>
      schoolEventJsonLd(
        event,
        pageUrl,
        campusesOf(event.campuses).filter((id) => campus === undefined || id === campus.campusId),
        locale,
      ),
    ),
  ]);
}
