// Each campus's school buses as the pages show them (content/campuses/{campus}/transport.*.yml): in
// a language, the transport pages' words (content/transport.ts) and every stop with its route, its
// zone's name and fare, its plus code and its directions link (lib/geo.ts). Build time only (it reads files): the transport pages, the fee page's cost of a year and
// the search index read it here.
import { transportWords } from '@/content/words-collections';
import { transportCollection } from '@/content/collections';
import type { BusStop, CampusId, TransportZone } from '@/content/schema';
import { campusEntriesIn } from '@/lib/content/collections.server';
import { campusesIn } from '@/lib/campuses/campuses';
import { directionsHref, plusCodeOf } from '@/lib/geo';
import type { Locale } from '@/lib/i18n/locales';
import { inEveryLanguage, pageWordsIn } from '@/lib/i18n/words';
import { fillTemplate } from '@/lib/template';
import { contentRoot } from '@/content/content-root';

/** A stop as a visitor reads it: where, when, on which route, for what fare. */
export interface TransportStop extends BusStop {
  routeId: string;
  routeName: string;
  zoneName: string;
  /** The zone's fare for the academic year, in rupees. */
  fare: number;
  plusCode: string;
  /** Opens the stop in the phone's maps app. */
  mapHref: string;
}

export interface TransportRoute {
  id: string;
  name: string;
  /** In the morning's order. */
  stops: TransportStop[];
}

export interface CampusTransport {
  campusId: CampusId;
  /** The fares' academic year: '2026-27'. */
  academicYear: string;
  zones: TransportZone[];
  routes: TransportRoute[];
  /** Sample routes and fares: pages say so, and the production build refuses them. */
  fictional: boolean;
}

/** The transport pages' words in `locale`. */
export function transportPageIn(locale: Locale) {
  return pageWordsIn(transportWords, locale).transportPage;
}

/** A campus's transport page's title in `locale` ('Buses of City Campus'), by the campus's id. */
export function campusTransportTitleIn(locale: Locale, campusId: CampusId): string {
  return inEveryLanguage('campus transport titles', (each) => {
    const { campusTitle } = transportPageIn(each);
    return new Map(
      campusesIn(each).map(({ campusId: id, name }) => [
        id,
        fillTemplate(campusTitle, { campus: name }),
      ]),
    );
  })[locale].get(campusId)!;
}

/**
 * Each campus's transport in `locale`, in the order of the campuses; a campus without buses has
 * none. `root`: the folder whose content/campuses/ is read (the repository's by default).
 */
export function campusTransportIn(locale: Locale, root = contentRoot()): CampusTransport[] {
  return campusEntriesIn(transportCollection, locale, root).map(
    ({ campusId, ...data }): CampusTransport => {
      const zones = new Map(data.zones.map((zone) => [zone.id, zone]));
      return {
        campusId,
        academicYear: data.academicYear,
        zones: data.zones,
        fictional: data.fictional === true,
        routes: data.routes.map((route) => ({
          id: route.id,
          name: route.name,
          stops: route.stops.map((stop) => {
            const zone = zones.get(stop.zone)!;
            return {
              ...stop,
              routeId: route.id,
              routeName: route.name,
              zoneName: zone.name,
              fare: zone.farePerYear,
              plusCode: plusCodeOf(stop.location),
              mapHref: directionsHref(stop.location),
            };
          }),
        })),
      };
    },
  );
}

/** One campus's transport in `locale`, if it has buses. */
export function campusTransportOf(
  locale: Locale,
  campusId: CampusId,
  root = contentRoot(),
): CampusTransport | undefined {
  return campusTransportIn(locale, root).find((transport) => transport.campusId === campusId);
}

/** Every stop of a campus, route by route. */
export const stopsOf = (transport: CampusTransport): TransportStop[] =>
  transport.routes.flatMap((route) => route.stops);
