// The transport pages with JavaScript off (the nojs-desktop and nojs-mobile projects): the campus
// page lists every stop under its area's heading, each with its route, times, fare and maps link,
// and shows no search field that could not work; the route timetable is complete; axe-core at 1280
// and 375 px. With JavaScript: transport.spec.ts.
import { contentIn } from '@/lib/i18n/content';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { routes, transportCampusPath, transportRoutePath } from '@/lib/routes/routes';
import { stopsByArea } from '@/lib/transport/timetable';
import { intlLocale } from '@/lib/i18n/locales';
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

for (const locale of ['en', 'mr'] as const satisfies readonly Locale[]) {
  test(`@both ${localePath(locale, transportCampusPath(CAMPUS))}: every stop under its area, no search field, axe-core`, async ({
    page,
  }) => {
    const text = contentIn(locale).transportPage;
    await page.goto(localePath(locale, transportCampusPath(CAMPUS)));
    const main = page.getByRole('main');
    await expect(main.getByRole('searchbox')).toBeHidden();
    await expect(main.getByText(text.searchLabel)).toBeHidden();

    // The areas in order, each heading followed by its stops.
    const areas = stopsByArea(stopsIn(locale), intlLocale[locale]);
    await expect(main.getByRole('heading', { level: 3 })).toHaveText(areas.map((a) => a.area));
    await expect(main.getByRole('heading', { level: 4 })).toHaveText(
      areas.flatMap((a) => a.stops.map((stop) => stop.name)),
    );
    for (const { area, stops } of areas) {
      const section = main.getByRole('region', { name: area, exact: true });
      await expect(section.getByRole('heading', { level: 4 })).toHaveText(
        stops.map((stop) => stop.name),
      );
    }

    // A stop found by its name and by its area in the list: its route, times, fare, maps link.
    const stop = stopIn(locale, soleStop.id);
    const area = stopIn(locale, stopsIn('en').find((s) => s.area === busiestArea)!.id).area;
    await expect(
      main.getByRole('region', { name: area, exact: true }).getByRole('heading', { level: 4 }),
    ).toHaveCount(stopsIn('en').filter((s) => s.area === busiestArea).length);
    const card = cardOf(page, stop);
    const facts = cardFacts(stop, locale);
    for (const fact of [facts.route, facts.morning, facts.afternoon, facts.fare, facts.plusCode]) {
      await expect(card).toContainText(fact);
    }
    await expect(
      card.getByRole('link', { name: `${text.openInMaps} – ${stop.name}` }),
    ).toHaveAttribute('href', geoLinkOf(stop));

    await expectNoAxeViolationsAtBothWidths(page);
  });
}

test('@both /transport and a route’s timetable are complete without JavaScript, axe-core', async ({
  page,
}) => {
  const text = contentIn('en').transportPage;
  await page.goto(routes.transport);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    contentIn('en').pageMeta.transport.title,
  );
  await expectNoAxeViolationsAtBothWidths(page);

  const route = transportIn('en').routes[0]!;
  await page.goto(transportRoutePath(CAMPUS, route.id));
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveText(
    route.stops.map((stop) => stop.name),
  );
  await expect(page.getByText(text.sampleNotice)).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
});
