// What the e2e tests expect of every route, read from content/ like the site itself.
import { accoladesPage } from '@/content/accolades';
import { admissions } from '@/content/admissions';
import { blogPage } from '@/content/blog';
import { campuses, campusesPage } from '@/content/campuses';
import {
  disclosureCampuses,
  disclosureEmbeddedTitle,
  disclosureDocuments,
} from '@/content/disclosure';
import { home } from '@/content/home';
import { life } from '@/content/life';
import { mpdDocuments, mpdRecords } from '@/lib/disclosure/records';
import { mpdLabels } from '@/content/mpd/labels';
import { pageMeta } from '@/content/pages';
import { fillTemplate } from '@/lib/template';
import { posts, notices } from '@/lib/i18n/collections';
import { transportPage } from '@/content/transport';
import { campusTransportIn } from '@/lib/transport/transport';

export interface RouteExpectation {
  path: string;
  heading: string;
}

export const routeExpectations: RouteExpectation[] = [
  { path: '/', heading: home.hero.heading },
  { path: '/about', heading: pageMeta.about.title },
  { path: '/life-at-aurora', heading: life.heading },
  { path: '/campuses', heading: campusesPage.heading },
  ...campuses.map((c) => ({ path: `/campuses/${c.campusId}`, heading: c.name })),
  { path: '/admissions', heading: admissions.hero.title },
  { path: '/aurora-social', heading: blogPage.title },
  ...posts.map((p) => ({ path: `/aurora-social/blog/${p.id}`, heading: p.title })),
  { path: '/mandatory-disclosure', heading: pageMeta.disclosure.title },
  ...disclosureCampuses.map((c) => ({
    path: `/mandatory-disclosure/${c.id}/viewer`,
    heading: `${c.name} – ${pageMeta.disclosure.title}`,
  })),
  ...disclosureDocuments
    .filter((d) => d.embedded)
    .map((d) => ({
      path: `/mandatory-disclosure/${d.campusId}/pdf`,
      heading: disclosureEmbeddedTitle(disclosureCampuses.find((c) => c.id === d.campusId)!),
    })),
  { path: '/accolades', heading: accoladesPage.heading },
  { path: '/calendar', heading: pageMeta.calendar.title },
  ...campuses.map((c) => ({
    path: `/calendar/campus/${c.campusId}`,
    heading: `${pageMeta.calendar.title}: ${c.name}`,
  })),
  { path: '/notices', heading: pageMeta.notices.title },
  ...campuses.map((c) => ({
    path: `/notices/campus/${c.campusId}`,
    heading: `${pageMeta.notices.title}: ${c.name}`,
  })),
  ...notices.map((n) => ({ path: `/notices/${n.id}`, heading: n.title })),
  { path: '/privacy', heading: pageMeta.privacy.title },
  { path: '/accessibility', heading: pageMeta.accessibility.title },
  { path: '/child-safety', heading: pageMeta.childSafety.title },
  { path: '/fees', heading: pageMeta.fees.title },
  { path: '/transport', heading: pageMeta.transport.title },
  ...campusTransportIn('en').flatMap((transport) => {
    const campus = campuses.find((c) => c.campusId === transport.campusId)!.name;
    return [
      {
        path: `/transport/${transport.campusId}`,
        heading: fillTemplate(transportPage.campusTitle, { campus }),
      },
      ...transport.routes.map((route) => ({
        path: `/transport/${transport.campusId}/${route.id}`,
        heading: fillTemplate(transportPage.routeLink, { route: route.name }),
      })),
    ];
  }),
  { path: '/annual-reports', heading: pageMeta.annualReports.title },
  { path: '/tc-verification', heading: pageMeta.tcVerification.title },
  ...mpdRecords.flatMap((record) => {
    const campus = disclosureCampuses.find((c) => c.id === record.campusId)!.name;
    return [
      {
        path: `/mandatory-disclosure/${record.campusId}`,
        heading: fillTemplate(mpdLabels.pageTitle, { campus }),
      },
      ...mpdDocuments(record).map((doc) => ({
        path: `/mandatory-disclosure/${record.campusId}/documents/${doc.id}`,
        heading: fillTemplate(mpdLabels.documentTitle, { document: doc.title, campus }),
      })),
    ];
  }),
];

const DOCUMENT_ROUTE = /^\/mandatory-disclosure\/([^/]+)\/documents\/[^/]+$/;

/**
 * The routes the per-page browser tests open (axe-core at both widths, without JavaScript,
 * behind nginx). The document viewer pages share one template and differ only in their PDF:
 * the first of each campus is opened here; the link checker and the sitemap test reach every
 * one, and disclosure-tables.spec.ts follows each table's 'View' links.
 */
export const pageTestRoutes: RouteExpectation[] = routeExpectations.filter(({ path }, index) => {
  const campus = path.match(DOCUMENT_ROUTE)?.[1];
  if (!campus) return true;
  return routeExpectations.findIndex((r) => r.path.match(DOCUMENT_ROUTE)?.[1] === campus) === index;
});

/**
 * The page template a route is built from: posts, campuses, disclosure campuses, the lists of
 * one campus (…/campus/{id}) and the transport pages of a campus or of a route share one.
 */
export const templateOf = (path: string) =>
  path
    .replace(/\/(blog|campuses|campus|mandatory-disclosure|transport)\/[^/]+/, '/$1/:id')
    .replace(/^\/transport\/:id\/[^/]+$/, '/transport/:id/:route');

/**
 * The first route of each template: where a check that depends only on the template's code (axe
 * without scripts, React running under nginx's CSP) runs once.
 */
export const templateRoutes: RouteExpectation[] = pageTestRoutes.filter(
  ({ path }, index) =>
    pageTestRoutes.findIndex((r) => templateOf(r.path) === templateOf(path)) === index,
);
