// Every page template in every language: the first page of each template (site.ts templateRoutes,
// from the site's route table: a screen, or the one a campus's filter of it renders) in English,
// Marathi and Hindi. routes.spec.ts opens each one with JavaScript, no-javascript.spec.ts each one
// with controls of its own without it; each test loads its page once and checks there everything
// that needs a browser. What the HTML alone decides is read from every page in pages.spec.ts
// (crawler.ts).
import type { Page } from '@playwright/test';
import type { ScreenName } from '@/lib/routes/site-routes';
import { DEFAULT_LOCALE, localePath, locales, type Locale } from '@/lib/i18n/locales';
import { JSDOM } from 'jsdom';
import { exportedMarkup } from './exported-parts';
import { textOf } from './exported-html';
import {
  contrastAtOwnWidth,
  expect,
  expectNoAxeViolations,
  PHONE_VIEWPORT,
  renderedFrames,
} from './fixtures';
import { hasOwnControls, templateRoutes } from './site';
import { MIN_TARGET_PX, smallTargets } from './target-size';

export interface AxeAtBothWidthsOptions {
  /** Whether axe-core runs (axeChecked); the phone fit is checked either way. */
  axe?: boolean;
  /** More checks at 375 px, before the width is restored. */
  atPhoneWidth?: () => Promise<void>;
  /** Selectors of parts of the page axe-core leaves out (sharedParts). */
  checkedElsewhere?: string[];
  /** Whether colour contrast is read at the page's own width too (contrastAtOwnWidth). */
  contrastAtBothWidths?: boolean;
}

export interface TemplatePage {
  screen: ScreenName;
  locale: Locale;
  /** The page's path in its language: /mr/fees. */
  url: string;
  /** Its heading in English (route table); in Marathi and Hindi, read from its HTML (headingOf). */
  englishHeading: string;
}

/** Each template's first page in each language. */
export const templatePages: TemplatePage[] = locales.flatMap((locale) =>
  templateRoutes.map(({ screen, path, heading }) => ({
    screen,
    locale,
    url: localePath(locale, path),
    englishHeading: heading,
  })),
);

/**
 * Those whose page has controls of its own (a button, a disclosure, a form field in its content,
 * read from its HTML): where the page without JavaScript has behaviour of its own to check. (A
 * function: reading every page's HTML is left to the spec that needs it.)
 */
export const templatePagesWithControls = () =>
  templatePages.filter(({ url }) => hasOwnControls(url));

/**
 * The heading the page must show: in English the route table's; in another language its <h1>
 * as prerendered (which pages.spec.ts checks is in that language, or marked as English).
 */
export function headingOf({ locale, url, englishHeading }: TemplatePage): string {
  if (locale === DEFAULT_LOCALE) return englishHeading;
  const main = exportedMarkup(url, 'main');
  const start = main.indexOf('<h1');
  const end = main.indexOf('</h1>', start);
  if (start === -1 || end === -1 || main.indexOf('<h1', start + 1) !== -1) {
    throw new Error(`${url}: not one <h1> in its main`);
  }
  return textOf(JSDOM.fragment(main.slice(start, end + '</h1>'.length)).firstElementChild);
}

/** Whether `template`'s page is its language's home page. */
export const isHomePage = ({ url, locale }: TemplatePage) => url === localePath(locale, '/');

/** The footer, as the page's one `<footer>`, a child of `<body>`. */
const FOOTER = 'body > footer';

/**
 * What axe-core may leave out on `template`'s page, because the same spec checks it whole on
 * another page of `checked`: the footer, when the page's exported footer is exactly its
 * language's home page's, home being among `checked`. The same markup, under the one stylesheet
 * every page shares and with the same props for its scripts, gives axe-core the same results on
 * every page; so it is checked on each language's home page, at both widths, in each project,
 * and not again on every other page. A page whose footer differs (the child-safety page's note
 * beside the form) is checked whole. Reading the footer's markup also proves the page has one
 * `<footer>` (exportedMarkup), so no second contentinfo landmark hides in what is left out.
 */
export function sharedParts(template: TemplatePage, checked: readonly TemplatePage[]): string[] {
  const home = localePath(template.locale, '/');
  const homeChecked = checked.some(({ url }) => url === home);
  if (template.url === home || !homeChecked) return [];
  return exportedMarkup(template.url, 'footer') === exportedMarkup(home, 'footer') ? [FOOTER] : [];
}

/**
 * Whether a spec runs axe-core on `template`'s page: each language's home page, whose footer the
 * others leave to it (sharedParts), and every other template in one language, taken in turn by
 * its place in the route table, so that each language is checked on a third of them. A template
 * is the same markup, roles and stylesheet in every language; what its language changes (its
 * words, its lang attributes) is read from every page's HTML in pages.spec.ts, and every page is
 * still opened in the browser in every language. `turn` moves the language along, so that two
 * specs opening the same template check it in different languages.
 */
export function axeChecked(template: TemplatePage, turn = 0): boolean {
  if (isHomePage(template)) return true;
  const place = templateRoutes.findIndex(
    ({ path }) => localePath(template.locale, path) === template.url,
  );
  return locales[(place + turn) % locales.length] === template.locale;
}

/**
 * axe-core (WCAG 2.2 A/AA, unless `axe` is false) on the page at its own width and again at
 * 375 px, where the page must not scroll sideways (longer Devanagari words must not push it),
 * every target outside running text must be a thumb's (target-size.ts), and `atPhoneWidth` may
 * check more; the page's width is restored after. `checkedElsewhere` (sharedParts) is left out
 * of both runs, and must be in the page. Colour contrast is read at 375 px, and at the page's own
 * width too with `contrastAtBothWidths` (contrastAtOwnWidth).
 */
export async function expectAxeAtBothWidthsAndPhoneFit(
  page: Page,
  {
    axe = true,
    atPhoneWidth,
    checkedElsewhere = [],
    contrastAtBothWidths = false,
  }: AxeAtBothWidthsOptions = {},
) {
  for (const selector of checkedElsewhere) await expect(page.locator(selector)).toHaveCount(1);
  if (axe) {
    await expectNoAxeViolations(page, checkedElsewhere, {
      contrast: contrastAtOwnWidth(page, contrastAtBothWidths),
    });
  }
  const viewport = page.viewportSize();
  await page.setViewportSize(PHONE_VIEWPORT);
  try {
    await renderedFrames(page, 2);
    if (axe) await expectNoAxeViolations(page, checkedElsewhere);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${page.url()} scrolls sideways at 375 px`).toBeLessThanOrEqual(
      PHONE_VIEWPORT.width,
    );
    expect(
      await smallTargets(page, checkedElsewhere),
      `${page.url()}: targets under ${MIN_TARGET_PX} × ${MIN_TARGET_PX} px at 375 px`,
    ).toEqual([]);
    await atPhoneWidth?.();
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }
}
