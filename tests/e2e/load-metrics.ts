// A page's layout shifts and its largest paint, as the browser reports them from the start of each
// load: watched by a script added before the page's own, read once the hero photo has painted.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  DEVANAGARI_FAMILY,
  DEVANAGARI_UNICODE_RANGE,
  LANGUAGE_NAMES_FAMILY,
} from '@/lib/devanagari-font';
import {
  DEVANAGARI_REGULAR_SUBSET,
  DEVANAGARI_SUBSET,
  LANGUAGE_NAMES_SUBSET,
} from '../../scripts/build/heading-font/subset';
import { expect } from './fixtures';

interface LoadMetrics {
  /** The sum of the page's layout shifts. */
  shifts: number;
  /** The tag of the largest paint's element ('IMG' for the hero photo). */
  lcp: string;
}

/**
 * From the next load on, the page has the site's Devanagari faces before its first paint, as a
 * phone has its own Devanagari font (lib/devanagari-font.ts): each face is given to the page
 * from its file's bytes as it starts. This machine has no Devanagari font, so the faces' files
 * would come after the first paint and draw Devanagari text again; a test of what a page's own
 * loading moves measures that alone. (That Devanagari is drawn here without the bytes given:
 * languages-pages.spec.ts.)
 */
export async function devanagariFromFirstPaint(page: Page): Promise<void> {
  const faces = (
    [
      [DEVANAGARI_FAMILY, 400, DEVANAGARI_REGULAR_SUBSET],
      [DEVANAGARI_FAMILY, 700, DEVANAGARI_SUBSET],
      [LANGUAGE_NAMES_FAMILY, 400, LANGUAGE_NAMES_SUBSET],
    ] as const
  ).map(([family, weight, file]) => ({
    family,
    weight: String(weight),
    bytes: readFileSync(file).toString('base64'),
  }));
  await page.addInitScript(
    ({ range, faces }) => {
      for (const { family, weight, bytes } of faces) {
        const data = Uint8Array.from(atob(bytes), (character) => character.charCodeAt(0));
        document.fonts.add(new FontFace(family, data, { weight, unicodeRange: range }));
      }
    },
    { range: DEVANAGARI_UNICODE_RANGE, faces },
  );
}

/** From the next load of `page` on, its layout shifts and largest paint are recorded. */
export async function watchShiftsAndLargestPaint(page: Page): Promise<void> {
  await devanagariFromFirstPaint(page);
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
