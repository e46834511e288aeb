// A place as a phone or a computer opens it: directions by an https link to Google Maps (its app on
// a phone that has it, its website anywhere else: iPhone Safari and desktop browsers open no
// `geo:` link), and its plus code, written as text so a visitor can type it into any maps app.
import { OpenLocationCode } from 'open-location-code';
import type { GeoPoint } from '@/content/schema';

const plusCodes = new OpenLocationCode();

/** Degrees to six decimals (about a tenth of a metre): no more digits than a place needs. */
const degrees = (value: number) => String(Number(value.toFixed(6)));

/**
 * Directions to the place: Google Maps' documented URL (`/maps/dir/?api=1&destination=lat,lng`),
 * which opens its app where one is installed and its website elsewhere, the way there from where
 * the visitor is.
 */
export function directionsHref({ lat, lng }: GeoPoint): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${degrees(lat)}%2C${degrees(lng)}`;
}

/** The place's full plus code, 10 digits (a square of about 14 m): '7JFQV8FQ+47'. */
export function plusCodeOf({ lat, lng }: GeoPoint): string {
  return plusCodes.encode(lat, lng, 10);
}
