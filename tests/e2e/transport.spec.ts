// The transport pages on the served export: /transport leads to each campus's stops and to each
// route's timetable; on /transport/{campus} a stop is found by its name or its area as a parent
// types (in Marathi too), with its route, times, fare and maps link; the site search finds a stop
// by its Marathi name; a route's timetable prints; axe-core at 1280 and 375 px. Without
// JavaScript: transport-no-javascript.spec.ts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { mainNav, moreNav, navLabels } from '@/content/navigation';
import { site } from '@/content/site';
import { contentIn } from '@/lib/i18n/content';
import { intlLocale, localePath, type Locale } from '@/lib/i18n/locales';
import { formatRupees } from '@/lib/disclosure/mpd';
import { campusPath, routes, transportCampusPath, transportRoutePath } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import { clockText } from '@/lib/transport/timetable';
import { campusTransportIn } from '@/lib/transport/transport';
import { expect, expectNoAxeViolationsAtBothWidths, test } from './fixtures';
import {
  busiestArea,
  CAMPUS,
  cardFacts,
  cardOf,
  geoLinkOf,
  soleStop,
  stopIn,
  stopsIn,
  transportIn,
} from './transport-helpers';

const campusPage = (locale: Locale = 'en') => localePath(locale, transportCampusPath(CAMPUS));
const words = (locale: Locale) => contentIn(locale).transportPage;
const field = (page: Page, locale: Locale = 'en') =>
  page.getByRole('searchbox', { name: words(locale).searchLabel });
const shownStops = (page: Page) => page.getByRole('main').getByRole('heading', { level: 4 });
const shownAreas = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 });
const status = (page: Page) => page.getByRole('main').getByRole('status');

test('/transport leads to each campus’s stops and each route’s timetable', async ({ page }) => {
  await page.goto(routes.transport);
  await expect(page.getByText(words('en').sampleNotice)).toBeVisible();
  for (const transport of campusTransportIn('en')) {
    const name = contentIn('en').campuses.find((c) => c.campusId === transport.campusId)!.name;
    await expect(
      page.getByRole('link', { name: fillTemplate(words('en').campusLink, { campus: name }) }),
    ).toHaveAttribute('href', transportCampusPath(transport.campusId));
    for (const route of transport.routes) {
      await expect(
        page.getByRole('link', {
          name: fillTemplate(words('en').routeLink, { route: route.name }),
          exact: true,
        }),
      ).toHaveAttribute('href', transportRoutePath(transport.campusId, route.id));
    }
  }
  await expectNoAxeViolationsAtBothWidths(page);
});

test('the More menu and the campus page lead to the transport pages', async ({ page }) => {
  const campus = contentIn('en').campuses.find((c) => c.campusId === CAMPUS)!;
  await page.goto(campusPath(CAMPUS));
  await page
    .getByRole('link', { name: fillTemplate(words('en').campusPageLink, { campus: campus.name }) })
    .click();
  await expect(page).toHaveURL(transportCampusPath(CAMPUS));
  await page.getByRole('button', { name: navLabels.more }).click();
  await page
    .getByRole('link', {
      name: moreNav.find((item) => item.path === routes.transport)!.label,
      exact: true,
    })
    .click();
  await expect(page).toHaveURL(routes.transport);
});

test('@both a stop is found by typing its name: route, times, fare, plus code and maps link', async ({
  page,
}) => {
  await page.goto(campusPage());
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
  ).toHaveAttribute('href', geoLinkOf(soleStop));
  await expectNoAxeViolationsAtBothWidths(page);
});

test('a stop is found by typing its area; nothing typed shows every stop again', async ({
  page,
}) => {
  const inArea = stopsIn('en').filter((stop) => stop.area === busiestArea);
  await page.goto(campusPage());
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

test('on the Marathi page, a stop typed in Devanagari is found, its fare in Marathi', async ({
  page,
}) => {
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
  await expectNoAxeViolationsAtBothWidths(page);
});

test('the site search finds a stop by its Marathi name on its campus’s Marathi page', async ({
  page,
}) => {
  const { searchLabels } = contentIn('mr');
  const stop = stopIn('mr', soleStop.id);
  await page.goto(localePath('mr', routes.transport));
  await page.getByRole('button', { name: searchLabels.dialogLabel }).click();
  const dialog = page.getByRole('dialog', { name: searchLabels.dialogLabel });
  await dialog.getByRole('searchbox', { name: searchLabels.inputLabel }).fill(stop.name);
  const results = dialog.getByRole('list', { name: searchLabels.resultsLabel });
  const result = results.locator(`a[href="${campusPage('mr')}"]`);
  await expect(result).toBeVisible();
  await result.click();
  await expect(page).toHaveURL(campusPage('mr'));
});

test('the site search finds a stop by its English and Hindi names', async ({ page }) => {
  for (const locale of ['en', 'hi'] as const) {
    const { searchLabels } = contentIn(locale);
    await page.goto(localePath(locale, routes.transport));
    await page.getByRole('button', { name: searchLabels.dialogLabel }).click();
    const dialog = page.getByRole('dialog', { name: searchLabels.dialogLabel });
    await dialog
      .getByRole('searchbox', { name: searchLabels.inputLabel })
      .fill(stopIn(locale, soleStop.id).name);
    await expect(
      dialog
        .getByRole('list', { name: searchLabels.resultsLabel })
        .locator(`a[href="${campusPage(locale)}"]`),
    ).toBeVisible();
  }
});

test('a route’s timetable lists its stops in order and passes axe-core', async ({ page }) => {
  const transport = transportIn('hi');
  const route = transport.routes[0]!;
  await page.goto(localePath('hi', transportRoutePath(CAMPUS, route.id)));
  const rows = await page
    .getByRole('table', { name: fillTemplate(words('hi').routeCaption, { route: route.name }) })
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...(tr as HTMLTableRowElement).cells].map((c) => c.textContent)),
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
  await expectNoAxeViolationsAtBothWidths(page);
});

test('a route’s timetable carries its breadcrumb: Home › School Transport › campus › route', async ({
  page,
}) => {
  const route = transportIn('mr').routes[0]!;
  const path = transportRoutePath(CAMPUS, route.id);
  await page.goto(localePath('mr', path));
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const crumbs = blocks
    .flatMap((block) => (JSON.parse(block) as { '@graph': Record<string, unknown>[] })['@graph'])
    .find((node) => node['@type'] === 'BreadcrumbList')!;
  const { pageMeta, campuses } = contentIn('mr');
  const campus = campuses.find((c) => c.campusId === CAMPUS)!.name;
  const absolute = (p: string) => new URL(localePath('mr', p), site.url).href;
  expect(
    (crumbs.itemListElement as { name: string; item: string }[]).map(({ name, item }) => [
      name,
      item,
    ]),
  ).toEqual([
    [pageMeta.home.title, absolute('/')],
    [pageMeta.transport.title, absolute(routes.transport)],
    [fillTemplate(words('mr').campusTitle, { campus }), absolute(transportCampusPath(CAMPUS))],
    [fillTemplate(words('mr').routeLink, { route: route.name }), absolute(path)],
  ]);
});

/** The page printed to PDF (print media, A4): its number of pages and its text as pdf.js reads it. */
async function printed(page: Page): Promise<{ pages: number; text: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'print-'));
  const file = path.join(dir, 'page.pdf');
  writeFileSync(file, await page.pdf({ format: 'A4' }));
  const [result] = JSON.parse(
    execFileSync(process.execPath, ['scripts/pdf-text.mjs', file], { encoding: 'utf8' }),
  ) as { numPages?: number; text?: string; error?: string }[];
  expect(result?.error).toBeUndefined();
  return { pages: result?.numPages ?? 0, text: (result?.text ?? '').replace(/\s+/g, ' ') };
}

test('a route’s timetable prints on one page: its stops in order with times and fares, no navigation', async ({
  page,
}) => {
  const transport = transportIn('en');
  const route = transport.routes[0]!;
  await page.goto(transportRoutePath(CAMPUS, route.id));
  const { pages, text } = await printed(page);
  // One sheet for the fridge.
  expect(pages).toBe(1);
  expect(text).toContain(fillTemplate(words('en').routeLink, { route: route.name }));
  const rows = route.stops.map((stop) =>
    [
      stop.name,
      stop.area,
      clockText(stop.morning, 'en-IN'),
      clockText(stop.afternoon, 'en-IN'),
      formatRupees(stop.fare, 'en-IN'),
    ]
      .join(' ')
      .replace(/\s+/g, ' '),
  );
  // Each row's cells in order, the rows in the morning's order.
  let from = 0;
  for (const row of rows) {
    const at = text.indexOf(row, from);
    expect(at, row).toBeGreaterThanOrEqual(from);
    from = at + row.length;
  }
  expect(text).toContain(words('en').sampleNotice);
  const chrome = [
    ...mainNav.filter((item) => item.path !== '/').map((item) => item.label),
    navLabels.login,
    fillTemplate(words('en').backToCampus, {
      campus: contentIn('en').campuses.find((c) => c.campusId === CAMPUS)!.name,
    }),
    `Powered and secured by ${site.poweredBy}`,
  ];
  for (const label of chrome) expect(text, label).not.toContain(label);
});
