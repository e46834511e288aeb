import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** Problems a page reported while a test ran; each test may allow some it causes on purpose. */
export interface PageGuard {
  /** Ignore console errors and failed same-origin requests whose text matches. */
  allow(pattern: RegExp): void;
}

/**
 * Waits until React has hydrated the page. The export starts its framework scripts only after
 * the page has loaded (scripts/defer-hydration.mjs), so right after `goto` the page is plain
 * HTML. The app router adds <next-route-announcer> when its root has mounted.
 */
export async function waitForHydration(page: Page) {
  await page.locator('next-route-announcer').waitFor({ state: 'attached' });
}

/**
 * Opens a page on a paused fake clock: time moves only with `runFor`, so a test's timings do not
 * drift with how long the browser takes to answer. The export starts React in the frame after
 * `load` (scripts/defer-hydration.mjs), which a paused clock never reaches: step it past that
 * frame, then wait for hydration. Timers the page sets from then on start from a known moment.
 */
export async function gotoWithPausedClock(page: Page, path: string) {
  const start = new Date('2026-01-05T09:00:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto(path, { waitUntil: 'load' });
  await page.clock.runFor(100);
  await waitForHydration(page);
}

export const test = base.extend<{ pageGuard: PageGuard }>({
  // Every HTML `goto` returns a hydrated page, as a visitor's first click finds it; a test that
  // wants the page before React runs passes its own `waitUntil`. Without JavaScript (the nojs
  // projects) there is nothing to wait for.
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (!javaScriptEnabled) return provide(page);
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const isHtml = response?.headers()['content-type']?.includes('text/html') ?? false;
      if (isHtml && options?.waitUntil === undefined) await waitForHydration(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil === undefined) await waitForHydration(page);
      return response;
    };
    await provide(page);
  },
  pageGuard: [
    async ({ page, baseURL, javaScriptEnabled }, use) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;

      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => {
        const failure = request.failure()?.errorText ?? '';
        // Navigating away cancels pending requests; that is not a broken resource. Nor is a
        // script preload the browser refuses because JavaScript is off.
        const scriptsOff = !javaScriptEnabled && failure === 'csp' && request.url().endsWith('.js');
        if (request.url().startsWith(origin) && !failure.includes('ERR_ABORTED') && !scriptsOff) {
          problems.push(`request failed: ${request.url()} ${failure}`);
        }
      });
      page.on('response', (response) => {
        if (response.url().startsWith(origin) && response.status() >= 400) {
          problems.push(`HTTP ${response.status()}: ${response.url()}`);
        }
      });

      await use({ allow: (pattern) => allowed.push(pattern) });

      const unexpected = problems.filter((problem) => !allowed.some((re) => re.test(problem)));
      expect(unexpected, 'console errors or failed same-origin requests').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits for the page to render `count` frames: enough for a scroll or a style change caused by
 * an input event to show, so a test can assert that one did not happen.
 */
export async function renderedFrames(page: Page, count = 3) {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number) =>
          left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
        step(n);
      }),
    count,
  );
}

/** Zero axe-core violations against WCAG 2.2 A/AA on the page as it is now. */
export async function expectNoAxeViolations(page: Page, exclude: string[] = []) {
  if (test.info().project.use.javaScriptEnabled === false) {
    // With scripts disabled, Playwright can still evaluate, but the page's timers never fire
    // and axe-core waits on them: run its callbacks as microtasks instead.
    await page.evaluate(() => {
      const soon = (run: () => void) => {
        void Promise.resolve().then(run);
        return 0;
      };
      Object.assign(window, {
        setTimeout: (fn: () => void) => soon(fn),
        requestAnimationFrame: (fn: (time: number) => void) => soon(() => fn(performance.now())),
        requestIdleCallback: (fn: (deadline: IdleDeadline) => void) =>
          soon(() => fn({ didTimeout: false, timeRemaining: () => 50 })),
      });
    });
  }
  // Only violations are collected (the details of every passing node cost a third of the run),
  // and axe.run() runs in the page itself: the default mode finishes each run in a fresh blank
  // page, a new renderer process, which doubles the cost of every check on a 2-core machine
  // (measured on /about: 2.2 s → 0.7 s). It is also the mode that works with scripts off. The
  // only frame is the embedded PDF, which axe-core cannot read; the page checks the frame element
  // itself (its title).
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'], iframes: false })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode(true);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe-core violations on ${page.url()}`).toEqual([]);
}

/** Whether this test runs in the 375 px project. */
export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}
