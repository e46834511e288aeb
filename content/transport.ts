// The transport pages' words (/transport, /transport/{campus} and each route's printable
// timetable). The routes, stops, times and fares themselves are the transport collection's
// (content/campuses/{campus}/transport.en.yml): change them there.
import type { Texts } from './schema';

export const transportPage = {
  intro:
    'Where the school buses of each campus stop, when the bus is at each stop in the morning and in the afternoon, and the fare for the year.',
  sampleNotice:
    'Sample data: every route, stop, time and fare on these pages is fictional, for demonstration.',
  /** '{campus}': the link from /transport to the campus's stops. */
  campusLink: 'Find a stop of the {campus}',
  /** '{count}': a route's number of stops. */
  routeStops: '{count} stops',
  /** '{campus}': the campus page's heading and title. */
  campusTitle: 'School Transport: {campus}',
  /** '{campus}': the campus page's description for search engines. */
  campusDescription:
    'Every school bus stop of the {campus} of {schoolName} by area: its route, morning and afternoon times, fare for the year and a link to open it in maps.',
  /** '{year}': the academic year the fares are for. */
  yearLine: 'Fares for the academic year {year}, by zone: a child pays the fare of the stop used.',
  searchLabel: 'Find your stop',
  searchHint: 'Type part of the name of a stop or of an area.',
  /** '{count}': every stop of the campus, before anything is typed. */
  allStops: '{count} stops',
  /** '{count}' and '{query}': what the search keeps. */
  matches: '{count} stops match “{query}”',
  oneMatch: '1 stop matches “{query}”',
  noMatch: 'No stop matches “{query}”. Try part of its name, or the area.',
  stopsHeading: 'Stops by area',
  route: 'Route',
  morning: 'Morning pick-up',
  afternoon: 'Afternoon drop',
  /** '{year}': the fare's academic year. */
  fare: 'Fare for {year}',
  plusCode: 'Plus code',
  /** The maps link's visible text; the stop's name follows for screen readers. */
  openInMaps: 'Open in maps',
  routesHeading: 'Timetables to print',
  routesIntro: 'Each route with its stops in the morning’s order, on one page to print.',
  /** '{route}': the link to a route's timetable. */
  routeLink: 'Timetable of {route}',
  /** '{campus}' and '{year}': under a route's timetable heading. */
  routeSubtitle: '{campus} · fares for the academic year {year}',
  /** '{route}', '{campus}' and '{year}': the timetable page's description for search engines. */
  routeDescription:
    'The timetable of {route} of the {campus} of {schoolName}: its stops in the morning’s order, the times the bus is there and the fares for {year}, on one page to print.',
  /** '{route}': the timetable's caption. */
  routeCaption: '{route}: stops in the morning’s order',
  columnStop: 'Stop',
  columnArea: 'Area',
  columnMorning: 'Morning',
  columnAfternoon: 'Afternoon',
  columnFare: 'Fare for the year',
  /** '{campus}': back from a timetable to the campus's stops. */
  backToCampus: 'All stops of the {campus}',
  backToAll: 'School transport at every campus',
  /** '{campus}': the link on each campus page. */
  campusPageLink: 'School buses of the {campus}: stops, times and fares',
} satisfies Texts;

/** The transport pages' words, as a page reads them in its language. */
export type TransportPageText = typeof transportPage;
