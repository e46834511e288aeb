// The heading typeface (lib/fonts.ts): fetched only after the page has loaded and its hero photo
// has painted, so it never shares the phone's bandwidth with the largest paint; never swapped in
// under the visitor's eyes, but used from the next page on, a page loaded afresh included; never
// fetched without JavaScript (no-javascript.spec.ts). Nothing of it is kept in the browser.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';
import {
  everyDevanagariFaceFile,
  HEADING_FONT_FAMILY,
  headingDrawnIn,
  headingFamily,
  headingFontFetched,
} from './heading-font';
import { test } from './privacy';
import { servedFile } from './crawler';
import { EXPORT_DIR } from './exported-html';

const MUKTA = /^Mukta/;

/** Follows a link the browser's own way, as before React runs: the next page loads afresh. */
const loadAfresh = (page: Page, path: string) =>
  page.evaluate((url) => location.assign(url), new URL(path, page.url()).href);

test('the first page keeps the fallback and fetches the font after load and the hero’s paint; a link that opens a dialog leaves it so; a link to the next page opens it in the font, as does a page loaded afresh or reloaded', async ({
  page,
  watchPrivacy,
}) => {
  const privacy = await watchPrivacy(page);
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
  await headingFontFetched(page);
  expect(await page.evaluate(() => document.fonts.check('700 1em headingFont'))).toBe(true);
  await expect(page.locator('html')).not.toHaveClass(/\bheading-font\b/);
  expect(await headingFamily(page)).toMatch(/^"?headingFont Fallback"?/);
  // The heading font's file: not one of the site's Devanagari faces (the language names').
  const faces = await everyDevanagariFaceFile(page);
  const timing = await page.evaluate((faces) => {
    const font = performance
      .getEntriesByType('resource')
      .find(
        (entry) => entry.name.endsWith('.woff2') && !faces.includes(new URL(entry.name).pathname),
      );
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const heroLoads = (window as unknown as { heroLoads: number[] }).heroLoads;
    return {
      fontStart: font?.startTime ?? -1,
      loadStart: navigation.loadEventStart,
      heroLoad: heroLoads[0] ?? Infinity,
    };
  }, faces);
  expect(timing.fontStart).toBeGreaterThanOrEqual(timing.loadStart);
  expect(timing.fontStart).toBeGreaterThan(timing.heroLoad);

  // 'Schedule a Visit' is a link to /contact that opens the visit dialog instead of a page: the
  // page under it stays in the fallback.
  await page.locator('main a[href="/contact"]').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/\bheading-font\b/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A link inside the site: the next page opens in the font.
  await page.locator('footer a[href="/about"]').first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveClass(/\bheading-font\b/);
  expect(await headingFamily(page)).toMatch(/^headingFont\b/);
  // Drawn in it: the font was ready before the class asked for it.
  expect(await headingDrawnIn(page)).toEqual([expect.stringMatching(MUKTA)]);

  // A page loaded afresh later in the visit, and reloaded, uses the font from its first paint.
  await loadAfresh(page, '/');
  await page.waitForURL('/', { waitUntil: 'commit' });
  await page.waitForSelector('h1');
  await expect(page.locator('html')).toHaveClass(/\bheading-font\b/);
  await page.reload({ waitUntil: 'commit' });
  await page.waitForSelector('h1');
  await expect(page.locator('html')).toHaveClass(/\bheading-font\b/);
  // (Whether the cached file is read within the moment the browser holds the first paint for it
  // depends on the machine's load; if not, 'optional' keeps that page in the fallback.)
  await waitForHydration(page);
  await privacy.expectNothingKept();
});

test('before the font, headings use its metric-matched fallback, which exists; a page that came from one without the font, or from the 404 page, is a first page', async ({
  page,
  pageGuard,
}) => {
  // The name app/globals.css uses must be the one next/font generates.
  const html = readFileSync(servedFile('/', EXPORT_DIR)!, 'utf8');
  expect(html).toMatch(/@font-face\{font-family:headingFont Fallback;src:local\(Arial\)/);
  // The static server answers an unknown path with 404.html and status 404, by design.
  pageGuard.allow(/HTTP 404/);
  pageGuard.allow(/status of 404/);
  // The heading font never arrives (its files, as the page's @font-face rules name them; the
  // site's Devanagari faces, which the language names need here, do).
  const headingFiles = [
    ...html.matchAll(/@font-face\{[^}]*font-family:headingFont(?:Devanagari)?;[^}]*\}/g),
  ].flatMap(([rule]) => [...rule.matchAll(/url\(([^)]+)\)/g)].map(([, file]) => file!));
  expect(headingFiles.length).toBeGreaterThan(0);
  await page.route(
    (url) => headingFiles.includes(url.pathname),
    () => {},
  );
  await page.goto('/', { waitUntil: 'load' });
  expect(await headingFamily(page)).toMatch(/^"?headingFont Fallback"?/);
  // The font is used only if it is ready when a heading is first drawn, never swapped in later.
  const display = await page.evaluate(
    (family) => [...document.fonts].find((face) => face.family === family)?.display,
    HEADING_FONT_FAMILY,
  );
  expect(display).toBe('optional');

  await loadAfresh(page, '/about');
  await page.waitForURL('/about', { waitUntil: 'load' });
  expect(await page.evaluate(() => document.referrer)).toBe('');
  await expect(page.locator('html')).not.toHaveClass(/\bheading-font\b/);

  await page.unrouteAll();
  await page.goto('/contact', { waitUntil: 'load' }); // replaced by the home page
  await expect(page).toHaveURL('/');
  await expect(page.locator('html')).not.toHaveClass(/\bheading-font\b/);
});
