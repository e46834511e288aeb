// What the transport tests expect, read through the loaders the pages use: a campus's stops in a
// language, a stop found by its name alone, an area with several stops, and what a stop's card
// and a route's timetable row say.
import { transportPageIn } from '@/lib/transport/transport';
import type { Locator, Page } from '@playwright/test';
import { transportCollection } from '@/content/collections';
import type { CampusTransportEntry } from '@/content/schema';
import { entriesIn } from '@/lib/content/collections.server';
import { intlLocale, type Locale } from '@/lib/i18n/locales';
import { formatRupees } from '@/lib/disclosure/figures';
import { fillTemplate } from '@/lib/template';
import { clockText } from '@/lib/transport/timetable';
import { campusTransportOf, stopsOf, type TransportStop } from '@/lib/transport/transport';

export const CAMPUS = 'city' as const;

export const transportIn = (locale: Locale) => campusTransportOf(locale, CAMPUS)!;
export const stopsIn = (locale: Locale) => stopsOf(transportIn(locale));

/** A stop whose name no other stop's name or area contains: typing it keeps that stop alone. */
export const soleStop: TransportStop = stopsIn('en').find(
  (stop, _, all) =>
    all.filter(
      (other) =>
        other.name.toLowerCase().includes(stop.name.toLowerCase()) ||
        other.area.toLowerCase().includes(stop.name.toLowerCase()),
    ).length === 1,
)!;

/** The area with the most stops. */
export const busiestArea: string = [...new Set(stopsIn('en').map((stop) => stop.area))].sort(
  (a, b) =>
    stopsIn('en').filter((s) => s.area === b).length -
    stopsIn('en').filter((s) => s.area === a).length,
)[0]!;

/** The same stop in another language (its id is the same). */
export const stopIn = (locale: Locale, id: string) => stopsIn(locale).find((s) => s.id === id)!;

/**
 * The directions link a stop's coordinates make, written here from the collection's raw file:
 * Google Maps' https link to them, which every browser opens.
 */
export function directionsLinkOf(stop: TransportStop): string {
  const entry = entriesIn(transportCollection, 'en').find((e) => e.slug === CAMPUS)!
    .data as CampusTransportEntry;
  const { lat, lng } = entry.routes
    .flatMap((route) => route.stops)
    .find((s) => s.id === stop.id)!.location;
  return `https://www.google.com/maps/dir/?api=1&destination=${lat}%2C${lng}`;
}

/** A stop's card on /transport/{campus}: the list item under its name. */
export const cardOf = (page: Page, stop: TransportStop): Locator =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 4, name: stop.name, exact: true }) });

/** What a stop's card says, line by line, in `locale`. */
export function cardFacts(stop: TransportStop, locale: Locale) {
  const text = transportPageIn(locale);
  const intl = intlLocale[locale];
  return {
    route: stop.routeName,
    morning: clockText(stop.morning, intl),
    afternoon: clockText(stop.afternoon, intl),
    fareLabel: fillTemplate(text.fare, { year: transportIn(locale).academicYear }),
    fare: formatRupees(stop.fare, intl),
    plusCode: stop.plusCode,
  };
}
