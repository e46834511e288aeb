// A page's layout shifts and its largest paint, as the browser reports them from the start of each
// load: watched by a script added before the page's own, read once the hero photo has painted.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

interface LoadMetrics {
  /** The sum of the page's layout shifts. */
  shifts: number;
  /** The tag of the largest paint's element ('IMG' for the hero photo). */
  lcp: string;
}

/** From the next load of `page` on, its layout shifts and largest paint are recorded. */
export async function watchShiftsAndLargestPaint(page: Page): Promise<void> {
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
