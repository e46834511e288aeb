// Each campus's school buses as the pages show them (content/campuses/{campus}/transport.*.yml): in
// a language, every stop with its route, its zone's name and fare, its plus code and its `geo:`
// link. Build time only (it reads files): the transport pages, the fee page's cost of a year and
// the search index read it here.
import { campusEntryFile, transportCollection } from '@/content/collections';
import { campusIds } from '@/content/ids';
import type { BusStop, CampusId, TransportZone } from '@/content/schema';
import { entriesIn } from '@/lib/content/collections.server';
import { geoHref, plusCodeOf } from '@/lib/geo';
import type { Locale } from '@/lib/i18n/locales';
import { contentRoot } from '@/lib/content/content-root';

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

/**
 * Each campus's transport in `locale`, in the order of the campuses; a campus without buses has
 * none. `root`: the folder whose content/campuses/ is read (the repository's by default).
 */
export function campusTransportIn(locale: Locale, root = contentRoot()): CampusTransport[] {
  const order = (id: string) => (campusIds as readonly string[]).indexOf(id);
  return entriesIn(transportCollection, locale, root)
    .map(({ slug, data }): CampusTransport => {
      if (order(slug) < 0) {
        throw new Error(
          `${campusEntryFile(transportCollection, slug)} › (file): is not a campus: its folder is not one of ${campusIds.join(', ')}`,
        );
      }
      const zones = new Map(data.zones.map((zone) => [zone.id, zone]));
      return {
        campusId: slug as CampusId,
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
              mapHref: geoHref(stop.location, stop.name),
            };
          }),
        })),
      };
    })
    .sort((a, b) => order(a.campusId) - order(b.campusId));
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
