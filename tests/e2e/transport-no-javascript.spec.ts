// The transport pages with JavaScript off (the nojs projects). What the page holds without
// scripts is its exported HTML, read for English and Marathi: the campus page lists every stop
// under its area's heading, each with its route, times, fare and maps link; /transport and a
// route's timetable are complete. In the browser, once (CSS for a page without scripts, the same
// at every width): no search field shows that could not work. axe-core without JavaScript at 1280
// and 375 px on the campus page: no-javascript.spec.ts (CampusTransportScreen) and, in Marathi,
// languages-no-javascript.spec.ts; /transport and the timetables have no controls of their own,
// so without scripts they show what their HTML holds, checked here and in pages.spec.ts, with
// axe-core on them in routes.spec.ts. With JavaScript: transport.spec.ts.
import { transportPageIn } from '@/lib/transport/transport';
import { pageMetaIn } from '@/lib/site/site';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { routes, transportCampusPath, transportRoutePath } from '@/lib/routes/routes';
import { stopsByArea } from '@/lib/transport/timetable';
import { intlLocale } from '@/lib/i18n/locales';
import { expect, test } from './fixtures';
import { exportedDocument, textOf } from './exported-html';
import { hrefOfLink } from './html-queries';
import {
  busiestArea,
  CAMPUS,
  cardFacts,
  directionsLinkOf,
  soleStop,
  stopIn,
  stopsIn,
  transportIn,
} from './transport-helpers';

for (const locale of ['en', 'mr'] as const satisfies readonly Locale[]) {
  test(`${localePath(locale, transportCampusPath(CAMPUS))} as HTML: every stop under its area, with its route, times, fare and maps link`, () => {
    const text = transportPageIn(locale);
    const main = exportedDocument(localePath(locale, transportCampusPath(CAMPUS))).querySelector(
      'main',
    )!;
    // The areas in order, each heading followed by its stops.
    const areas = stopsByArea(stopsIn(locale), intlLocale[locale]);
    expect([...main.querySelectorAll('h3')].map(textOf)).toEqual(areas.map((a) => a.area));
    expect([...main.querySelectorAll('h4')].map(textOf)).toEqual(
      areas.flatMap((a) => a.stops.map((stop) => stop.name)),
    );
    /** The stops' names of the region (a section labelled by its heading) named `area`. */
    const stopsOfRegion = (area: string) => {
      const regions = [...main.querySelectorAll('section[aria-labelledby]')].filter(
        (section) =>
          textOf(main.ownerDocument.getElementById(section.getAttribute('aria-labelledby')!)) ===
          area,
      );
      expect(regions, area).toHaveLength(1);
      return [...regions[0]!.querySelectorAll('h4')].map(textOf);
    };
    for (const { area, stops } of areas) {
      expect(stopsOfRegion(area)).toEqual(stops.map((stop) => stop.name));
    }

    // A stop found by its name and by its area in the list: its route, times, fare, maps link.
    const stop = stopIn(locale, soleStop.id);
    const area = stopIn(locale, stopsIn('en').find((s) => s.area === busiestArea)!.id).area;
    expect(stopsOfRegion(area)).toHaveLength(
      stopsIn('en').filter((s) => s.area === busiestArea).length,
    );
    const cards = [...main.querySelectorAll('li')].filter((li) =>
      [...li.querySelectorAll('h4')].some((h4) => textOf(h4) === stop.name),
    );
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    const facts = cardFacts(stop, locale);
    for (const fact of [facts.route, facts.morning, facts.afternoon, facts.fare, facts.plusCode]) {
      expect(textOf(card)).toContain(fact);
    }
    expect(hrefOfLink(card, `${text.openInMaps} – ${stop.name}`)).toBe(directionsLinkOf(stop));
  });
}

test('/transport and a route’s timetable are complete as HTML', () => {
  const text = transportPageIn('en');
  expect(textOf(exportedDocument(routes.transport).querySelector('main h1'))).toBe(
    pageMetaIn('en').transport.title,
  );
  const route = transportIn('en').routes[0]!;
  const main = exportedDocument(transportRoutePath(CAMPUS, route.id)).querySelector('main')!;
  expect([...main.querySelectorAll('table th[scope="row"]')].map(textOf)).toEqual(
    route.stops.map((stop) => stop.name),
  );
  expect(textOf(main)).toContain(text.sampleNotice);
});

test('/transport/city shows no search field without JavaScript', async ({ page }) => {
  const text = transportPageIn('en');
  await page.goto(transportCampusPath(CAMPUS));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 4 }).first()).toBeVisible();
  await expect(main.getByRole('searchbox')).toBeHidden();
  await expect(main.getByText(text.searchLabel)).toBeHidden();
});
