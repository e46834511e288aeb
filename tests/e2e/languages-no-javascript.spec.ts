// Marathi and Hindi with JavaScript off (the nojs projects), once per page template with controls
// of its own: each page
// complete as HTML and CSS in its language, axe-core at 1280 and 375 px, no control that needs
// JavaScript; the language switcher, the phone menu's too, is plain links.
import { contentIn } from '@/lib/i18n/content';
import { localeNames, localePath, translatedLocales } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes/routes';
import { expect, expectNoAxeViolationsAtBothWidths, isMobile, test } from './fixtures';
import { expectNoButtonThatDoesNothing } from './no-javascript-helpers';
import { hasOwnControls, templateRoutes } from './site';

const DEVANAGARI = /[\u0900-\u097F]/;

for (const locale of translatedLocales) {
  test.describe(localeNames[locale], () => {
    // Each screen whose page has controls of its own (read from its HTML): the others show
    // without scripts what their HTML holds, which pages.spec.ts reads in every language.
    for (const url of templateRoutes
      .map(({ path }) => localePath(locale, path))
      .filter((url) => hasOwnControls(url))) {
      test(`${url}: heading and content, axe-core at 1280 and 375 px, no button that does nothing`, async ({
        reusedPage: page,
      }) => {
        expect((await page.goto(url))?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const main = await page.getByRole('main').innerText();
        expect(main.length).toBeGreaterThan(100);
        expect(main).toMatch(DEVANAGARI);
        await expectNoAxeViolationsAtBothWidths(page);
        await expectNoButtonThatDoesNothing(page, url);
      });
    }
  });
}

test('the language switcher is plain links, in the phone menu too @both', async ({ page }) => {
  const { languageLabels } = contentIn('mr');
  await page.goto(localePath('mr', routes.admissions));
  // At 375 px the switcher is in the phone menu, a <details>.
  if (isMobile(page)) await page.locator('summary').filter({ visible: true }).click();
  await page
    .getByRole('list', { name: languageLabels.switcher })
    .filter({ visible: true })
    .getByRole('link', { name: localeNames.hi })
    .click();
  await expect(page).toHaveURL(localePath('hi', routes.admissions));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
});
