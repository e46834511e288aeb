// The Home page's link to each campus's mandatory public disclosure is on the first screen, with
// no scrolling, on a phone (375 × 667) and a desktop (1280 × 800), with or without JavaScript,
// in English, Marathi and Hindi (each leading to the disclosure in its language), and it moves
// nothing when the page loads. The export's link checker (npm run check:export)
// checks that every one of these links resolves.
import type { Browser } from '@playwright/test';
import { contentIn } from '@/lib/i18n/content';
import { localePath, locales, type Locale } from '@/lib/i18n/locales';
import { disclosureCampusPath, routes } from '@/lib/routes/routes';
import { expect, expectNoAxeViolations, test } from './fixtures';

const SCREENS = [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
];

async function openHome(
  browser: Browser,
  baseURL: string | undefined,
  screen: (typeof SCREENS)[0],
  javaScriptEnabled: boolean,
  locale: Locale,
) {
  const context = await browser.newContext({ baseURL, viewport: screen, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(localePath(locale, routes.home), { waitUntil: 'load' });
  return { page, close: () => context.close() };
}

for (const locale of locales) {
  const { home, disclosureCampuses, campusFilterLabels } = contentIn(locale);
  for (const screen of SCREENS) {
    for (const javaScriptEnabled of [true, false]) {
      test(`${localePath(locale, routes.home)} at ${screen.width} × ${screen.height}${javaScriptEnabled ? '' : ', without JavaScript'}, the first screen links each campus's disclosure`, async ({
        browser,
        baseURL,
      }) => {
        const { page, close } = await openHome(browser, baseURL, screen, javaScriptEnabled, locale);
        const strip = page.getByRole('navigation', { name: home.disclosure.heading });
        const links = [
          ...disclosureCampuses.map((campus) => ({
            name: campusFilterLabels[campus.id],
            href: localePath(locale, disclosureCampusPath(campus.id)),
          })),
          { name: home.disclosure.allCampuses, href: localePath(locale, routes.disclosure) },
        ];
        for (const { name, href } of links) {
          const link = strip.getByRole('link', { name, exact: true });
          await expect(link).toBeVisible();
          await expect(link).toHaveAttribute('href', href);
          const box = (await link.boundingBox())!;
          // Inside the viewport as it first shows, without scrolling.
          expect(await page.evaluate(() => window.scrollY)).toBe(0);
          expect(box.y, name).toBeGreaterThanOrEqual(0);
          expect(box.y + box.height, name).toBeLessThanOrEqual(screen.height);
          expect(box.x + box.width, name).toBeLessThanOrEqual(screen.width);
        }
        await close();
      });
    }
  }
}

for (const locale of locales) {
  const home = localePath(locale, routes.home);
  test(`${home}: the strip shifts nothing, keeps the hero photo the largest paint, and passes axe`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number; lcp: string };
      w.shifts = 0;
      w.lcp = '';
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          w.shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element };
        w.lcp = last.element?.tagName ?? '';
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(home);
    // The photo's paint can be reported after `load`, while React starts: until then the
    // heading is the largest paint so far.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { lcp: string }).lcp))
      .toBe('IMG');
    const measured = await page.evaluate(() => {
      const { shifts, lcp } = window as unknown as { shifts: number; lcp: string };
      return { shifts, lcp };
    });
    expect(measured.shifts).toBe(0);
    expect(measured.lcp).toBe('IMG');
    await expectNoAxeViolations(page);
  });
}
