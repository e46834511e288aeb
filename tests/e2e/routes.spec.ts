// Each template of the site in a browser, once per language (its first page; the site's route
// table names the screen of every page, and the screens that are a template filtered to a
// campus): it answers, hydrates, shows its heading, passes axe-core at 1280 and 375 px in the
// language whose turn it is (axeChecked: every home page, each other template in one), does not
// scroll sideways at 375 px, has no target under 24 × 24 px outside running text, spaces out no
// Devanagari letter (Marathi and Hindi words, and the language names on English pages), and
// keeps the privacy promise: no cookie, no storage write, no request to another host. axe-core
// reads the footer whole on each language's home page, and leaves it out where a page's footer is
// that same markup (sharedParts). What the HTML alone decides is read from every page in
// pages.spec.ts.
import type { Page } from '@playwright/test';
import { localeNames } from '@/lib/i18n/locales';
import { expect } from './fixtures';
import { headingFontFetched } from './heading-font';
import { test } from './privacy';
import {
  axeChecked,
  expectAxeAtBothWidthsAndPhoneFit,
  isHomePage,
  headingOf,
  sharedParts,
  templatePages,
} from './template-pages';

/**
 * Each element of the page with Devanagari text of its own that is spaced out or drawn tighter,
 * as 'its text: its letter-spacing': spacing breaks a conjunct apart.
 */
const spacedDevanagari = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')].flatMap((element) => {
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('');
      if (!/\p{Script=Devanagari}/u.test(own)) return [];
      const spacing = getComputedStyle(element).letterSpacing;
      return spacing === 'normal' || spacing === '0px' ? [] : [`${own.trim()}: ${spacing}`];
    }),
  );

for (const template of templatePages) {
  const { screen, url, locale } = template;
  const axe = axeChecked(template);
  test(`${localeNames[locale]}: ${screen} (${url}) answers 200, hydrates, shows its heading, ${axe ? 'passes axe-core at 1280 and 375 px, ' : ''}fits 375 px with no Devanagari letter spaced out and keeps no data`, async ({
    reusedPage: page,
    watchPrivacy,
  }) => {
    const privacy = await watchPrivacy(page);
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    // Loaded and hydrated (`goto` waits for React), and its last deferred work done: the heading
    // font fetched. (Checked now: a later restyle, the resize below, makes the face anew.)
    await headingFontFetched(page);
    await expect(page).toHaveURL(url);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(headingOf(template));
    await expect(heading).toBeVisible();
    await expectAxeAtBothWidthsAndPhoneFit(page, {
      axe,
      checkedElsewhere: sharedParts(template, templatePages),
      // The header's wide-screen parts, on each language's home page.
      contrastAtBothWidths: isHomePage(template),
      atPhoneWidth: async () => expect(await spacedDevanagari(page), url).toEqual([]),
    });
    await privacy.expectNothingKept();
  });
}
