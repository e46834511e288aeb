// Route helpers: every path the site links to is built here, so a route change is one edit. Two
// pages take their address from the school's short name (content/school/): /life-at-{word} and
// /{word}-social, read when a path is asked for, at build time.
import type { CampusId, SitePath } from '@/content/schema';
import { schoolAddressWord } from '@/lib/site/site';
import { normalisePath } from './active-path';
import {
  DEFAULT_LOCALE,
  localePath,
  splitLocalePath,
  type TranslatedLocale,
} from '@/lib/i18n/locales';

/** The segment of the Life page's address: 'life-at-aurora'. */
export const lifeSegment = () => `life-at-${schoolAddressWord()}`;
/** The segment of the blog's address: 'aurora-social'. */
export const blogSegment = () => `${schoolAddressWord()}-social`;

export const routes = {
  home: '/',
  about: '/about',
  get life(): SitePath {
    return `/${lifeSegment()}`;
  },
  campuses: '/campuses',
  admissions: '/admissions',
  get blog(): SitePath {
    return `/${blogSegment()}`;
  },
  accolades: '/accolades',
  disclosure: '/mandatory-disclosure',
  privacy: '/privacy',
  accessibility: '/accessibility',
  childSafety: '/child-safety',
  calendar: '/calendar',
  notices: '/notices',
  fees: '/fees',
  transport: '/transport',
  annualReports: '/annual-reports',
  tcVerification: '/tc-verification',
  contact: '/contact',
} as const satisfies Record<string, SitePath>;

/**
 * Pages search engines are asked not to index (robots noindex), left out of the sitemap and of
 * the site's own search: the transfer certificate check is for a school given a certificate,
 * not a page to be found; the contact page is where 'Schedule a Visit' leads without JavaScript
 * (with it, the link opens the visit dialog, and the page itself leads to the home page).
 */
export const unlistedRoutes: readonly SitePath[] = [routes.tcVerification, routes.contact];

export const campusPath = (id: CampusId): SitePath => `/campuses/${id}`;
/** The board results on the Accolades page (the home and admissions pages link to them). */
export const BOARD_RESULTS_ID = 'board-results';
export const boardResultsPath = (): SitePath => `${routes.accolades}#${BOARD_RESULTS_ID}`;
export const blogPostPath = (id: number): SitePath => `${routes.blog}/blog/${id}`;
/** The blog's RSS 2.0 feed (a file, not a page: it stays out of `routes` and the sitemap). */
export const blogFeedPath = (): SitePath => `${routes.blog}/feed.xml`;
export const disclosureViewerPath = (id: CampusId): SitePath =>
  `/mandatory-disclosure/${id}/viewer`;
export const disclosureEmbeddedPath = (id: CampusId): SitePath => `/mandatory-disclosure/${id}/pdf`;
/** A campus's Appendix-IX disclosure as tables. */
export const disclosureCampusPath = (id: CampusId): SitePath => `/mandatory-disclosure/${id}`;
/** One document of that disclosure in the in-browser viewer. */
export const disclosureDocumentPath = (id: CampusId, documentId: string): SitePath =>
  `/mandatory-disclosure/${id}/documents/${documentId}`;

/** A campus's part of the fee page. */
export const feesCampusId = (id: CampusId) => `fees-${id}`;
export const feesCampusPath = (id: CampusId): SitePath => `${routes.fees}#${feesCampusId(id)}`;

/** One campus's bus stops, to find one; the campuses' list is routes.transport. */
export const transportCampusPath = (id: CampusId): SitePath => `${routes.transport}/${id}`;
/** One bus route's timetable, a page to print. */
export const transportRoutePath = (id: CampusId, routeId: string): SitePath =>
  `${routes.transport}/${id}/${routeId}`;

/** One campus's school calendar; the whole calendar is routes.calendar. */
export const calendarCampusPath = (id: CampusId): SitePath => `/calendar/campus/${id}`;
/** A subscribable iCalendar feed: every campus's events, or one campus's. */
export const calendarFeedPath = (scope: CampusId | 'all'): SitePath => `/calendar/${scope}.ics`;
/** One event as an .ics file, for 'Add to calendar'. */
export const eventIcsPath = (eventId: string): SitePath => `/calendar/events/${eventId}.ics`;
/** One notice; its campus lists are at noticesCampusPath. */
export const noticePath = (noticeId: string): SitePath => `/notices/${noticeId}`;
export const noticesCampusPath = (id: CampusId): SitePath => `/notices/campus/${id}`;
/** The notices' RSS 2.0 feed. */
export const noticesFeedPath: SitePath = '/notices/feed.xml';

export { isActivePath, normalisePath } from './active-path';

/**
 * A blogId is read as an integer. Returns null for anything that is not a number at all
 * ('abc'), mirroring parseInt so that '7' and '07' both mean post 7.
 */
export function parseBlogId(segment: string): number | null {
  const id = Number.parseInt(segment, 10);
  return Number.isNaN(id) ? null : id;
}

/**
 * What the exported 404 page does with a path no page was built for (docs/features.md). Under
 * /mr and /hi the same rules lead to the pages in that language, and the not-found variants
 * name it (`locale`); English ones carry none.
 */
export type UnknownPathOutcome =
  | { kind: 'redirect'; to: string }
  | { kind: 'blog-post-not-found'; locale?: TranslatedLocale }
  | { kind: 'campus-not-found'; locale?: TranslatedLocale };

export function resolveUnknownPath(
  rawPathname: string,
  knownBlogIds: readonly number[],
): UnknownPathOutcome {
  const { locale, path } = splitLocalePath(normalisePath(safeDecode(rawPathname)));
  const segments = path.split('/').filter(Boolean);
  const redirect = (to: string) => ({ kind: 'redirect' as const, to: localePath(locale, to) });
  const inLocale = locale === DEFAULT_LOCALE ? {} : { locale: locale as TranslatedLocale };

  if (segments.length === 2 && segments[0] === 'campuses') {
    return redirect(routes.campuses);
  }
  if (segments.length === 3 && `/${segments[0]}` === routes.blog && segments[1] === 'blog') {
    const id = parseBlogId(segments[2] ?? '');
    // '07' reads as post 7: send the visitor to that post's one real address.
    if (id !== null && knownBlogIds.includes(id)) return redirect(blogPostPath(id));
    return { kind: 'blog-post-not-found', ...inLocale };
  }
  if (segments.length === 3 && segments[0] === 'mandatory-disclosure' && segments[2] === 'viewer') {
    return { kind: 'campus-not-found', ...inLocale };
  }
  return redirect(routes.home);
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
