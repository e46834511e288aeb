// What a parent on a phone gets on the first screen (375 × 812), in each language: the home page
// says what the school is and where (its city, with the name families still search for), with
// one tap to call or WhatsApp a campus, ask for a visit and apply; the reach bar at the foot of
// every phone page (components/contact/ReachBar.tsx) keeps those within reach once the page
// scrolls, without covering the first screen, the foot of the page or the keyboard. /contact is checked in contact.spec.ts; the languages in the header in
// languages-pages.spec.ts.
import type { Locator, Page } from '@playwright/test';
import { campusContactsIn } from '@/lib/campuses/campuses';
import { contactWordsIn } from '@/lib/contact/contact';
import { telHref } from '@/lib/contact-fields';
import { localePath, locales } from '@/lib/i18n/locales';
import { campusPath, routes } from '@/lib/routes/routes';
import { siteIn } from '@/lib/site/site';
import { visitIn } from '@/lib/visit/visit';
import { expect, test } from './fixtures';

const FIRST_SCREEN = { width: 375, height: 812 };

/** The reach bar, by its name in `locale`. */
const reachBar = (page: Page, locale: (typeof locales)[number]) =>
  page.getByRole('navigation', { name: contactWordsIn(locale).reachBar.label });

/** Wholly on the first screen: not below it, not hidden. */
async function expectOnFirstScreen(target: Locator, what: string) {
  await expect(target, what).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.y, what).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, what).toBeLessThanOrEqual(FIRST_SCREEN.height);
}

test.use({ viewport: FIRST_SCREEN });

for (const locale of locales) {
  test(`${locale}: the first screen of the home page says where the school is and holds a call link, a WhatsApp link, the visit control and Apply`, async ({
    page,
  }) => {
    const site = siteIn(locale);
    await page.goto(localePath(locale, routes.home));
    // The city, with its former name, as the title and the JSON-LD give it too.
    const city = page.locator('main').getByText(site.city).first();
    await expectOnFirstScreen(city, 'the city');
    await expect(page).toHaveTitle(site.homeTitle);
    expect(site.homeTitle).toContain(site.city);
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd!)['@graph'][0].areaServed).toMatchObject({
      '@type': 'City',
      name: site.cityName,
      alternateName: site.cityFormerName,
    });
    await expectOnFirstScreen(page.locator('main a[href^="tel:"]').first(), 'a call link');
    await expectOnFirstScreen(
      page.locator('main a[href^="https://wa.me/"]').first(),
      'a WhatsApp link',
    );
    const main = page.locator('main');
    await expectOnFirstScreen(
      main.getByRole('link', { name: visitIn(locale).openLabel }).first(),
      'the visit control',
    );
    await expectOnFirstScreen(main.locator(`a[href="${site.admissionFormUrl}"]`).first(), 'Apply');
    // The reach bar comes up once the page scrolls: on arrival it covers none of this.
    await expect(reachBar(page, locale)).toBeHidden();
    // The disclosure CBSE asks for stays on the home page, under the hero.
    const hero = page.getByRole('heading', { level: 1 });
    const disclosure = page.locator('main a[href*="/mandatory-disclosure"]').first();
    expect((await disclosure.boundingBox())!.y).toBeGreaterThan((await hero.boundingBox())!.y);
  });
}

test('the reach bar: a campus page calls and messages that campus; elsewhere Call lists every campus; it hides while a field is focused and never covers the foot of the page', async ({
  page,
}) => {
  const { reachBar: words } = contactWordsIn('en');
  const contacts = campusContactsIn('en');
  const city = contacts.find((contact) => contact.campusId === 'city')!;

  await page.goto(campusPath('city'));
  const bar = reachBar(page, 'en');
  // It comes up once the page has scrolled a little.
  await expect(bar).toBeHidden();
  await page.mouse.wheel(0, 300);
  await expect(bar).toBeInViewport();
  await expect(bar.locator(`a[href="${telHref(city.phones.primary)}"]`)).toBeVisible();
  await expect(bar.locator(`a[href="${city.whatsapp!.value}"]`)).toBeVisible();

  await page.goto(routes.about);
  await page.mouse.wheel(0, 300);
  await expect(bar).toBeInViewport();
  await expect(bar.locator('a[href^="tel:"]').first()).toBeHidden();
  await bar.locator('summary').filter({ hasText: words.call }).click();
  for (const contact of contacts) {
    const link = bar.locator(`a[href="${telHref(contact.phones.primary)}"]`).first();
    await expect(link).toBeInViewport();
  }
  // A tap on WhatsApp closes the list of numbers and opens the campuses' WhatsApp links.
  await bar.locator('summary').filter({ hasText: words.whatsapp }).click();
  await expect(bar.locator('a[href^="tel:"]').first()).toBeHidden();
  await expect(bar.locator('a[href^="https://wa.me/"]').first()).toBeInViewport();

  // The keyboard is up while a field is focused: the bar gives it the screen.
  const field = page.locator('footer input').first();
  await field.focus();
  await expect(bar).toBeHidden();
  await field.blur();
  await expect(bar).toBeVisible();

  // At the end of the page the bar sits above the footer, covering none of it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = (await page.locator('footer').boundingBox())!;
  const sticky = (await bar.boundingBox())!;
  expect(sticky.y + sticky.height).toBeLessThanOrEqual(footer.y + 1);
});
