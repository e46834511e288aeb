// The heading typeface (lib/fonts.ts): fetched only after the page has loaded and its hero photo
// has painted, so it never shares the phone's bandwidth with the largest paint; never swapped in
// under the visitor's eyes, but used from the next page on; remembered for
// the next pages of the visit; never fetched without JavaScript (no-javascript.spec.ts).
import { expect, test, waitForHydration } from './fixtures';

/** The script has fetched the font and remembered it for the visit. */
const fontFetched = (page: import('@playwright/test').Page) =>
  expect.poll(() => page.evaluate(() => sessionStorage.getItem('aurora-heading-font'))).toBe('1');

const headingFamily = (page: import('@playwright/test').Page) =>
  page
    .locator('h1')
    .first()
    .evaluate((h1) => getComputedStyle(h1).fontFamily);

test('the first page keeps the fallback and fetches the font after load and the hero’s paint; a link opens the next page in it', async ({
  page,
}) => {
  // When the hero photo had arrived: its largest-contentful-paint entry's loadTime. (Not its
  // paint time: Chromium can date a frame's presentation a few milliseconds after the next
  // frame's callbacks, where the font's fetch starts, so that comparison was flaky.)
  await page.addInitScript(() => {
    const loads: number[] = ((window as unknown as { heroLoads: number[] }).heroLoads = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        element?: Element;
        loadTime: number;
      })[])
        if (entry.element?.tagName === 'IMG') loads.push(entry.loadTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/campuses/city', { waitUntil: 'load' });
  await waitForHydration(page);
  // Fetched and ready, but not swapped in on this page: its headings would re-wrap.
  await fontFetched(page);
  expect(await page.evaluate(() => document.fonts.check('700 1em headingFont'))).toBe(true);
  await expect(page.locator('html')).not.toHaveClass(/\bheading-font\b/);
  expect(await headingFamily(page)).toMatch(/^"?headingFont Fallback"?/);
  const timing = await page.evaluate(() => {
    const font = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.endsWith('.woff2'));
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const heroLoads = (window as unknown as { heroLoads: number[] }).heroLoads;
    return {
      fontStart: font?.startTime ?? -1,
      loadStart: navigation.loadEventStart,
      heroLoad: heroLoads[0] ?? Infinity,
    };
  });
  expect(timing.fontStart).toBeGreaterThanOrEqual(timing.loadStart);
  expect(timing.fontStart).toBeGreaterThan(timing.heroLoad);

  // A link inside the site: the next page opens in the font.
  await page.locator('footer a[href="/about"]').first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveClass(/\bheading-font\b/);
  expect(await headingFamily(page)).toMatch(/^headingFont\b/);
});

test('a page loaded afresh later in the visit uses the font from its first paint', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'load' });
  await fontFetched(page);
  await page.goto('/about', { waitUntil: 'commit' });
  await page.waitForSelector('h1');
  await expect(page.locator('html')).toHaveClass(/\bheading-font\b/);
});

test('before the font, headings use its metric-matched fallback, which exists', async ({
  page,
  request,
}) => {
  // The name app/globals.css uses must be the one next/font generates.
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/@font-face\{font-family:headingFont Fallback;src:local\(Arial\)/);
  await page.route(/\.woff2$/, () => {}); // the font never arrives
  await page.goto('/', { waitUntil: 'load' });
  expect(await headingFamily(page)).toMatch(/^"?headingFont Fallback"?/);
});

test('a link that opens a dialog instead of a page leaves the page under it in the fallback', async ({
  page,
}) => {
  await page.goto('/life-at-aurora', { waitUntil: 'load' });
  await waitForHydration(page);
  await fontFetched(page);
  // 'Schedule a Visit' is a link to /contact that opens the visit dialog.
  await page.locator('main a[href="/contact"]').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/\bheading-font\b/);
});
