// The viewer's page images, made when the site is built: in the served HTML (page 1 first and
// eager), on screen before any script has run, 'Loading PDF...' until react-pdf has the document,
// then replaced in place by pdf.js's canvases with no layout shift; in the same load, every page
// drawn and labelled at the page width rule, and drawn again as the window is resized. A failed load replaces them
// with the error state: disclosure.spec.ts (forced failures). Without JavaScript:
// no-javascript.spec.ts.
import { disclosureCampusesIn, disclosureWordsIn } from '@/lib/disclosure/disclosure';
import type { Page } from '@playwright/test';

import { PDF_NARROW_MEDIA, PDF_PAGE_SIZES } from '@/lib/disclosure/pdf-layout';
import {
  expect,
  expectNoAxeViolations,
  isMobile,
  PHONE_VIEWPORT,
  test,
  waitForHydration,
} from './fixtures';
import { expectedAlts, pageImages, viewerPages } from './disclosure-page-images';
import { devanagariFromFirstPaint } from './load-metrics';

const { disclosurePage } = disclosureWordsIn('en');

const disclosureCampuses = disclosureCampusesIn('en');

/** The viewer's own status (the footer's contact form has one of its own). */
const viewerStatus = (page: Page) => page.getByRole('main').getByRole('status');
const slot = (page: Page, n: number) => page.locator(`[data-pdf-page="${n}"]`);
const renderedCanvas = (page: Page, n: number) =>
  slot(page, n).locator('[data-rendered="true"] canvas');
/** The width of a canvas's bitmap, in device pixels. */
const canvasWidth = (page: Page, n: number) =>
  renderedCanvas(page, n).evaluate((c: HTMLCanvasElement) => c.width);
/** The campus whose whole disclosure the first viewer page shows. */
const campus = disclosureCampuses.find((c) => c.id === 'city')!;

/** Every <img …> tag of the page images in the HTML, as attribute maps, in order. */
function imageTags(html: string) {
  return [...html.matchAll(/<img\b[^>]*\bsrc="\/images\/pdf-pages\/[^>]*>/g)].map((match) =>
    Object.fromEntries(
      [...match[0].matchAll(/\s([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]),
    ),
  );
}

for (const viewer of viewerPages) {
  test(`${viewer.path}: the served HTML has every page as an image, page 1 first and eager`, async ({
    request,
  }) => {
    const html = await (await request.get(viewer.path)).text();
    const images = imageTags(html);
    expect(images.map((image) => image.alt)).toEqual(await expectedAlts(viewer));
    // The first image of the main content, ahead of anything a script would draw.
    const main = html.slice(html.indexOf('<main'));
    expect(main.match(/<img\b[^>]*>/)![0]).toContain(`alt="${images[0]!.alt}"`);
    expect(images[0]).toMatchObject({ loading: 'eager', fetchPriority: 'high' });
    for (const image of images.slice(1)) {
      expect(image).toMatchObject({ loading: 'lazy' });
      expect(image.fetchPriority).toBeUndefined();
    }
    for (const image of images) {
      expect(image.srcSet).toMatch(/ 335w, .* 670w, .* 800w, .* 1600w$/);
      expect(image.sizes).toBe(PDF_PAGE_SIZES);
      expect(Number(image.width)).toBe(1600);
      expect(Number(image.height)).toBeGreaterThan(0);
    }
    // Phones get AVIF files of the phone widths.
    expect(html).toContain(`<source type="image/avif" media="${PDF_NARROW_MEDIA}"`);
  });
}

test("page 1 is on screen before any script has loaded; 'Loading PDF...' stays until react-pdf has the document, then the canvases replace the images with no layout shift; every page drawn, labelled, at the page width rule, drawn again when the window is resized @both", async ({
  page,
}) => {
  await devanagariFromFirstPaint(page);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Every script is held: the page's own until page 1 has been seen on screen with only the
  // HTML and CSS at work, the worker's until the images and the status have been seen with React
  // running.
  let releaseScripts!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  let releaseWorker!: () => void;
  const workerHeld = new Promise<void>((resolve) => (releaseWorker = resolve));
  await page.route('**/*.js', async (route) => {
    await (route.request().url().endsWith('/pdf.worker.min.js') ? workerHeld : scriptsHeld);
    await route.continue();
  });
  const viewer = viewerPages[0]!;
  await page.goto(viewer.path, { waitUntil: 'domcontentloaded' });
  const status = viewerStatus(page);
  const first = pageImages(page).first();
  await expect(first).toBeInViewport();
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(status).toHaveText(disclosurePage.loadingText);

  releaseScripts();
  await waitForHydration(page);
  await expect(status).toHaveText(disclosurePage.loadingText);
  // routes.spec.ts runs axe-core on the viewer as it loads; this state may be gone by then.
  await expectNoAxeViolations(page);
  // The visitor reads on while pdf.js loads: pages 1 and 2 meet in the middle of the window,
  // where any change of size or place would show.
  const images = pageImages(page);
  await images.nth(1).evaluate((img) =>
    window.scrollBy({
      top: img.getBoundingClientRect().top - window.innerHeight / 2,
      behavior: 'instant',
    }),
  );
  const before = [await images.nth(0).boundingBox(), await images.nth(1).boundingBox()];

  releaseWorker();
  await expect(renderedCanvas(page, 2)).toBeVisible();
  await expect(renderedCanvas(page, 1)).toBeVisible();
  await expect(status).toHaveCount(0);
  await expect(page.getByRole('toolbar', { name: disclosurePage.zoom.toolbar })).toBeVisible();
  // Each canvas took its image's place, at its size, and the image is gone.
  for (const [index, box] of before.entries()) {
    const after = (await slot(page, index + 1).boundingBox())!;
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(after[side], `page ${index + 1} ${side}`).toBeCloseTo(box![side], 1);
    await expect(slot(page, index + 1).locator('img')).toHaveCount(0);
  }

  // Reading on: each page's canvas replaces its image as it comes into view (the same script at
  // every width: at 1280 px).
  if (isMobile(page)) {
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts).toEqual([]);
    return;
  }
  const total = (await expectedAlts(viewer)).length;
  for (let n = 3; n <= total; n++) {
    await slot(page, n).evaluate((el) => el.scrollIntoView({ behavior: 'instant' }));
    await expect(renderedCanvas(page, n)).toBeVisible();
    await expect(slot(page, n).locator('img')).toHaveCount(0);
  }
  // Page 1, now far above, gave its canvas back and shows its image again.
  await expect(slot(page, 1).locator('canvas')).toHaveCount(0);
  await expect(slot(page, 1).locator('img')).toHaveCount(1);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts).toEqual([]);

  // Every page is labelled, in a list named for the document.
  await expect(
    page.getByRole('list', { name: `${campus.name} disclosure document, ${total} pages` }),
  ).toBeVisible();
  await expect(page.locator('[data-pdf-page]')).toHaveCount(total);
  for (let n = 1; n <= total; n++) {
    await expect(slot(page, n)).toHaveAttribute('role', 'img');
    await expect(slot(page, n)).toHaveAttribute('aria-label', `Page ${n} of ${total}`);
  }
  // The page width rule: 800 px from 768 px up, the window less 40 px below; each page drawn
  // again at a new window width, not merely scaled. (axe-core on the loaded viewer at 1280 and
  // 375 px: viewer-zoom.spec.ts.)
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(renderedCanvas(page, 1)).toBeVisible();
  const sidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect((await slot(page, 1).boundingBox())?.width).toBeCloseTo(800, 0);
  expect(await sidewaysScroll()).toBe(page.viewportSize()!.width);
  const dpr = await page.evaluate(() => window.devicePixelRatio);
  await page.setViewportSize({ width: 600, height: 800 });
  await expect.poll(() => canvasWidth(page, 1)).toBe(Math.round(560 * dpr));
  await expect(slot(page, 1)).toHaveCSS('width', '560px');
  await page.setViewportSize(PHONE_VIEWPORT);
  await expect.poll(async () => (await slot(page, 1).boundingBox())?.width).toBeCloseTo(335, 0);
  expect(await sidewaysScroll()).toBe(PHONE_VIEWPORT.width);
  await page.setViewportSize({ width: 1000, height: 800 });
  await expect.poll(() => canvasWidth(page, 1)).toBe(Math.round(800 * dpr));
});
