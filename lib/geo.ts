// A place as a phone opens it: a `geo:` link (RFC 5870) any maps app answers, and its plus code,
// written as text so a visitor can type it into a maps app that does not take the link.
import { OpenLocationCode } from 'open-location-code';
import type { GeoPoint } from '@/content/schema';

const plusCodes = new OpenLocationCode();

/** Degrees to six decimals (about a tenth of a metre): no more digits than a place needs. */
const degrees = (value: number) => String(Number(value.toFixed(6)));

/**
 * `geo:lat,lng?q=lat,lng(label)`: the coordinates open the map there, and the query names the
 * pin (Android's maps apps show the label; others read the coordinates).
 */
export function geoHref({ lat, lng }: GeoPoint, label: string): string {
  const at = `${degrees(lat)},${degrees(lng)}`;
  // The label's own parentheses would end the pin's name early.
  const name = encodeURIComponent(label).replace(/[()]/g, (c) => (c === '(' ? '%28' : '%29'));
  return `geo:${at}?q=${at}(${name})`;
}

/** The place's full plus code, 10 digits (a square of about 14 m): '7JFQV8FQ+47'. */
export function plusCodeOf({ lat, lng }: GeoPoint): string {
  return plusCodes.encode(lat, lng, 10);
}
