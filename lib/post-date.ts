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

/** The day in a locale; `undefined` means the browser's own (navigator.language). */
export function formatPostDate(isoDay: string, locale: string | undefined): string {
  return parsePostDate(isoDay).toLocaleDateString(locale, POST_DATE_FORMAT);
}

/** RSS 2.0 wants RFC 822 dates: 'Mon, 15 Dec 2025 00:00:00 GMT'. */
export function toRfc822(isoDay: string): string {
  return parsePostDate(isoDay).toUTCString();
}
