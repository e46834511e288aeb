// What a visitor gets between the first paint and React's start, and while React takes over:
// the page works as HTML and CSS (links, the phone menu, 'More'), a search shortcut is kept for
// the search (components/layout/before-react.ts), and every tap or key press is answered once. These tests slow
// or hold the framework's scripts to open that window.
import type { Page, Route } from '@playwright/test';
import { footer } from '@/content/footer';
import { moreNav, navLabels } from '@/content/navigation';
import { searchLabels } from '@/content/search';
import { visit } from '@/content/visit';
import { DIALOG_REQUEST } from '@/lib/early-request';
import { disclosureViewerPath } from '@/lib/routes/routes';
import { SEARCH_REQUEST } from '@/lib/search/search-shortcut';
import { CONTACT_MESSAGE, contactForm, fillContactForm } from './contact-helpers';
import { expect, renderedFrames, test, waitForHydration } from './fixtures';

const FRAMEWORK_SCRIPTS = '**/_next/static/**/*.js';

/**
 * Holds the framework scripts until `release` is called: every one, or, given `containing`, only
 * those whose code holds that text (a control's own code), the others answered. Then React starts
 * hydrating the page and waits for the held code: the window in which React's own listener stops
 * a tap or a key press whose target is not hydrated yet.
 */
async function holdFrameworkScripts(page: Page, containing?: string) {
  const held: Route[] = [];
  let released = false;
  await page.route(FRAMEWORK_SCRIPTS, async (route) => {
    if (released) return route.continue();
    if (containing === undefined) return void held.push(route);
    const response = await route.fetch();
    if ((await response.text()).includes(containing)) held.push(route);
    else await route.fulfill({ response });
  });
  return {
    /** Resolves once React has begun hydrating: its listeners are on the document. */
    hydrating: () =>
      page.waitForFunction(() =>
        Object.keys(document).some((key) => key.startsWith('_reactListening')),
      ),
    requested: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/**
 * The two moments before a control can answer an input: React not running (every framework
 * script held), and React hydrating while it waits for the control's own code (only that held).
 */
const BEFORE_THE_CONTROL = [
  { moment: 'before React runs', holdsOnlyItsCode: false },
  { moment: 'while React hydrates and waits for its code', holdsOnlyItsCode: true },
] as const;

/**
 * Opens `path` at its first paint with the framework's scripts held for one of
 * BEFORE_THE_CONTROL's moments (`code`: a text of the control's own code); returns the release.
 */
async function gotoBeforeTheControl(
  page: Page,
  path: string,
  { holdsOnlyItsCode }: (typeof BEFORE_THE_CONTROL)[number],
  code: string,
) {
  const scripts = await holdFrameworkScripts(page, holdsOnlyItsCode ? code : undefined);
  await gotoFirstPaint(page, path);
  await expect.poll(scripts.requested).toBeGreaterThan(0);
  if (holdsOnlyItsCode) await scripts.hydrating();
  return scripts.release;
}

/**
 * Answers every framework script `ms` late, so React takes over well after the first paint: the
 * series of moments below falls before, during and after it.
 */
async function slowFrameworkScripts(page: Page, ms: number) {
  await page.route(FRAMEWORK_SCRIPTS, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Opens `path` and returns once the page has first painted, whatever its scripts are doing. */
async function gotoFirstPaint(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  );
}

type Moment = 'first paint' | 'load';

/** Waits, by the page's own clock, until `ms` after its first paint or its `load` event. */
async function waitUntilAfter(page: Page, moment: Moment, ms: number) {
  await page.waitForFunction(
    ({ moment, ms }) => {
      const since =
        moment === 'load'
          ? (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
              .loadEventEnd
          : performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      return !!since && performance.now() - since >= ms;
    },
    { moment, ms },
    { polling: 'raf' },
  );
}

/** Notes in the report whether React had started when the test acted: the series spans both. */
async function noteReactAtAction(page: Page) {
  const started = (await page.locator('next-route-announcer').count()) > 0;
  test.info().annotations.push({
    type: 'React at the action',
    description: started ? 'running' : 'not yet',
  });
}

/**
 * Records, frame by frame from the first one, each time the menus or the search dialog come on
 * screen (true) or leave it (false): a control answered once shows `[true]`, one toggled twice
 * `[true, false]`.
 */
async function recordShown(page: Page) {
  await page.addInitScript((moreLabel) => {
    const seen: Record<string, boolean[]> = { more: [], phone: [], search: [] };
    const last: Record<string, boolean> = { more: false, phone: false, search: false };
    const shown: Record<string, () => boolean> = {
      more: () => {
        const button = [...document.querySelectorAll('button[aria-controls]')].find(
          (each) => each.textContent?.trim() === moreLabel,
        );
        const list = button && document.getElementById(button.getAttribute('aria-controls')!);
        return !!list?.checkVisibility();
      },
      phone: () => !!document.getElementById('mobile-menu')?.checkVisibility(),
      search: () => !!document.querySelector('dialog[open]'),
    };
    const sample = () => {
      for (const name of Object.keys(shown)) {
        const now = shown[name]!();
        if (now !== last[name]) seen[name]!.push(now);
        last[name] = now;
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
    Object.assign(window, { shownLog: seen });
  }, navLabels.more);
  return (name: 'more' | 'phone' | 'search') =>
    page.evaluate(
      (key) => (window as unknown as { shownLog: Record<string, boolean[]> }).shownLog[key],
      name,
    );
}

// Scripts answered this late put React's start about a second after the first paint. The moments
// span the three states a control can be in: HTML only (at the first paint and half a second
// on), React taking over (a second on) and React running (at `load`, which waits for them).
const SCRIPT_DELAY_MS = 1000;
const MOMENTS: [Moment, number][] = [
  ['first paint', 0],
  ['first paint', 500],
  ['first paint', 1000],
  ['load', 0],
];

test.describe('a tap or a key press at any moment is answered once', () => {
  for (const [moment, offset] of MOMENTS) {
    test(`'More' clicked ${offset} ms after ${moment} opens once`, async ({ page }) => {
      const shownLog = await recordShown(page);
      await slowFrameworkScripts(page, SCRIPT_DELAY_MS);
      await gotoFirstPaint(page, '/about');
      await waitUntilAfter(page, moment, offset);
      const more = page.getByRole('button', { name: navLabels.more });
      await noteReactAtAction(page);
      await more.click();
      const firstLink = page
        .getByRole('navigation', { name: navLabels.navigation })
        .getByRole('link', { name: moreNav[0]!.label });
      await expect(firstLink).toBeVisible();
      await waitForHydration(page);
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await renderedFrames(page, 10);
      await expect(firstLink).toBeVisible();
      expect(await shownLog('more')).toEqual([true]);
    });

    test(
      `the phone menu tapped ${offset} ms after ${moment} opens once`,
      { tag: '@mobile' },
      async ({ page }) => {
        const shownLog = await recordShown(page);
        await slowFrameworkScripts(page, SCRIPT_DELAY_MS);
        await gotoFirstPaint(page, '/about');
        await waitUntilAfter(page, moment, offset);
        const toggle = page.locator('header summary').filter({ visible: true });
        await noteReactAtAction(page);
        await toggle.tap();
        await expect(page.locator('#mobile-menu')).toBeVisible();
        await waitForHydration(page);
        await renderedFrames(page, 10);
        await expect(page.locator('#mobile-menu')).toBeVisible();
        await expect(toggle).toHaveAccessibleName(navLabels.closeMenu);
        expect(await shownLog('phone')).toEqual([true]);
      },
    );

    // The shortcut is the same script at every width: checked at 1280 px.
    test(`'/' pressed ${offset} ms after ${moment} opens the search once`, async ({ page }) => {
      const shownLog = await recordShown(page);
      await slowFrameworkScripts(page, SCRIPT_DELAY_MS);
      await gotoFirstPaint(page, '/campuses');
      await waitUntilAfter(page, moment, offset);
      await noteReactAtAction(page);
      await page.keyboard.press('/');
      // Where the key went, named in a failure: kept as the inline script's mark on <html>
      // (before React), or answered by the search button (the dialog, or its code loading).
      const afterKey = await page.evaluate(
        (mark) =>
          JSON.stringify({
            marked: document.documentElement.hasAttribute(mark),
            dialog: !!document.querySelector('dialog'),
            react: !!document.querySelector('next-route-announcer'),
          }),
        SEARCH_REQUEST.request,
      );
      const dialog = page.getByRole('dialog', { name: searchLabels.dialogLabel });
      const field = dialog.getByRole('searchbox', { name: searchLabels.inputLabel });
      await expect(field, `the search, right after the key: ${afterKey}`).toBeFocused();
      await waitForHydration(page);
      // And only once: one dialog, still open, and the key was not typed into its field.
      await renderedFrames(page, 10);
      await expect(dialog).toHaveCount(1);
      await expect(field).toBeFocused();
      await expect(field).toHaveValue('');
      expect(await shownLog('search')).toEqual([true]);
    });
  }
});

test.describe('before React runs', () => {
  // The menu button exists below 1024 px: a native disclosure, so it needs no script at all.
  test(
    'the phone menu opens, and React takes it over open',
    { tag: '@mobile' },
    async ({ page }) => {
      const scripts = await holdFrameworkScripts(page);
      await gotoFirstPaint(page, '/about');
      const toggle = page.locator('header summary').filter({ visible: true });
      await expect(toggle).toHaveAccessibleName(navLabels.openMenu);
      await toggle.click();
      await expect(page.locator('#mobile-menu')).toBeVisible();
      await expect(toggle).toHaveAccessibleName(navLabels.closeMenu);

      await scripts.release();
      await waitForHydration(page);
      await expect(page.locator('#mobile-menu')).toBeVisible();
      // React knows it is open: Escape closes it.
      await page.keyboard.press('Escape');
      await expect(page.locator('#mobile-menu')).toBeHidden();
    },
  );

  test("a pointer resting on 'More' keeps it open through the takeover", async ({ page }) => {
    const scripts = await holdFrameworkScripts(page);
    await gotoFirstPaint(page, '/about');
    const more = page.getByRole('button', { name: navLabels.more });
    const link = page.getByRole('navigation', { name: navLabels.navigation }).getByRole('link', {
      name: moreNav[0]!.label,
    });
    await more.hover();
    await expect(link).toBeVisible();

    await scripts.release();
    await waitForHydration(page);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(moreNav[0]!.path);
  });

  for (const when of BEFORE_THE_CONTROL) {
    // Before React runs the key is Ctrl+K (from anywhere); while React hydrates, '/'.
    const [key, keyName] = when.holdsOnlyItsCode ? ['/', "'/'"] : ['Control+k', 'Ctrl+K'];
    test(`${keyName} pressed ${when.moment} opens the search once`, async ({ page }) => {
      const release = await gotoBeforeTheControl(page, '/campuses', when, SEARCH_REQUEST.request);
      await page.keyboard.press(key);
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await release();
      await waitForHydration(page);
      const dialog = page.getByRole('dialog', { name: searchLabels.dialogLabel });
      await expect(dialog.getByRole('searchbox', { name: searchLabels.inputLabel })).toBeFocused();
      await renderedFrames(page, 10);
      await expect(dialog).toHaveCount(1);
    });

    test(`'Schedule a Visit' clicked ${when.moment} opens its dialog once, on the same page`, async ({
      page,
    }) => {
      const release = await gotoBeforeTheControl(
        page,
        '/campuses/city',
        when,
        DIALOG_REQUEST.request,
      );
      await page.getByRole('link', { name: visit.openLabel }).first().click();
      await expect(page).toHaveURL('/campuses/city');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await release();
      await waitForHydration(page);
      const dialog = page.getByRole('dialog', { name: visit.title });
      await expect(dialog).toBeVisible();
      await renderedFrames(page, 10);
      await expect(dialog).toHaveCount(1);
      await expect(page).toHaveURL('/campuses/city');
    });
  }

  test("'/' typed in a text field stays text, and opens no search", async ({ page }) => {
    const scripts = await holdFrameworkScripts(page);
    await gotoFirstPaint(page, '/about');
    const firstName = contactForm(page).getByPlaceholder(footer.contactForm.placeholders.firstName);
    await firstName.pressSequentially('a/b');
    await expect(firstName).toHaveValue('a/b');

    await scripts.release();
    await waitForHydration(page);
    await renderedFrames(page, 10);
    await expect(page.getByRole('dialog', { name: searchLabels.dialogLabel })).toHaveCount(0);
    await expect(firstName).toHaveValue('a/b');
    await expect(firstName).toBeFocused();
  });

  test('a form submitted stays on the page, keeps nothing in the URL and offers the e-mail (the phones are the footer’s)', async ({
    page,
  }) => {
    await holdFrameworkScripts(page);
    await gotoFirstPaint(page, '/about');
    const form = contactForm(page);
    await fillContactForm(page);
    const note = form.getByRole('alert');
    await expect(note).toBeHidden();
    await form.getByRole('button', { name: footer.contactForm.submitLabel }).click();
    await expect(note).toBeVisible();
    await expect(page).toHaveURL('/about');
    expect(new URL(page.url()).search).toBe('');
    await expect(note.getByRole('link').first()).toHaveAttribute('href', /^mailto:/);
    await expect(form.getByPlaceholder(footer.contactForm.placeholders.firstName)).toHaveValue(
      CONTACT_MESSAGE.firstName,
    );
  });
});

test('when the framework scripts cannot load, links still navigate', async ({
  page,
  pageGuard,
}) => {
  pageGuard.allow(/_next\/static\/.*\.js|net::ERR_FAILED/);
  await page.route(FRAMEWORK_SCRIPTS, (route) => route.abort());
  await page.goto('/', { waitUntil: 'load' });
  await page
    .getByRole('navigation', { name: navLabels.navigation })
    .getByRole('link', { name: 'About', exact: true })
    .click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("the PDF viewer's worker and document start after the page has loaded", async ({ page }) => {
  await page.goto(disclosureViewerPath('city'));
  // pdf.js's worker and the document start once page 1's image is painted, not before.
  const pdfStarts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /pdf\.worker|\.pdf$/.test(entry.name))
        .map((entry) => entry.startTime),
    );
  await expect.poll(async () => (await pdfStarts()).length).toBeGreaterThan(0);
  const loadEventStart = await page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
  );
  for (const start of await pdfStarts()) expect(start).toBeGreaterThanOrEqual(loadEventStart);
});

test.describe('unknown paths decide before the first paint', () => {
  // The static server answers them 404, as a CDN does.
  test.beforeEach(({ pageGuard }) => pageGuard.allow(/404/));

  /**
   * The first frame of every document the visit passes through, reported from inside the page,
   * until the visit settles on `settlesAt`. A redirect may leave before its first frame: then
   * the unknown path never painted at all.
   */
  async function firstFramesUntil(page: Page, path: string, settlesAt: string) {
    const frames: { url: string; notFoundShown: boolean }[] = [];
    await page.exposeFunction(
      'reportFirstFrame',
      (frame: { url: string; notFoundShown: boolean }) => frames.push(frame),
    );
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        const heading = [...document.querySelectorAll('h1')].find(
          (h) => h.textContent === 'Page Not Found',
        );
        void (window as unknown as { reportFirstFrame: (frame: unknown) => void }).reportFirstFrame(
          {
            url: location.pathname,
            notFoundShown: !!heading && heading.checkVisibility(),
          },
        );
      });
    });
    await page.goto(path, { waitUntil: 'commit' });
    await expect.poll(() => frames.some((f) => f.url === settlesAt)).toBe(true);
    return frames;
  }

  for (const [path, settlesAt] of [
    ['/campuses/x', '/campuses'],
    ['/some/path', '/'],
    ['/aurora-social/blog/99', '/aurora-social/blog/99'],
  ] as const) {
    test(`${path} never paints 'Page Not Found'`, async ({ page }) => {
      const frames = await firstFramesUntil(page, path, settlesAt);
      expect(frames.filter((f) => f.notFoundShown)).toEqual([]);
    });
  }

  test("an unknown blog post has 'Blog Post Not Found' in the tab from the start", async ({
    page,
  }) => {
    await page.goto('/aurora-social/blog/99', { waitUntil: 'domcontentloaded' });
    await expect(page).toHaveTitle(/^Blog Post Not Found/);
    await waitForHydration(page);
    await expect(page).toHaveTitle(/^Blog Post Not Found/);
  });
});
