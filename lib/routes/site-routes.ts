// Every page the static export contains, derived from content: used by the sitemap, the content
// check (links must point at a real page) and the tests that visit every route.
import { campusIds } from '@/content/ids';
import { embeddedDisclosureCampusIds } from '@/lib/disclosure/disclosure';
import { mpdDocuments, disclosureRecords } from '@/lib/disclosure/records';
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
import { posts } from '@/lib/blog/posts';
import { readForPreview } from '@/lib/content/preview-stamp';
import { noticesIn } from '@/lib/notices/notices-i18n';
import { campusTransportIn } from '@/lib/transport/transport';

/** The routes of `routes`, read when asked: two of them are made of the school's short name. */
const staticRoutes = (): string[] => Object.values(routes);

/** Every page of the export: the fixed pages, then each screen's pages in turn. */
export const allRoutes = (): string[] => [
  ...staticRoutes(),
  ...Object.values(pagesByScreen())
    .flat()
    .filter((path) => !staticRoutes().includes(path)),
];

/** The pages the sitemap lists: every page but the unlisted ones. */
export const sitemapRoutes = (): string[] =>
  allRoutes().filter((path) => !(unlistedRoutes as readonly string[]).includes(path));

/** Every page of the export, by the screen that renders it. */
function routesByScreen() {
  const campusRoutes = campusIds.map(campusPath);
  const transports = campusTransportIn('en');
  const records = disclosureRecords();
  return {
    HomeScreen: [routes.home],
    AboutScreen: [routes.about],
    LifeScreen: [routes.life],
    CampusesScreen: [routes.campuses],
    CampusScreen: campusRoutes,
    AdmissionsScreen: [routes.admissions],
    BlogScreen: [routes.blog],
    BlogPostScreen: posts().map((post) => blogPostPath(post.id)),
    AccoladesScreen: [routes.accolades],
    DisclosureScreen: [routes.disclosure],
    DisclosureViewerScreen: campusIds.map(disclosureViewerPath),
    DisclosurePdfScreen: embeddedDisclosureCampusIds().map(disclosureEmbeddedPath),
    // The Appendix-IX tables of each campus, and a viewer page per document.
    DisclosureTablesScreen: records.map((r) => disclosureCampusPath(r.campusId)),
    DisclosureDocumentScreen: records.flatMap((r) =>
      mpdDocuments(r).map((doc) => disclosureDocumentPath(r.campusId, doc.id)),
    ),
    PrivacyScreen: [routes.privacy],
    AccessibilityScreen: [routes.accessibility],
    ChildSafetyScreen: [routes.childSafety],
    CalendarScreen: [routes.calendar],
    CampusCalendarScreen: campusIds.map(calendarCampusPath),
    NoticesScreen: [routes.notices],
    CampusNoticesScreen: campusIds.map(noticesCampusPath),
    NoticeScreen: noticesIn('en').map((notice) => noticePath(notice.id)),
    FeesScreen: [routes.fees],
    TransportScreen: [routes.transport],
    // Each campus's bus stops, and a timetable page per route.
    CampusTransportScreen: transports.map((t) => transportCampusPath(t.campusId)),
    RouteTimetableScreen: transports.flatMap((t) =>
      t.routes.map((route) => transportRoutePath(t.campusId, route.id)),
    ),
    AnnualReportsScreen: [routes.annualReports],
    TcVerificationScreen: [routes.tcVerification],
    ContactScreen: [routes.contact],
  } as const satisfies Record<string, readonly string[]>;
}

/**
 * Every page of the export by the screen that renders it. The pages of one screen run the same
 * code and differ only in their data, so a check of behaviour (axe-core, the page without
 * JavaScript, hydration under the policy) runs once per template (templateOf) and language,
 * while what the HTML alone decides is read from every page. Each route belongs to exactly one
 * screen.
 */
export const pagesByScreen = readForPreview(routesByScreen);

export type ScreenName = keyof ReturnType<typeof routesByScreen>;

/**
 * The screens that are another screen's template filtered to one campus: they render that
 * screen's component, given the campus, so they run its code with part of its data
 * (tests/unit/page-templates.test.ts checks each). Their pages are that template's pages: its
 * browser checks run on its own first page.
 */
export const campusFilterOf: Partial<Record<ScreenName, ScreenName>> = {
  CampusCalendarScreen: 'CalendarScreen',
  CampusNoticesScreen: 'NoticesScreen',
};

/** The template a screen's pages are rendered by: its own, or the one it filters. */
export const templateOf = (screen: ScreenName): ScreenName => campusFilterOf[screen] ?? screen;

/** The screen (template) a route of the export is rendered by. */
export const screenOf = (path: string): ScreenName | undefined =>
  (Object.keys(pagesByScreen()) as ScreenName[]).find((screen) =>
    (pagesByScreen()[screen] as readonly string[]).includes(path),
  );
