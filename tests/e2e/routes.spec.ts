// Each template of the site in a browser, once per language (its first page; the site's route
// table names the screen of every page, and the screens that are a template filtered to a
// campus): it answers, hydrates, shows its heading, passes axe-core at 1280 and 375 px in the
// language whose turn it is (axeChecked: every home page, each other template in one), does not
// scroll sideways at 375 px, has no target under 24 × 24 px outside running text, and keeps the privacy promise: no cookie, no storage write, no
// request to another host. axe-core reads the footer whole on each language's home page, and
// leaves it out where a page's footer is that same markup (sharedParts).
// What the HTML alone decides is read from every page in pages.spec.ts.
import { localeNames } from '@/lib/i18n/locales';
import { expect } from './fixtures';
import { headingFontFetched } from './heading-font';
import { test } from './privacy';
import {
  axeChecked,
  expectAxeAtBothWidthsAndPhoneFit,
  headingOf,
  sharedParts,
  templatePages,
} from './template-pages';

for (const template of templatePages) {
  const { screen, url, locale } = template;
  const axe = axeChecked(template);
  test(`${localeNames[locale]}: ${screen} (${url}) answers 200, hydrates, shows its heading, ${axe ? 'passes axe-core at 1280 and 375 px, ' : ''}fits 375 px and keeps no data`, async ({
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
    });
    await privacy.expectNothingKept();
  });
}
