// The export with JavaScript off (the nojs-desktop and nojs-mobile projects): every page is
// complete as HTML and CSS, every link and document works, and no control is shown that needs
// JavaScript to do anything. What the HTML holds without any script is read from the export
// (pages.spec.ts, prerendered.spec.ts, footer.spec.ts, unknown-paths.spec.ts); here a browser
// checks what shows, what works, and axe-core.
import { calendarWords, contactWords, navigationWords } from '@/content/words-collections';
import { campusContactsIn, campusFilterLabelsIn } from '@/lib/campuses/campuses';
import { contactWordsIn } from '@/lib/contact/contact';
import { languageLabelsIn, siteIn } from '@/lib/site/site';

const site = siteIn('en');
import { homeIn } from '@/lib/home/home';
import { tcVerificationPageIn } from '@/lib/transfer-certificates/tc-words';
import { childSafetyWordsIn } from '@/lib/trust/trust';
import { feesWordsIn } from '@/lib/fees/fees';
import type { Page } from '@playwright/test';
import { eventDateText } from '@/lib/calendar/calendar';
import { feeYearCampusesIn } from '@/lib/fees/fee-year';
import { campusTotalsCaption } from '@/lib/fees/fee-year-tables';
import { DEFAULT_LOCALE, localeNames, localePath, type Locale } from '@/lib/i18n/locales';
import { fillTemplate } from '@/lib/template';
import { calendarCampusPath, feesCampusId, routes } from '@/lib/routes/routes';
import { expect, expectNoAxeViolations, isMobile, PHONE_VIEWPORT, test } from './fixtures';
import { expectHelplinesShown, expectHelplinesShownInEveryLanguage } from './helplines';
import { everyDevanagariFaceFile } from './heading-font';
import { expectNoButtonThatDoesNothing } from './no-javascript-helpers';
import { expectedAlts, pageImages, viewerPages } from './disclosure-page-images';
import {
  axeChecked,
  expectAxeAtBothWidthsAndPhoneFit,
  isHomePage,
  headingOf,
  sharedParts,
  templatePagesWithControls,
} from './template-pages';
import { schoolEventsIn } from '@/lib/calendar/school-events';
import type { ScreenName } from '@/lib/routes/site-routes';
import { pageWordsIn } from '@/lib/i18n/words';

const { calendarLabels } = pageWordsIn(calendarWords, 'en');
const { mainNav, moreNav, navLabels } = pageWordsIn(navigationWords, 'en');
const { contactAlternatives } = pageWordsIn(contactWords, 'en');

/** The campus filters' choices in English: every campus, then each campus by its short name. */
const campusFilterLabels = campusFilterLabelsIn('en');

const DEVANAGARI = /[\u0900-\u097F]/;

/** The footer's helplines (their names and numbers: footer.spec.ts, every page): all shown. */
const expectFooterHelplinesShown = (page: Page, locale: Locale) =>
  expectHelplinesShown(
    page.getByRole('contentinfo').getByRole('region', {
      name: childSafetyWordsIn(locale).helplines.footerHeading,
      exact: true,
    }),
    locale,
  );

/** The footer without scripts: no form, its note and the school's e-mail instead; the helplines. */
async function expectFooterWithoutScripts(page: Page, locale: Locale) {
  const { contactAlternatives } = contactWordsIn(locale);
  const site = siteIn(locale);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('form')).toBeHidden();
  await expect(footer.getByText(contactAlternatives.noScriptFormNote)).toBeVisible();
  await expect(
    footer.getByRole('link', { name: site.schoolInbox }).filter({ visible: true }),
  ).toHaveAttribute('href', `mailto:${site.schoolInbox}`);
  await expectFooterHelplinesShown(page, locale);
}

/** Each campus's totals on /fees in `locale` are shown (their amounts: prerendered.spec.ts). */
async function expectFeeTablesShown(page: Page, locale: Locale) {
  const words = feesWordsIn(locale).feeYear;
  const captions = feeYearCampusesIn(locale).map((campus) => campusTotalsCaption(campus, words));
  const shown = await page
    .getByRole('main')
    .locator('table')
    .evaluateAll((tables) =>
      tables
        .filter((table) => table.checkVisibility())
        .map((table) =>
          (table.querySelector('caption')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
        ),
    );
  expect(shown).toEqual(expect.arrayContaining(captions));
}

/**
 * What a screen shows without scripts beyond its heading and text, checked where its page is
 * open anyway: `shown` before axe-core (nothing clicked yet), `atPhoneWidth` at 375 px, `used`
 * after (it may open, follow or go back).
 */
const screenChecks: Partial<
  Record<
    ScreenName,
    {
      shown?: (page: Page, locale: Locale) => Promise<void>;
      atPhoneWidth?: (page: Page, locale: Locale) => Promise<void>;
      used?: (page: Page, locale: Locale) => Promise<void>;
    }
  >
> = {
  AboutScreen: {
    // The footer, the same on every page (its content: footer.spec.ts): phones and e-mail in
    // place of its form, and the helplines, at 1280 and 375 px.
    shown: expectFooterWithoutScripts,
    atPhoneWidth: expectFooterHelplinesShown,
  },
  HomeScreen: {
    // The next three dates of the calendar, with nothing to hide the others.
    shown: async (page, locale) => {
      const home = homeIn(locale);
      const dates = page.getByRole('region', { name: home.comingUp.eventsHeading });
      await expect(dates.getByRole('listitem')).toHaveCount(3);
    },
  },
  TcVerificationScreen: {
    // No form, but the school office's phones and e-mail.
    shown: async (page, locale) => {
      const tcVerificationPage = tcVerificationPageIn(locale);
      const site = siteIn(locale);
      const main = page.getByRole('main');
      // The form is in the page, not shown: nothing on the page needs JavaScript to answer.
      await expect(main.locator('form')).toHaveCount(1);
      await expect(main.locator('form')).toBeHidden();
      await expect(main.getByText(tcVerificationPage.noScript)).toBeVisible();
      // How a certificate without a code, or any other, is verified: by the school office.
      await expect(main.getByText(tcVerificationPage.contact)).toBeVisible();
      for (const contact of campusContactsIn(locale)) {
        await expect(
          main.getByRole('link', { name: contact.phones.primary }).first(),
        ).toBeVisible();
      }
      await expect(main.getByRole('link', { name: site.schoolInbox })).toBeVisible();
    },
  },
  FeesScreen: {
    // A table of the year's totals per campus (their amounts: prerendered.spec.ts), at 1280 and
    // 375 px, and no calculator.
    shown: async (page, locale) => {
      const words = feesWordsIn(locale).feeYear;
      await expect(page.getByRole('heading', { name: words.calculator.heading })).toBeHidden();
      await expect(page.getByText(words.buyAnywhere)).toBeVisible();
      await expectFeeTablesShown(page, locale);
    },
    atPhoneWidth: expectFeeTablesShown,
    // A group's year, part by part, and its books and uniform list open without scripts.
    used: async (page, locale) => {
      const words = feesWordsIn(locale).feeYear;
      const [campus] = feeYearCampusesIn(locale);
      const group = campus!.classGroups[0]!;
      await page
        .locator(`#${feesCampusId(campus!.id)}`)
        .getByText(fillTemplate(words.partsSummary, { classes: group.classes }))
        .click();
      const year = page.getByRole('table', {
        name: fillTemplate(words.tableCaption, {
          classes: group.classes,
          campus: campus!.name,
          year: group.year,
        }),
      });
      await expect(year.getByRole('rowheader', { name: words.parts.totalNew })).toBeVisible();
      const books = page.getByRole('table', {
        name: fillTemplate(words.booksListCaption, {
          classes: group.classes,
          campus: campus!.name,
        }),
      });
      await expect(books.locator('tbody th')).toHaveText([
        ...group.books.items.map((item) => item.name),
        words.parts.booksUniform,
      ]);
    },
  },
  CalendarScreen: {
    // The campus filter is links, every date to come shows with its day, and the dates already
    // over open in place (the English dates: eventDateText).
    used: async (page, locale) => {
      if (locale !== DEFAULT_LOCALE) return;
      const filter = page.getByRole('navigation', { name: calendarLabels.filter });
      const items = page.getByRole('main').locator('li[data-last-day]');
      expect(await items.count()).toBeGreaterThan(0);
      for (const item of await items.all()) {
        const id = (await item.getAttribute('id'))!.replace(/^event-/, '');
        await expect(item).toBeVisible();
        await expect(item).toContainText(
          eventDateText(schoolEventsIn('en').find((e) => e.id === id)!),
        );
      }
      const earlier = page.getByRole('main').locator('details');
      await earlier.getByText(calendarLabels.past).click();
      await expect(earlier.locator('li').first()).toBeVisible();
      await filter.getByRole('link', { name: campusFilterLabels.airport }).click();
      await expect(page).toHaveURL(calendarCampusPath('airport'));
      await expect(filter.locator('[aria-current="page"]')).toHaveText(campusFilterLabels.airport);
      await page.goBack();
      await expect(page).toHaveURL(routes.calendar);
      await expect(filter.locator('[aria-current="page"]')).toHaveText(campusFilterLabels.all);
    },
  },
};

// Each screen with controls of its own (a button, a disclosure, a form field in its content,
// read from its HTML) once per language without scripts: its heading and text, headings in the
// metric-matched fallback with no font fetched, axe-core at 1280 and 375 px in the language whose
// turn it is (axeChecked: another than routes.spec.ts's), no sideways scroll at 375 px, no button
// that does nothing, and what the screen itself shows (screenChecks; the footer with About). A
// screen without controls shows without scripts what its HTML holds, which pages.spec.ts reads in
// every language.
const withControls = templatePagesWithControls();
for (const template of withControls) {
  const { screen, url, locale } = template;
  // In the language after the one routes.spec.ts checks with scripts.
  const axe = axeChecked(template, 1);
  test(`${localeNames[locale]}: ${screen} (${url}): heading and content, no font fetched, ${axe ? 'axe-core at 1280 and 375 px, ' : 'fits 375 px, '}no button that does nothing`, async ({
    reusedPage: page,
  }) => {
    const fonts: string[] = [];
    const onRequest = (request: import('@playwright/test').Request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    };
    page.on('request', onRequest);
    try {
      const checks = screenChecks[screen] ?? {};
      const response = await page.goto(url, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(headingOf(template));
      await expect(heading).toBeVisible();
      const main = await page.getByRole('main').innerText();
      expect(main.length).toBeGreaterThan(100);
      if (locale !== DEFAULT_LOCALE) expect(main).toMatch(DEVANAGARI);
      // Headings keep the metric-matched fallback: the brand font's class needs a script.
      const family = await heading.evaluate((h1) => getComputedStyle(h1).fontFamily);
      expect(family).toMatch(/^"?headingFont Fallback"?/);
      await checks.shown?.(page, locale);
      await expectAxeAtBothWidthsAndPhoneFit(page, {
        axe,
        atPhoneWidth: async () => {
          await checks.atPhoneWidth?.(page, locale);
        },
        checkedElsewhere: sharedParts(template, withControls),
        // The header's wide-screen parts, on each language's home page.
        contrastAtBothWidths: isHomePage(template),
      });
      await expectNoButtonThatDoesNothing(page, url);
      // Only the site's Devanagari faces and the language names', on a machine with no
      // Devanagari font of its own.
      const faces = await everyDevanagariFaceFile(page);
      expect(
        fonts.filter((font) => !faces.includes(new URL(font).pathname)),
        'fonts fetched without JavaScript',
      ).toEqual([]);
      await checks.used?.(page, locale);
    } finally {
      page.off('request', onRequest);
    }
  });
}

// Every destination of the menu is reachable from the page without scripts: shown and linked,
// in order for the keyboard; one link of the bar and one of 'More' are followed to their page.
const menuItems = [...mainNav, ...moreNav];

/** Opens the phone menu (a <details>); at 1280 px the links are in the bar. */
async function openPhoneMenu(page: Page, by: 'pointer' | 'keyboard') {
  if (!isMobile(page)) return;
  const summary = page.getByRole('navigation', { name: navLabels.navigation }).locator('summary');
  if (by === 'pointer') return summary.click();
  await summary.focus();
  await page.keyboard.press('Enter');
}

test(
  'the menu shows and links every destination to a pointer',
  { tag: '@both' },
  async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: navLabels.navigation });
    await openPhoneMenu(page, 'pointer');
    for (const item of menuItems) {
      // 'More' opens on hover (CSS) at 1280 px.
      if (!isMobile(page) && moreNav.includes(item)) {
        await nav.getByRole('button', { name: navLabels.more }).hover();
      }
      const link = nav.getByRole('link', { name: item.label, exact: true });
      await expect(link, item.label).toBeVisible();
      await expect(link, item.label).toHaveAttribute('href', item.path);
    }
    await nav.getByRole('link', { name: moreNav[0]!.label, exact: true }).click();
    await expect(page).toHaveURL(moreNav[0]!.path);
    await openPhoneMenu(page, 'pointer');
    await nav.getByRole('link', { name: mainNav[1]!.label, exact: true }).click();
    await expect(page).toHaveURL(mainNav[1]!.path);
  },
);

test(
  'Tab reaches every destination of the menu, in order, visible when focused',
  { tag: '@both' },
  async ({ page }) => {
    await page.goto('/about');
    await openPhoneMenu(page, 'keyboard');
    // Tab through the page, noting each menu link that takes focus and whether it shows.
    const reached: string[] = [];
    const focusedNavLink = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        if (!(focused instanceof HTMLAnchorElement) || !focused.closest('nav')) return null;
        return { label: focused.textContent, visible: focused.checkVisibility() };
      });
    for (let presses = 0; presses < 40 && reached.length < menuItems.length; presses += 1) {
      await page.keyboard.press('Tab');
      const link = await focusedNavLink();
      if (link?.visible && menuItems.some((item) => item.label === link.label)) {
        if (!reached.includes(link.label!)) reached.push(link.label!);
      }
    }
    expect(reached).toEqual(menuItems.map((item) => item.label));
    // The last one reached (in 'More' at 1280 px) has focus: Enter follows it.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(menuItems.at(-1)!.path);
  },
);

for (const viewer of viewerPages) {
  test(`${viewer.path} shows every page of its document as an image`, async ({
    reusedPage: page,
  }) => {
    await page.goto(viewer.path);
    const alts = await expectedAlts(viewer);
    await expect(pageImages(page)).toHaveCount(alts.length);
    for (const [index, alt] of alts.entries()) {
      const image = pageImages(page).nth(index);
      await expect(image).toHaveAttribute('alt', alt);
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await expect(image).toBeInViewport();
    }
    // Beside the links to the PDF itself (each viewer's link and its PDF: prerendered.spec.ts),
    // and nothing pretends to be loading: without JavaScript the viewer cannot draw.
    await expect(page.getByRole('link', { name: /^Open the PDF/ })).toBeVisible();
    await expect(page.getByText('Loading PDF...')).toBeHidden();
  });
}

// The page a static host serves for every unknown path: without scripts it is a page of links,
// the school's contacts and the helplines in every language, at 1280 and 375 px. (Its content as
// HTML: unknown-paths.spec.ts.)
test('an unknown path, served as the not-found page: its links home, the phones, the e-mail, the main pages and the helplines in every language show, at 1280 and 375 px; axe-core', async ({
  page,
  pageGuard,
}) => {
  pageGuard.allow(/404/);
  const response = await page.goto('/visit-us');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
  const contact = main.getByRole('region', { name: contactAlternatives.heading, exact: true });
  await expect(contact.getByRole('link', { name: site.schoolInbox })).toBeVisible();
  for (const campus of campusContactsIn('en')) {
    await expect(contact.getByRole('link', { name: campus.phones.primary }).first()).toBeVisible();
  }
  for (const item of [...mainNav, ...moreNav]) {
    await expect(main.getByRole('link', { name: item.label, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  for (const viewport of [page.viewportSize()!, PHONE_VIEWPORT]) {
    await page.setViewportSize(viewport);
    await expectHelplinesShownInEveryLanguage(page);
    await expectFooterHelplinesShown(page, DEFAULT_LOCALE);
  }
});

test('the language switcher is plain links, in the header at both widths @both', async ({
  page,
}) => {
  const languageLabels = languageLabelsIn('mr');
  await page.goto(localePath('mr', routes.admissions));
  // At 375 px it is the row under the bar, the phone menu closed.
  await page
    .getByRole('list', { name: languageLabels.switcher })
    .filter({ visible: true })
    .getByRole('link', { name: localeNames.hi })
    .click();
  await expect(page).toHaveURL(localePath('hi', routes.admissions));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
});
