// Blog post dates: content holds 'YYYY-MM-DD'; pages show it in the visitor's own locale and
// feeds need RFC 822. Dates are calendar days, so they are read and formatted in UTC: no time
// zone can move a post to the day before.
import { SITE_LOCALE } from '@/content/site';

/** Long month, e.g. '15 December 2025' (en-IN) or '15. Dezember 2025' (de-DE). */
export const POST_DATE_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

/** The locale of the prerendered HTML (the site's `lang`), before the visitor's takes over. */
export const PRERENDER_LOCALE = SITE_LOCALE;

/** Midnight UTC of a 'YYYY-MM-DD' day. */
export function parsePostDate(isoDay: string): Date {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(year ?? NaN, (month ?? NaN) - 1, day ?? NaN));
}

// One formatter per locale: building one costs about a millisecond on a phone, and
// toLocaleDateString builds a new one on every call (React calls a useSyncExternalStore
// snapshot, which formats, several times per date while the page hydrates).
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The day in a locale; `undefined` means the browser's own (navigator.language). */
export function formatPostDate(isoDay: string, locale: string | undefined): string {
  const key = locale ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, POST_DATE_FORMAT);
    formatters.set(key, formatter);
  }
  return formatter.format(parsePostDate(isoDay));
}

/** RSS 2.0 wants RFC 822 dates: 'Mon, 15 Dec 2025 00:00:00 GMT'. */
export function toRfc822(isoDay: string): string {
  return parsePostDate(isoDay).toUTCString();
}
