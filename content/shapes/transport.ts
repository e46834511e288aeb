// School transport: one entry per campus (content/campuses/{campus}/transport.en.yml), its bus
// routes, each with its stops in order, the time the bus is at a stop in the morning and in the
// afternoon, and the fare by zone for one academic year. Stop and route names and areas are words
// (translated); times, zones, fares and coordinates are the English file's in every language.
import { z } from 'zod';
import { fictionalMark, text, uniqueBy, verbatim, nonNegative, slug, words } from './common';

/** A time of day at the stop, 24-hour India time: '07:05'. */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const clockTime = z
  .string()
  .regex(CLOCK_TIME, 'must be a time written HH:MM, 24-hour (07:05, 14:40)');

/** A place a phone's maps app can open: latitude and longitude in degrees (WGS 84). */
export const geoPoint = z
  .strictObject({
    lat: z
      .number()
      .min(-90, 'is not a latitude (-90 to 90)')
      .max(90, 'is not a latitude (-90 to 90)')
      .meta({ title: 'Latitude', description: 'Degrees north, e.g. 19.8762.' }),
    lng: z
      .number()
      .min(-180, 'is not a longitude (-180 to 180)')
      .max(180, 'is not a longitude (-180 to 180)')
      .meta({ title: 'Longitude', description: 'Degrees east, e.g. 75.3433.' }),
  })
  .meta({ title: 'Place on the map' });
export type GeoPoint = z.infer<typeof geoPoint>;

export const transportZone = z
  .strictObject({
    id: slug.meta({
      title: 'Short name',
      description: 'zone-a, zone-b: stops name their zone by it.',
    }),
    name: words(
      text.min(1, 'is empty: name the zone').meta({
        title: 'Zone name',
        description: 'As parents read it: Zone A (up to 4 km).',
      }),
    ),
    farePerYear: nonNegative.meta({
      title: 'Fare for the year (rupees)',
      description: 'What a child using a stop in this zone pays for the academic year.',
    }),
  })
  .meta({ title: 'Fare zone' });
export type TransportZone = z.infer<typeof transportZone>;

export const busStop = z
  .strictObject({
    id: slug.meta({ title: 'Short name', description: 'Lower-case words joined by hyphens.' }),
    name: words(
      text.min(1, 'is empty: name the stop').meta({
        title: 'Stop',
        description: 'Where the bus stops, as families know it: Kranti Chowk.',
      }),
    ),
    area: words(
      text.min(1, 'is empty: name the area').meta({
        title: 'Area',
        description: 'The part of the city it is in: Cidco N-3. Stops are grouped by it.',
      }),
    ),
    morning: clockTime.meta({
      title: 'Morning pick-up',
      description: 'When the bus is at the stop on the way to school (HH:MM).',
    }),
    afternoon: clockTime.meta({
      title: 'Afternoon drop',
      description: 'When the bus is at the stop on the way home (HH:MM).',
    }),
    zone: slug.meta({ title: 'Fare zone', description: 'The short name of one of the zones.' }),
    location: geoPoint,
  })
  .meta({ title: 'Stop' });
export type BusStop = z.infer<typeof busStop>;

export const busRoute = z
  .strictObject({
    id: slug.meta({ title: 'Short name', description: 'route-1: the route’s page address.' }),
    name: words(
      text.min(1, 'is empty: name the route').meta({
        title: 'Route name',
        description: 'As parents read it: Route 1 – Cidco.',
      }),
    ),
    stops: uniqueBy(busStop, 'id')
      .min(1, 'has no stops')
      .meta({ title: 'Stops', description: 'In the order the bus reaches them in the morning.' }),
  })
  .superRefine((route, ctx) => {
    // The stops are listed in the morning's order, so each morning time is after the one before.
    route.stops.forEach((stop, s) => {
      const before = route.stops[s - 1];
      const written = before && CLOCK_TIME.test(before.morning) && CLOCK_TIME.test(stop.morning);
      if (written && stop.morning <= before.morning) {
        ctx.addIssue({
          code: 'custom',
          path: ['stops', s, 'morning'],
          message: `is not after the stop before (${before.morning}): list the stops in the morning's order`,
        });
      }
    });
  })
  .meta({ title: 'Route' });
export type BusRoute = z.infer<typeof busRoute>;

/** One campus's transport: content/campuses/{campus}/transport.en.yml. */
export const campusTransportEntry = z
  .strictObject({
    academicYear: verbatim.regex(/^\d{4}-\d{2}$/, 'must be an academic year such as 2026-27').meta({
      title: 'Academic year of the fares',
      description: 'The year the fares are for: 2026-27.',
    }),
    zones: uniqueBy(transportZone, 'id')
      .min(1, 'has no zones: give at least one fare')
      .meta({ title: 'Fare zones' }),
    routes: uniqueBy(busRoute, 'id').meta({
      title: 'Routes',
      description: 'Each bus route of the campus with its stops.',
    }),
    /** The demo's routes, times and fares: a production build refuses them. */
    fictional: fictionalMark,
  })
  .superRefine((entry, ctx) => {
    const zoneIds = new Set(entry.zones.map((zone) => zone.id));
    const stopIds = new Map<string, string>();
    entry.routes.forEach((route, r) =>
      route.stops.forEach((stop, s) => {
        if (!zoneIds.has(stop.zone)) {
          ctx.addIssue({
            code: 'custom',
            path: ['routes', r, 'stops', s, 'zone'],
            message: `"${stop.zone}" is not one of the zones (${[...zoneIds].join(', ')})`,
          });
        }
        const other = stopIds.get(stop.id);
        if (other !== undefined && other !== route.id) {
          ctx.addIssue({
            code: 'custom',
            path: ['routes', r, 'stops', s, 'id'],
            message: `"${stop.id}" is already a stop of ${other}: give each stop its own short name`,
          });
        }
        stopIds.set(stop.id, route.id);
      }),
    );
  });
export type CampusTransportEntry = z.infer<typeof campusTransportEntry>;
