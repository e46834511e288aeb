// A page's layout shifts and its largest paint, as the browser reports them from the start of each
// load: watched by a script added before the page's own, read once the hero photo has painted.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { servedFile } from './crawler';
import { EXPORT_DIR } from './exported-html';
import { expect } from './fixtures';

interface LoadMetrics {
  /** The sum of the page's layout shifts. */
  shifts: number;
  /** The tag of the largest paint's element ('IMG' for the hero photo). */
  lcp: string;
}

/** The site's Devanagari faces' files (lib/devanagari-font.ts), as the export's stylesheet names them. */
function devanagariFaceFiles(): string[] {
  const html = readFileSync(servedFile('/', EXPORT_DIR)!, 'utf8');
  const rules = [...html.matchAll(/@font-face\{[^}]*font-family:"?Devanagari Text"?;[^}]*\}/g)];
  const files = rules.flatMap(([rule]) =>
    [...rule.matchAll(/url\(([^)]+)\)/g)].map(([, file]) => file!.replace(/["']/g, '')),
  );
  if (files.length === 0) throw new Error('the export names no Devanagari face');
  return files;
}

/** A font file that draws no Devanagari letter. */
const NO_DEVANAGARI = readFileSync(
  'node_modules/@fontsource/mukta/files/mukta-latin-400-normal.woff2',
);

/**
 * From now on the site's Devanagari faces are answered with a font that draws no Devanagari
 * letter, so Devanagari text keeps the font it was first drawn in: on this machine, which has no
 * Devanagari font, the face's file would come after the first paint and draw the text again; a
 * phone draws it in its own font from the first paint. A test of what a page's own loading moves
 * measures that alone.
 */
export async function keepFirstDevanagariFont(page: Page): Promise<void> {
  const files = devanagariFaceFiles();
  await page.route(
    (url) => files.includes(url.pathname),
    (route) => route.fulfill({ body: NO_DEVANAGARI, contentType: 'font/woff2' }),
  );
}

/** From the next load of `page` on, its layout shifts and largest paint are recorded. */
export async function watchShiftsAndLargestPaint(page: Page): Promise<void> {
  await keepFirstDevanagariFont(page);
  await page.addInitScript(() => {
    const w = window as unknown as LoadMetrics;
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
}

/** The loaded page's shifts and largest paint, once its largest paint is a photo. */
export async function shiftsAndLargestPaint(page: Page): Promise<LoadMetrics> {
  // The photo's paint can be reported after `load`, while React starts: until then the heading
  // is the largest paint so far.
  await expect.poll(() => page.evaluate(() => (window as unknown as LoadMetrics).lcp)).toBe('IMG');
  return page.evaluate(() => {
    const { shifts, lcp } = window as unknown as LoadMetrics;
    return { shifts, lcp };
  });
}
