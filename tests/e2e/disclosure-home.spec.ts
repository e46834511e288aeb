// The Home page's link to each campus's mandatory public disclosure: in English, Marathi and
// Hindi, each leading to the disclosure in its language (read from the exported HTML; the
// export's link checker, npm run check:export, checks that every one resolves). In the browser,
// for each language (its words set the layout's lengths), on a phone (375 × 812) and a desktop
// (1280 × 800), with JavaScript and without: every link is on the first screen, with no
// scrolling, right under the hero, which answers a parent's first questions (first-screen.spec.ts);
// and with JavaScript the page moves nothing as it loads and the hero photo stays the
// largest paint. axe-core on each Home page at both widths: routes.spec.ts (/) and
// languages-pages.spec.ts (/mr, /hi).
import { homeIn } from '@/lib/home/home';
import { disclosureCampusesIn } from '@/lib/disclosure/disclosure';
import { campusFilterLabelsIn } from '@/lib/campuses/campuses';
import type { Page } from '@playwright/test';
import { localePath, locales, type Locale } from '@/lib/i18n/locales';
import { disclosureCampusPath, routes } from '@/lib/routes/routes';
import { expect, renderedFrames, test, waitForHydration } from './fixtures';
import { exportedDocument, textOf } from './exported-html';
import { shiftsAndLargestPaint, watchShiftsAndLargestPaint } from './load-metrics';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

/** The strip's links in a language: each campus's disclosure, then the list of campuses. */
function stripLinks(locale: Locale) {
  const home = homeIn(locale);
  const disclosureCampuses = disclosureCampusesIn(locale);
  const campusFilterLabels = campusFilterLabelsIn(locale);
  return [
    ...disclosureCampuses.map((campus) => ({
      name: campusFilterLabels[campus.id],
      href: localePath(locale, disclosureCampusPath(campus.id)),
    })),
    { name: home.disclosure.allCampuses, href: localePath(locale, routes.disclosure) },
  ];
}

test('each Home page’s strip, as HTML, links each campus’s disclosure and the list, in its language', () => {
  for (const locale of locales) {
    const doc = exportedDocument(localePath(locale, routes.home));
    const strips = [...doc.querySelectorAll('main nav[aria-labelledby]')].filter(
      (nav) =>
        textOf(doc.getElementById(nav.getAttribute('aria-labelledby')!)) ===
        homeIn(locale).disclosure.heading,
    );
    expect(strips, locale).toHaveLength(1);
    expect(
      [...strips[0]!.querySelectorAll('a')].map((a) => ({
        name: textOf(a),
        href: a.getAttribute('href'),
      })),
      locale,
    ).toEqual(stripLinks(locale));
  }
});

/**
 * Every link of the strip shows inside the viewport as the page first shows, unscrolled, and the
 * strip comes right under the hero.
 */
async function expectStripOnFirstScreen(page: Page, locale: Locale) {
  const screen = page.viewportSize()!;
  const strip = page.getByRole('navigation', { name: homeIn(locale).disclosure.heading });
  const hero = page
    .locator('main section')
    .filter({ has: page.getByRole('heading', { level: 1 }) });
  const heroBox = (await hero.boundingBox())!;
  expect((await strip.boundingBox())!.y).toBeGreaterThanOrEqual(heroBox.y + heroBox.height - 1);
  for (const { name, href } of stripLinks(locale)) {
    const link = strip.locator(`a[href="${href}"]`);
    await expect(link, name).toBeVisible();
    const box = (await link.boundingBox())!;
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(box.y, name).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, name).toBeLessThanOrEqual(screen.height);
    expect(box.x + box.width, name).toBeLessThanOrEqual(screen.width);
  }
}

/** The Home page of a language loaded at 1280 × 800: the strip on its first screen. */
async function loadAtDesktopSize(page: Page, locale: Locale) {
  await page.setViewportSize(DESKTOP);
  await page.goto(localePath(locale, routes.home), { waitUntil: 'load' });
  await expectStripOnFirstScreen(page, locale);
}

/**
 * The same page at 375 × 812, unscrolled: the strip on a phone's first screen. The window is
 * resized rather than the page loaded again: the layout follows the width (media queries, and
 * with JavaScript the page's resize handlers, given frames to run), as at a load at that width.
 */
async function resizedToPhone(page: Page, locale: Locale, scripts: boolean) {
  await page.setViewportSize(PHONE);
  if (scripts) await renderedFrames(page, 2);
  await expectStripOnFirstScreen(page, locale);
}

test('with JavaScript, in each language at 1280 × 800 and 375 × 812, the first screen links each campus’s disclosure; at 1280 px the page shifts nothing and the hero photo is the largest paint', async ({
  page,
}) => {
  await watchShiftsAndLargestPaint(page);
  for (const locale of locales) {
    await test.step(localePath(locale, routes.home), async () => {
      await loadAtDesktopSize(page, locale);
      await waitForHydration(page);
      const measured = await shiftsAndLargestPaint(page);
      expect(measured.shifts).toBe(0);
      expect(measured.lcp).toBe('IMG');
      await resizedToPhone(page, locale, true);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('in each language at 1280 × 800 and 375 × 812, the first screen links each campus’s disclosure', async ({
    page,
  }) => {
    for (const locale of locales) {
      await test.step(localePath(locale, routes.home), async () => {
        await loadAtDesktopSize(page, locale);
        await resizedToPhone(page, locale, false);
      });
    }
  });
});
