// A page's layout shifts and its largest paint, as the browser reports them from the start of each
// load: watched by a script added before the page's own, read once the hero photo has painted.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** A layout-shift entry (its DOM type is not in TypeScript's library). */
export interface LayoutShift extends PerformanceEntry {
  value: number;
  sources: { node: Node | null }[];
}

interface LoadMetrics {
  /** The sum of the page's layout shifts. */
  shifts: number;
  /** The tag of the largest paint's element ('IMG' for the hero photo). */
  lcp: string;
}

/** What markDevanagariRedraws gives the page. */
export interface DevanagariRedraws {
  devanagariRedraw: (entry: LayoutShift) => boolean;
}

/**
 * From the next load of `page` on, `window.devanagariRedraw(entry)` says whether a layout shift is
 * Devanagari text alone, drawn again once the site's Devanagari face came: this machine has no
 * Devanagari font (a phone draws the text in its own from the first paint), which a test of what
 * a page's own loading moves leaves out.
 */
export async function markDevanagariRedraws(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as DevanagariRedraws).devanagariRedraw = (entry) =>
      entry.sources.length > 0 &&
      entry.sources.every(
        ({ node }) =>
          node?.nodeType === Node.TEXT_NODE &&
          /\p{Script=Devanagari}/u.test(node.textContent ?? ''),
      );
  });
}

/** From the next load of `page` on, its layout shifts and largest paint are recorded. */
export async function watchShiftsAndLargestPaint(page: Page): Promise<void> {
  await markDevanagariRedraws(page);
  await page.addInitScript(() => {
    const w = window as unknown as LoadMetrics & DevanagariRedraws;
    w.shifts = 0;
    w.lcp = '';
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (w.devanagariRedraw(entry)) continue;
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
