// Every page the static export contains, derived from content: used by the sitemap, the content
// check (links must point at a real page) and the tests that visit every route.
import { campusIds } from '@/content/campuses';
import { disclosureDocuments } from '@/content/disclosure';
import { mpdDocuments, mpdRecords } from '@/lib/disclosure/records';
import {
  blogPostPath,
  calendarCampusPath,
  campusPath,
  disclosureCampusPath,
  disclosureDocumentPath,
  disclosureEmbeddedPath,
  disclosureViewerPath,
  noticePath,
  noticesCampusPath,
  routes,
  transportCampusPath,
  transportRoutePath,
  unlistedRoutes,
} from './routes';
import { posts, notices } from '@/lib/i18n/collections';
import { campusTransportIn } from '@/lib/transport/transport';

export const staticRoutes: string[] = Object.values(routes);

export const campusRoutes: string[] = campusIds.map(campusPath);
export const blogPostRoutes: string[] = posts.map((post) => blogPostPath(post.id));
export const viewerRoutes: string[] = campusIds.map(disclosureViewerPath);
export const embeddedPdfRoutes: string[] = disclosureDocuments
  .filter((doc) => doc.embedded)
  .map((doc) => disclosureEmbeddedPath(doc.campusId));
/** The Appendix-IX tables of each campus, and a viewer page per document. */
export const disclosureCampusRoutes: string[] = mpdRecords.map((r) =>
  disclosureCampusPath(r.campusId),
);
export const disclosureDocumentRoutes: string[] = mpdRecords.flatMap((r) =>
  mpdDocuments(r).map((doc) => disclosureDocumentPath(r.campusId, doc.id)),
);

/** Each campus's calendar and notices, and a page per notice. */
export const calendarCampusRoutes: string[] = campusIds.map(calendarCampusPath);
export const noticesCampusRoutes: string[] = campusIds.map(noticesCampusPath);
export const noticeRoutes: string[] = notices.map((notice) => noticePath(notice.id));

/** Each campus's bus stops, and a timetable page per route. */
const transports = campusTransportIn('en');
export const transportCampusRoutes: string[] = transports.map((t) =>
  transportCampusPath(t.campusId),
);
export const transportRouteRoutes: string[] = transports.flatMap((t) =>
  t.routes.map((route) => transportRoutePath(t.campusId, route.id)),
);

export const allRoutes: string[] = [
  ...staticRoutes,
  ...campusRoutes,
  ...blogPostRoutes,
  ...viewerRoutes,
  ...embeddedPdfRoutes,
  ...disclosureCampusRoutes,
  ...disclosureDocumentRoutes,
  ...calendarCampusRoutes,
  ...noticesCampusRoutes,
  ...noticeRoutes,
  ...transportCampusRoutes,
  ...transportRouteRoutes,
];

/** The pages the sitemap lists: every page but the unlisted ones. */
export const sitemapRoutes: string[] = allRoutes.filter(
  (path) => !(unlistedRoutes as readonly string[]).includes(path),
);
