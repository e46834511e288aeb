import { readFileSync } from 'node:fs';
import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type Page,
  type Request,
  type Response,
} from '@playwright/test';

export { expect };

/** Problems a page reported while a test ran; each test may allow some it causes on purpose. */
export interface PageGuard {
  /** Ignore console errors and failed same-origin requests whose text matches. */
  allow(pattern: RegExp): void;
}

/**
 * Waits until React has hydrated the page: the app router adds <next-route-announcer> when its
 * root has mounted. Right after `goto`, the page may still be plain HTML.
 */
export async function waitForHydration(page: Page) {
  await page.locator('next-route-announcer').waitFor({ state: 'attached' });
}

/**
 * Opens a page on a paused fake clock: time moves only with `runFor`, so a test's timings do not
 * drift with how long the browser takes to answer. Timers the page sets once it has hydrated
 * start from a known moment.
 */
export async function gotoWithPausedClock(page: Page, path: string) {
  const start = new Date('2026-01-05T09:00:00');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto(path, { waitUntil: 'load' });
  await waitForHydration(page);
}

/** Console errors, page errors and failed same-origin requests, while a test runs. */
interface PageWatch extends PageGuard {
  stop(): void;
  /** Fails the test on anything not allowed. */
  expectClean(): void;
}

function watchPage(page: Page, baseURL: string | undefined, javaScriptEnabled: boolean): PageWatch {
  const problems: string[] = [];
  const allowed: RegExp[] = [];
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  };
  // Named by class as well: a library's own exception may carry a message that says little.
  const onPageError = (error: Error) =>
    problems.push(`page error: ${error.name}: ${error.message}`);
  const onRequestFailed = (request: Request) => {
    const failure = request.failure()?.errorText ?? '';
    // Navigating away cancels pending requests; that is not a broken resource. Nor is a script
    // preload the browser refuses because JavaScript is off.
    const scriptsOff = !javaScriptEnabled && failure === 'csp' && request.url().endsWith('.js');
    if (request.url().startsWith(origin) && !failure.includes('ERR_ABORTED') && !scriptsOff) {
      problems.push(`request failed: ${request.url()} ${failure}`);
    }
  };
  const onResponse = (response: Response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) {
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  return {
    allow: (pattern) => allowed.push(pattern),
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('requestfailed', onRequestFailed);
      page.off('response', onResponse);
    },
    expectClean() {
      const unexpected = problems.filter((problem) => !allowed.some((re) => re.test(problem)));
      expect(unexpected, 'console errors or failed same-origin requests').toEqual([]);
    },
  };
}

/**
 * Every HTML `goto` and `reload` returns a hydrated page, as a visitor's first click finds it; a
 * test that wants the page before React runs passes its own `waitUntil`.
 */
function hydratingNavigation(page: Page) {
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
}

const watches = new WeakMap<Page, PageWatch>();

/**
 * What the running test of this worker asked of the browser: the documents its pages loaded and
 * its axe-core runs. Each test's counts are its annotations ('page loads', 'axe runs'), which
 * `npm test` sums (scripts/dev/test-counts.mjs): the browser's work, beside the time it took.
 */
const browserWork = { pageLoads: 0, axeRuns: 0 };

function countPageLoads(context: BrowserContext) {
  const count = (page: Page) => page.on('domcontentloaded', () => (browserWork.pageLoads += 1));
  context.pages().forEach(count);
  context.on('page', count);
}

export const test = base.extend<
  {
    browserWorkCount: void;
    pageGuard: PageGuard;
    /**
     * This worker's one page, for tests that only load and read a page (one per route): it
     * spares each of them a new browser context. Watched like `page` while the test runs.
     */
    reusedPage: Page;
  },
  { workerPage: Page }
>({
  browserWorkCount: [
    async ({}, provide, testInfo) => {
      browserWork.pageLoads = 0;
      browserWork.axeRuns = 0;
      await provide();
      for (const [type, count] of [
        ['page loads', browserWork.pageLoads],
        ['axe runs', browserWork.axeRuns],
      ] as const) {
        if (count > 0) testInfo.annotations.push({ type, description: String(count) });
      }
    },
    { auto: true },
  ],
  context: async ({ context }, provide) => {
    countPageLoads(context);
    await provide(context);
  },
  // Every page is watched for console errors and failed same-origin requests. Without
  // JavaScript (the nojs projects) there is no hydration to wait for.
  page: async ({ page, baseURL, javaScriptEnabled }, provide) => {
    const watch = watchPage(page, baseURL, javaScriptEnabled);
    watches.set(page, watch);
    if (javaScriptEnabled) hydratingNavigation(page);
    await provide(page);
    watch.stop();
    watch.expectClean();
  },
  pageGuard: async ({ page }, provide) => {
    await provide({ allow: (pattern) => watches.get(page)?.allow(pattern) });
  },
  workerPage: [
    async ({ browser }, provide, workerInfo) => {
      const options = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL: options.baseURL,
        viewport: options.viewport,
        userAgent: options.userAgent,
        deviceScaleFactor: options.deviceScaleFactor,
        isMobile: options.isMobile,
        hasTouch: options.hasTouch,
        javaScriptEnabled: options.javaScriptEnabled,
        ignoreHTTPSErrors: options.ignoreHTTPSErrors,
      });
      countPageLoads(context);
      const page = await context.newPage();
      if (options.javaScriptEnabled !== false) hydratingNavigation(page);
      await provide(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  reusedPage: async ({ workerPage, baseURL, javaScriptEnabled }, provide) => {
    const watch = watchPage(workerPage, baseURL, javaScriptEnabled);
    await provide(workerPage);
    watch.stop();
    watch.expectClean();
  },
});

/**
 * Waits for the page to render `count` frames: enough for a scroll or a style change caused by
 * an input event to show, so a test can assert that one did not happen.
 */
export async function renderedFrames(page: Page, count = 3) {
  // With scripts off the page's frame callbacks never run; a layout read after this is current
  // anyway, as the browser lays the page out before answering it.
  if (test.info().project.use.javaScriptEnabled === false) return;
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

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Zero axe-core violations against WCAG 2.2 A/AA on the page as it is now; without its
 * colour-contrast rule where `contrast` is false (expectNoAxeViolationsAtBothWidths).
 */
export async function expectNoAxeViolations(
  page: Page,
  exclude: string[] = [],
  { contrast = true }: { contrast?: boolean } = {},
) {
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
  // axe-core is evaluated into the page and run there, collecting violations only: the details
  // of every passing node cost a third of a run, and @axe-core/playwright's default mode
  // finishes each run in a fresh blank page (a new renderer process), which doubles the cost of
  // every check on a 2-core machine. This also works with scripts off. The only frame is the
  // embedded PDF, which axe-core cannot read; the page checks the frame element (its title).
  // Colours read mid-transition are neither state's (a filter button fading from selected to
  // not): wait (at most 2 s: a paused one never ends) for the page's finite transitions and
  // animations to end before axe reads them.
  await Promise.race([
    page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    ),
    new Promise((resolve) => setTimeout(resolve, 2000)),
  ]);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const summary = await page.evaluate(
    async ({ tags, excluded, contrast }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const context = excluded.length > 0 ? { exclude: excluded.map((s) => [s]) } : document;
      const { violations } = await axe.run(context, {
        resultTypes: ['violations'],
        iframes: false,
        runOnly: { type: 'tag', values: tags },
        rules: { 'color-contrast': { enabled: contrast } },
      });
      return violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    },
    { tags: AXE_TAGS, excluded: exclude, contrast },
  );
  browserWork.axeRuns += 1;
  expect(summary, `axe-core violations on ${page.url()}`).toEqual([]);
}

/** The phone width every page is also checked at (the `mobile` projects' viewport). */
export const PHONE_VIEWPORT = { width: 375, height: 740 };

/**
 * Whether a page checked at both widths has its colours' contrast read at its own width as well
 * as at 375 px. The site's colours are the same at every width and its text is at its smallest at
 * 375 px, where the contrast a text needs is the strictest (large text needs less), so the rule
 * runs there; the layout's own rules run at both. What shows only on wider screens is the
 * header's (its full menu, the search button's label), read at both widths on each language's
 * home page (`contrastAtBothWidths`). tests/unit/responsive-colours.test.ts keeps both premises.
 */
export const contrastAtOwnWidth = (page: Page, contrastAtBothWidths = false) =>
  contrastAtBothWidths || (page.viewportSize()?.width ?? 0) <= PHONE_VIEWPORT.width;

/**
 * axe-core on the page at its own width, then at 375 px: one load checks both layouts (the HTML
 * is the same; media queries and resize handlers redraw the page at the new width). Colour
 * contrast is read at 375 px (contrastAtOwnWidth), and at the page's own width too with
 * `contrastAtBothWidths`.
 */
export async function expectNoAxeViolationsAtBothWidths(
  page: Page,
  exclude: string[] = [],
  { contrastAtBothWidths = false }: { contrastAtBothWidths?: boolean } = {},
) {
  await expectNoAxeViolations(page, exclude, {
    contrast: contrastAtOwnWidth(page, contrastAtBothWidths),
  });
  const viewport = page.viewportSize();
  await page.setViewportSize(PHONE_VIEWPORT);
  try {
    await renderedFrames(page, 2);
    await expectNoAxeViolations(page, exclude);
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }
}

/** Whether this test runs in the 375 px project. */
export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/**
 * Each field stops at its bound, by the browser's own check: its `maxlength` is the bound, and
 * text past it, pasted or typed, is not taken.
 */
export async function expectFieldsBounded(
  bounds: readonly (readonly [Locator, number])[],
  key = 'a',
) {
  for (const [field, bound] of bounds) {
    await expect(field).toHaveAttribute('maxlength', String(bound));
    await field.fill(key.repeat(bound + 50));
    await field.press(key);
    expect(await field.inputValue()).toHaveLength(bound);
  }
}
