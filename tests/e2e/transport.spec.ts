// The transport pages on the served export. Read from the exported HTML: /transport leads to each
// campus's stops and to each route's timetable; the campus page and the menu lead there; a
// route's timetable lists its stops in order (in Hindi) with its breadcrumb (in Marathi). In the
// browser: on /transport/{campus} a stop is found by its name or its area as a parent types (in
// Marathi too), with its route, times, fare and maps link, axe-core at 1280 and 375 px on what the
// search shows; the site search finds a stop by its name in each language. A route's timetable
// on paper: print.spec.ts. Without JavaScript: transport-no-javascript.spec.ts.
import { pageMetaIn, siteIn } from '@/lib/site/site';

const site = siteIn('en');
import { campusesIn } from '@/lib/campuses/campuses';
import { searchWordsIn } from '@/lib/search/search-words';
import { transportPageIn } from '@/lib/transport/transport';
import type { Page } from '@playwright/test';
import { moreNav } from '@/content/navigation';
import { intlLocale, localePath, locales, type Locale } from '@/lib/i18n/locales';
import { formatRupees } from '@/lib/disclosure/figures';
import { campusPath, routes, transportCampusPath, transportRoutePath } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import { clockText } from '@/lib/transport/timetable';
import { campusTransportIn } from '@/lib/transport/transport';
import { expect, expectNoAxeViolationsAtBothWidths, test } from './fixtures';
import { exportedDocument, textOf } from './exported-html';
import { bodyRows, breadcrumbsOf, hrefOfLink, linksNamed, tableCaptioned } from './html-queries';
import {
  busiestArea,
  CAMPUS,
  cardFacts,
  cardOf,
  directionsLinkOf,
  soleStop,
  stopIn,
  stopsIn,
  transportIn,
} from './transport-helpers';

const campusPage = (locale: Locale = 'en') => localePath(locale, transportCampusPath(CAMPUS));
const words = (locale: Locale) => transportPageIn(locale);
const field = (page: Page, locale: Locale = 'en') =>
  page.getByRole('searchbox', { name: words(locale).searchLabel });
const shownStops = (page: Page) => page.getByRole('main').getByRole('heading', { level: 4 });
const shownAreas = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });
const status = (page: Page) => page.getByRole('main').getByRole('status');

test.describe('as HTML', () => {
  // axe-core on /transport at 1280 and 375 px: routes.spec.ts (TransportScreen).
  test('/transport leads to each campus’s stops and each route’s timetable', () => {
    const main = exportedDocument(routes.transport).querySelector('main')!;
    expect(textOf(main)).toContain(words('en').sampleNotice);
    for (const transport of campusTransportIn('en')) {
      const name = campusesIn('en').find((c) => c.campusId === transport.campusId)!.name;
      expect(hrefOfLink(main, fillTemplate(words('en').campusLink, { campus: name }))).toBe(
        transportCampusPath(transport.campusId),
      );
      for (const route of transport.routes) {
        expect(hrefOfLink(main, fillTemplate(words('en').routeLink, { route: route.name }))).toBe(
          transportRoutePath(transport.campusId, route.id),
        );
      }
    }
  });

  // The 'More' menu opening and following its links: navigation.spec.ts; every menu link shown
  // and followed without scripts: no-javascript.spec.ts.
  test('the campus page and the menu lead to the transport pages', () => {
    const campus = campusesIn('en').find((c) => c.campusId === CAMPUS)!;
    const doc = exportedDocument(campusPath(CAMPUS));
    expect(
      hrefOfLink(
        doc.querySelector('main')!,
        fillTemplate(words('en').campusPageLink, { campus: campus.name }),
      ),
    ).toBe(transportCampusPath(CAMPUS));
    const label = moreNav.find((item) => item.path === routes.transport)!.label;
    const menuLinks = linksNamed(doc.querySelector('header')!, label);
    expect(menuLinks.length).toBeGreaterThan(0);
    for (const link of menuLinks) expect(link.getAttribute('href')).toBe(routes.transport);
  });

  // axe-core on a timetable at 1280 and 375 px: routes.spec.ts (RouteTimetableScreen) and, in
  // Marathi and Hindi, languages-pages.spec.ts.
  test('a route’s timetable lists its stops in order, in Hindi', () => {
    const route = transportIn('hi').routes[0]!;
    const rows = bodyRows(
      tableCaptioned(
        exportedDocument(localePath('hi', transportRoutePath(CAMPUS, route.id))),
        fillTemplate(words('hi').routeCaption, { route: route.name }),
      ),
    );
    const intl = intlLocale.hi;
    expect(rows).toEqual(
      route.stops.map((stop) => [
        stop.name,
        stop.area,
        clockText(stop.morning, intl),
        clockText(stop.afternoon, intl),
        formatRupees(stop.fare, intl),
      ]),
    );
  });

  test('a route’s timetable carries its breadcrumb: Home › School Transport › campus › route', () => {
    const route = transportIn('mr').routes[0]!;
    const path = transportRoutePath(CAMPUS, route.id);
    const crumbs = breadcrumbsOf(exportedDocument(localePath('mr', path)));
    const pageMeta = pageMetaIn('mr');
    const campuses = campusesIn('mr');
    const campus = campuses.find((c) => c.campusId === CAMPUS)!.name;
    const absolute = (p: string) => new URL(localePath('mr', p), site.url).href;
    expect(crumbs.map(({ name, item }) => [name, item])).toEqual([
      [pageMeta.home.title, absolute('/')],
      [pageMeta.transport.title, absolute(routes.transport)],
      [fillTemplate(words('mr').campusTitle, { campus }), absolute(transportCampusPath(CAMPUS))],
      [fillTemplate(words('mr').routeLink, { route: route.name }), absolute(path)],
    ]);
  });
});

// The stop search is the page's script: the same at every width (axe-core runs on what it shows
// at 1280 and 375 px) and in every language (its words are the page's).
test('a stop is found by typing its name (route, times, fare, plus code and maps link) or its area; nothing typed shows every stop again; in Marathi, by its Devanagari or English name', async ({
  page,
}) => {
  await page.goto(campusPage());
  await test.step('by its name', async () => {
    await expect(shownStops(page)).toHaveCount(stopsIn('en').length);
    await field(page).fill(soleStop.name.toUpperCase());
    await expect(shownStops(page)).toHaveText([soleStop.name]);
    await expect(shownAreas(page)).toHaveText([soleStop.area]);
    await expect(status(page)).toHaveText(
      fillTemplate(words('en').oneMatch, { query: soleStop.name.toUpperCase() }),
    );

    const card = cardOf(page, soleStop);
    const facts = cardFacts(soleStop, 'en');
    const text = words('en');
    const pairs = await card
      .locator('dt')
      .evaluateAll((terms) =>
        terms.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? '']),
      );
    expect(pairs).toEqual([
      [text.route, facts.route],
      [text.morning, facts.morning],
      [text.afternoon, facts.afternoon],
      [facts.fareLabel, `${facts.fare} · ${soleStop.zoneName}`],
      [text.plusCode, facts.plusCode],
    ]);
    await expect(card.locator('time')).toHaveCount(2);
    await expect(card.locator('time').first()).toHaveAttribute('datetime', soleStop.morning);
    await expect(card.locator('time').last()).toHaveAttribute('datetime', soleStop.afternoon);
    await expect(
      card.getByRole('link', { name: `${text.openInMaps} – ${soleStop.name}` }),
    ).toHaveAttribute('href', directionsLinkOf(soleStop));
    await expectNoAxeViolationsAtBothWidths(page);
  });

  await test.step('by its area, by nothing found, by nothing typed', async () => {
    const inArea = stopsIn('en').filter((stop) => stop.area === busiestArea);
    await field(page).fill(busiestArea.toLowerCase());
    await expect(shownAreas(page)).toContainText([busiestArea]);
    for (const stop of inArea) await expect(cardOf(page, stop)).toBeVisible();
    const shown = await shownStops(page).count();
    await expect(status(page)).toHaveText(
      shown === 1
        ? fillTemplate(words('en').oneMatch, { query: busiestArea.toLowerCase() })
        : fillTemplate(words('en').matches, { count: shown, query: busiestArea.toLowerCase() }),
    );

    await field(page).fill('qqqq');
    await expect(shownStops(page)).toHaveCount(0);
    await expect(shownAreas(page)).toHaveCount(0);
    await expect(status(page)).toHaveText(fillTemplate(words('en').noMatch, { query: 'qqqq' }));
    await expectNoAxeViolationsAtBothWidths(page);

    await field(page).fill('');
    await expect(shownStops(page)).toHaveCount(stopsIn('en').length);
    await expect(status(page)).toHaveText(
      fillTemplate(words('en').allStops, { count: stopsIn('en').length }),
    );
  });

  await test.step('on the Marathi page, typed in Devanagari, its fare in Marathi; typed in English', async () => {
    const stop = stopIn('mr', soleStop.id);
    await page.goto(campusPage('mr'));
    await field(page, 'mr').fill(stop.name);
    await expect(shownStops(page)).toHaveText([stop.name]);
    const facts = cardFacts(stop, 'mr');
    const card = cardOf(page, stop);
    await expect(card).toContainText(facts.route);
    await expect(card).toContainText(facts.morning);
    await expect(card).toContainText(facts.fare);
    // The same stop typed in English on the Marathi page.
    await field(page, 'mr').fill(soleStop.name.toLowerCase());
    await expect(shownStops(page)).toHaveText([stop.name]);
    // axe-core: on the same search states in English above, and on this page as loaded in
    // languages-pages.spec.ts.
  });
});

// Each language has its own search index: a stop is found by its name in each.
test('the site search finds a stop by its name in each language, and leads to its campus’s page', async ({
  page,
}) => {
  for (const locale of locales) {
    await test.step(locale, async () => {
      const { searchLabels } = searchWordsIn(locale);
      await page.goto(localePath(locale, routes.transport));
      await page.getByRole('button', { name: searchLabels.dialogLabel }).click();
      const dialog = page.getByRole('dialog', { name: searchLabels.dialogLabel });
      await dialog
        .getByRole('searchbox', { name: searchLabels.inputLabel })
        .fill(stopIn(locale, soleStop.id).name);
      const result = dialog
        .getByRole('list', { name: searchLabels.resultsLabel })
        .locator(`a[href="${campusPage(locale)}"]`);
      await expect(result).toBeVisible();
      if (locale === 'mr') {
        await result.click();
        await expect(page).toHaveURL(campusPage('mr'));
      }
    });
  }
});
