// What the e2e tests expect of every route, read from content/ like the site itself.
import {
  accoladesWords,
  admissionsWords,
  blogWords,
  campusesWords,
  contactWords,
  disclosureLabelsWords,
  homeWords,
  lifeWords,
  pagesWords,
  transportWords,
} from '@/content/words-collections';
import { campusesIn } from '@/lib/campuses/campuses';
import { disclosureCampusesIn, disclosureDocumentsIn } from '@/lib/disclosure/disclosure';
import { languageLabelsIn, siteIn } from '@/lib/site/site';

const site = siteIn('en');
import { embeddedTitleIn } from '@/lib/disclosure/disclosure';
import { mpdDocuments, disclosureRecords } from '@/lib/disclosure/records';
import { fillTemplate } from '@/lib/template';
import { posts } from '@/lib/blog/posts';
import { noticesIn } from '@/lib/notices/notices-i18n';
import { DEFAULT_LOCALE, htmlLang, localePath, locales, ogLocale } from '@/lib/i18n/locales';
import { unlistedRoutes } from '@/lib/routes/routes';
import { pagesByScreen, templateOf, type ScreenName } from '@/lib/routes/site-routes';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ownControlsIn, servedFile, type ExpectedPage } from './crawler';
import { campusTransportIn } from '@/lib/transport/transport';
import { pageWordsIn } from '@/lib/i18n/words';

const { accoladesPage } = pageWordsIn(accoladesWords, 'en');
const { admissions } = pageWordsIn(admissionsWords, 'en');
const { blogPage } = pageWordsIn(blogWords, 'en');
const { campusesPage } = pageWordsIn(campusesWords, 'en');
const { home } = pageWordsIn(homeWords, 'en');
const { life } = pageWordsIn(lifeWords, 'en');
const { mpdLabels } = pageWordsIn(disclosureLabelsWords, 'en');
const { pageMeta } = pageWordsIn(pagesWords, 'en');
const { transportPage } = pageWordsIn(transportWords, 'en');
const { contactPage } = pageWordsIn(contactWords, 'en');

const campuses = campusesIn(DEFAULT_LOCALE);
const disclosureCampuses = disclosureCampusesIn(DEFAULT_LOCALE);
const disclosureDocuments = disclosureDocumentsIn(DEFAULT_LOCALE);

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
  ...posts().map((p) => ({ path: `/aurora-social/blog/${p.id}`, heading: p.title })),
  { path: '/mandatory-disclosure', heading: pageMeta.disclosure.title },
  ...disclosureCampuses.map((c) => ({
    path: `/mandatory-disclosure/${c.id}/viewer`,
    heading: `${c.name} – ${pageMeta.disclosure.title}`,
  })),
  ...disclosureDocuments
    .filter((d) => d.embedded)
    .map((d) => ({
      path: `/mandatory-disclosure/${d.campusId}/pdf`,
      heading: embeddedTitleIn(DEFAULT_LOCALE, d.campusId),
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
  ...noticesIn('en').map((n) => ({ path: `/notices/${n.id}`, heading: n.title })),
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
  { path: '/contact', heading: contactPage.heading },
  ...disclosureRecords().flatMap((record) => {
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

/**
 * Screens shown only without JavaScript: with it, the page leads elsewhere (the contact page to
 * the home page). contact.spec.ts checks each in a browser, with and without JavaScript.
 */
export const WITHOUT_JAVASCRIPT_ONLY: readonly ScreenName[] = ['ContactScreen'];

/**
 * The first page of each template (a screen, declared in the site's route table with its pages,
 * that is no other screen's template filtered to a campus): where a check of behaviour, which
 * depends only on the template's code, runs once in each language.
 */
export const templateRoutes: (RouteExpectation & { screen: ScreenName })[] = (
  Object.entries(pagesByScreen()) as [ScreenName, readonly string[]][]
)
  .filter(([screen]) => templateOf(screen) === screen && !WITHOUT_JAVASCRIPT_ONLY.includes(screen))
  .map(([screen, [first]]) => ({
    screen,
    ...routeExpectations.find((route) => route.path === first)!,
  }));

/**
 * Whether a page of the export has controls of its own in its content (a button, a disclosure, a
 * form field), read from its HTML in out/: where the page without JavaScript has behaviour to
 * check in a browser. A page not built yet counts as having some.
 */
export function hasOwnControls(sitePath: string): boolean {
  const file = servedFile(sitePath, path.join(process.cwd(), 'out'));
  return file === null || ownControlsIn(readFileSync(file, 'utf8')) > 0;
}

const DEVANAGARI = /[\u0900-\u097F]/;
const absolute = (path: string) => new URL(path, site.url).href.replace(/\/$/, '');
const twice = <T>(items: T[]) => [...items, ...items];

/** Every page of the export in every language, as the crawler (crawler.ts) expects it. */
export const expectedPages: ExpectedPage[] = locales.flatMap((locale) =>
  routeExpectations.map(({ path: route, heading }) => {
    const path = localePath(locale, route);
    const unlisted = (unlistedRoutes as readonly string[]).includes(route);
    const english = locale === DEFAULT_LOCALE;
    return {
      path,
      lang: htmlLang[locale],
      heading: english ? heading : DEVANAGARI,
      ...(!english && { englishHeadingNote: languageLabelsIn(locale).postInEnglish }),
      title: english
        ? route === '/'
          ? site.homeTitle
          : new RegExp(`^\\S.* \\| ${site.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
        : DEVANAGARI,
      canonical: absolute(path),
      ogLocale: ogLocale[locale],
      alternates: unlisted
        ? {}
        : {
            ...Object.fromEntries(
              locales.map((other) => [htmlLang[other], absolute(localePath(other, route))]),
            ),
            'x-default': absolute(route),
          },
      noindex: unlisted,
      switcher: twice(
        locales.map((other) => ({
          href: localePath(other, route),
          hreflang: htmlLang[other],
          current: other === locale,
        })),
      ),
      group: locale,
    };
  }),
);
