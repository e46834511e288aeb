// /contact without JavaScript, in each language: where 'Schedule a Visit' leads, a page that
// answers 200 with each campus's call links on screen, and passes axe-core at 1280 and 375 px
// (the footer, the same as the home page's, is checked there). What its HTML holds:
// contact.spec.ts.
import { contactWordsIn } from '@/lib/contact/contact';
import { localePath, locales } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes/routes';
import { campusContactsIn } from '@/lib/campuses/campuses';
import { telHref } from '@/lib/contact-fields';
import { expect, test } from './fixtures';
import { expectAxeAtBothWidthsAndPhoneFit } from './template-pages';

for (const locale of locales) {
  test(`${locale}: /contact answers 200, shows each campus's call links and passes axe-core at 1280 and 375 px`, async ({
    page,
  }) => {
    const path = localePath(locale, routes.contact);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      contactWordsIn(locale).contactPage.heading,
    );
    for (const contact of campusContactsIn(locale))
      await expect(
        page.locator(`main a[href="${telHref(contact.phones.primary)}"]`).first(),
      ).toBeVisible();
    await expectAxeAtBothWidthsAndPhoneFit(page, { checkedElsewhere: ['body > footer'] });
  });
}
