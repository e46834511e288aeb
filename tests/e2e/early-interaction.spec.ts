// The export starts React only after the page has loaded (scripts/defer-hydration.mjs). These
// tests hold the framework's scripts back to prove what a visitor gets in that window.
import type { Page, Route } from '@playwright/test';
import { footer } from '@/content/footer';
import { moreNav, navLabels } from '@/content/navigation';
import { searchLabels } from '@/content/search';
import { visit } from '@/content/visit';
import { disclosureViewerPath } from '@/lib/routes/routes';
import {
  CONTACT_MESSAGE,
  contactForm,
  fillContactForm,
  nextLoggedContactMessage,
} from './contact-helpers';
import { expect, renderedFrames, test, waitForHydration } from './fixtures';

/** Holds every framework script request until `release` is called. */
async function holdFrameworkScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/_next/static/chunks/**', (route) =>
    released ? route.continue() : void held.push(route),
  );
  return {
    requested: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

function scriptTiming(page: Page) {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/_next/static/chunks/'));
    return {
      loadEventStart: navigation.loadEventStart,
      firstScriptStart: Math.min(...scripts.map((entry) => entry.startTime)),
      scripts: scripts.length,
    };
  });
}

test('framework scripts are requested only after the page has loaded', async ({ page }) => {
  await page.goto('/');
  const timing = await scriptTiming(page);
  expect(timing.scripts).toBeGreaterThan(0);
  expect(timing.firstScriptStart).toBeGreaterThanOrEqual(timing.loadEventStart);
});

test("the PDF viewer, readable as the build's page images, starts its scripts after loading too", async ({
  page,
}) => {
  await page.goto(disclosureViewerPath('city'));
  const timing = await scriptTiming(page);
  expect(timing.scripts).toBeGreaterThan(0);
  expect(timing.firstScriptStart).toBeGreaterThanOrEqual(timing.loadEventStart);
  // pdf.js's worker and the document start once page 1's image is painted, not before.
  const pdfStarts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /pdf\.worker|\.pdf$/.test(entry.name))
      .map((entry) => entry.startTime),
  );
  expect(pdfStarts.length).toBeGreaterThan(0);
  for (const start of pdfStarts) expect(start).toBeGreaterThanOrEqual(timing.loadEventStart);
});

test("a 'Schedule a Visit' click before React runs opens the modal once it does", async ({
  page,
}) => {
  const scripts = await holdFrameworkScripts(page);
  await page.goto('/campuses/city', { waitUntil: 'load' });
  await expect.poll(scripts.requested).toBeGreaterThan(0);

  await page.getByRole('link', { name: visit.openLabel }).first().click();
  await expect(page).toHaveURL('/campuses/city');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await scripts.release();
  await expect(page.getByRole('dialog', { name: visit.title })).toBeVisible();
  await expect(page).toHaveURL('/campuses/city');
});

test('a form submitted before React runs is submitted once it does, with every value', async ({
  page,
}) => {
  const scripts = await holdFrameworkScripts(page);
  await page.goto('/about', { waitUntil: 'load' });
  const { placeholders, submitLabel } = footer.contactForm;
  const form = contactForm(page);
  await fillContactForm(page);
  await form.getByRole('button', { name: submitLabel }).click();
  await expect(page).toHaveURL('/about');

  // The held click on Submit is replayed once React runs, with what the visitor typed before.
  const logged = nextLoggedContactMessage(page);
  await scripts.release();
  expect(await logged).toEqual(CONTACT_MESSAGE);
  await expect(form.getByPlaceholder(placeholders.firstName)).toHaveValue(
    CONTACT_MESSAGE.firstName,
  );
  await expect(page).toHaveURL('/about');
});

// The menu button exists below 1024 px: a native disclosure, so it needs no script at all.
test(
  'the phone menu opens before React runs, and React takes it over open',
  { tag: '@mobile' },
  async ({ page }) => {
    const scripts = await holdFrameworkScripts(page);
    await page.goto('/about', { waitUntil: 'load' });
    const toggle = page.locator('summary').filter({ visible: true });
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

/** Every framework script request fails, as when an extension or a CDN hiccup blocks them. */
async function blockFrameworkScripts(page: Page, pageGuard: { allow(pattern: RegExp): void }) {
  pageGuard.allow(/_next\/static\/.*\.js|net::ERR_FAILED/);
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
}

test.describe('when the framework scripts cannot load', () => {
  test('links still navigate', async ({ page, pageGuard }) => {
    await blockFrameworkScripts(page, pageGuard);
    await page.goto('/', { waitUntil: 'load' });
    await page
      .getByRole('navigation', { name: navLabels.navigation })
      .getByRole('link', { name: 'About', exact: true })
      .click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a button click goes through once the loader has given up', async ({ page, pageGuard }) => {
    await blockFrameworkScripts(page, pageGuard);
    await page.goto('/about', { waitUntil: 'load' });
    const more = page.getByRole('button', { name: navLabels.more });
    // The scripts start on the first touch and fail; the loader stops holding clicks.
    await more.hover();
    await expect
      .poll(() =>
        more.evaluate((button) => {
          let seen: Event | null = null;
          button.addEventListener('click', (event) => (seen = event), { once: true });
          button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
          return seen !== null && !(seen as Event).defaultPrevented;
        }),
      )
      .toBe(true);
  });

  test('a form submitted then stays on the page, keeps nothing in the URL and offers the phones', async ({
    page,
    pageGuard,
  }) => {
    await blockFrameworkScripts(page, pageGuard);
    await page.goto('/about', { waitUntil: 'load' });
    const form = contactForm(page);
    await fillContactForm(page);
    const note = form.getByRole('alert');
    await expect(note).toBeHidden();
    // Once the loader has given up on the scripts, a submit shows the form's note.
    await expect(async () => {
      await form.getByRole('button', { name: footer.contactForm.submitLabel }).click();
      await expect(note).toBeVisible({ timeout: 500 });
    }).toPass();
    await expect(page).toHaveURL('/about');
    expect(new URL(page.url()).search).toBe('');
    await expect(note.getByRole('link', { name: /^tel:|\+91/ }).first()).toHaveAttribute(
      'href',
      /^tel:/,
    );
    await expect(form.getByPlaceholder(footer.contactForm.placeholders.firstName)).toHaveValue(
      CONTACT_MESSAGE.firstName,
    );
  });
});

test.describe('while React takes over', () => {
  // Slows every framework script, so the page spends a while between `load` and hydrated.
  async function slowFrameworkScripts(page: Page) {
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
  }

  for (const delay of [0, 200, 500, 900, 1400]) {
    test(`a click on 'More' ${delay} ms after load toggles it exactly once`, async ({ page }) => {
      await slowFrameworkScripts(page);
      await page.goto('/about', { waitUntil: 'load' });
      const more = page.getByRole('button', { name: navLabels.more });
      // A click with no pointer movement, so no hover opens it by CSS.
      await page.waitForFunction(
        (ms) =>
          performance.now() -
            (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
              .loadEventEnd >=
          ms,
        delay,
      );
      await more.dispatchEvent('click');
      await waitForHydration(page);
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      // And it stays so: no second toggle arrives later.
      await renderedFrames(page, 10);
      await expect(more).toHaveAttribute('aria-expanded', 'true');
    });
  }

  for (const [name, keys] of [
    ['/', '/'],
    ['Ctrl+K', 'Control+k'],
  ] as const) {
    test(`${name} pressed at load opens the search once React runs, exactly once`, async ({
      page,
    }) => {
      await slowFrameworkScripts(page);
      await page.goto('/campuses', { waitUntil: 'load' });
      await page.keyboard.press(keys);
      await expect(page.locator('next-route-announcer')).toHaveCount(0);

      await waitForHydration(page);
      const dialog = page.getByRole('dialog', { name: searchLabels.dialogLabel });
      const field = dialog.getByRole('searchbox', { name: searchLabels.inputLabel });
      await expect(field).toBeFocused();
      // And only once: one dialog, still open, and the key was not typed into its field.
      await renderedFrames(page, 10);
      await expect(dialog).toHaveCount(1);
      await expect(field).toBeFocused();
      await expect(field).toHaveValue('');
    });
  }

  test("'/' typed in a text field before React runs stays text, and opens no search", async ({
    page,
  }) => {
    const scripts = await holdFrameworkScripts(page);
    await page.goto('/about', { waitUntil: 'load' });
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

  test("a pointer resting on 'More' before React runs keeps it open through the takeover", async ({
    page,
  }) => {
    const scripts = await holdFrameworkScripts(page);
    await page.goto('/about', { waitUntil: 'load' });
    const more = page.getByRole('button', { name: navLabels.more });
    const list = page.getByRole('navigation', { name: navLabels.navigation }).getByRole('link', {
      name: moreNav[0]!.label,
    });
    await more.hover();
    await expect(list).toBeVisible();

    await scripts.release();
    await waitForHydration(page);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(list).toBeVisible();
    await list.click();
    await expect(page).toHaveURL(moreNav[0]!.path);
  });
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
