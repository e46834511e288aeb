// The response headers every host sends, in one place. deploy/nginx/*.conf, deploy/_headers and
// deploy/cloudfront/response-headers-policy.json carry these values in each host's own syntax;
// tests/unit/deploy-headers.test.ts fails when one of them differs. The pdf.js worker, Pagefind's
// files, SVGs, XML files and the uploads send these with their own Content-Security-Policy
// (deploy/csp.mjs FILE_POLICIES).
import { CSP_HEADER } from './csp.mjs';

export const SECURITY_HEADERS = {
  'Content-Security-Policy': CSP_HEADER,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** Where the browser editor is served: its folder in the export, and the address of its page. */
export const EDITOR_FOLDER = 'admin';
export const EDITOR_PATH = `/${EDITOR_FOLDER}/`;

/**
 * What every response under /admin/ sends instead of the site-wide value, and nothing else
 * changes there. The editor's GitHub sign-in window hands its token back through
 * `window.opener`, which `same-origin` cuts off; `same-origin-allow-popups` keeps the windows
 * the editor opens attached while still cutting off any page that opened the editor. Its files
 * are never for a search engine (the page's robots <meta> covers only the page itself). Its
 * Content-Security-Policy is the page's own <meta> (deploy/csp.mjs editorPolicy); the header
 * policy stays the site-wide one, which holds only what a <meta> cannot carry.
 */
export const EDITOR_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'X-Robots-Tag': 'noindex',
};

/** Content-Type of the files whose type a host's own table may lack or give without charset. */
export const CONTENT_TYPES = {
  /** The school calendar's iCalendar feeds and event files (/calendar/…/*.ics). */
  calendar: 'text/calendar; charset=utf-8',
};

/**
 * Cache-Control per kind of file (HTML pages revalidate on every visit, and so do the calendar
 * feeds, which subscribed calendars poll).
 */
export const CACHE_RULES = {
  html: 'public, max-age=0, must-revalidate',
  nextStatic: 'public, max-age=31536000, immutable',
  images: 'public, max-age=86400, stale-while-revalidate=604800',
  documents: 'public, max-age=3600, must-revalidate',
};
