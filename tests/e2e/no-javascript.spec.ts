// The export with JavaScript off (the nojs-desktop and nojs-mobile projects): every page is
// complete as HTML and CSS, every link and document works, and no control is shown that needs
// JavaScript to do anything.
import type { Page } from '@playwright/test';
import { calendarLabels } from '@/content/calendar';
import { feeYear } from '@/content/fees';
import { contactAlternatives } from '@/content/contact';
import { disclosureCampuses, disclosureFile } from '@/content/disclosure';
import { mainNav, moreNav, navLabels } from '@/content/navigation';
import { site } from '@/content/site';
import { campusContacts } from '@/lib/i18n/collections';
import { home } from '@/content/home';
import { campusFilterLabels } from '@/content/campuses';
import { tcVerificationPage } from '@/content/transfer-certificates';
import { eventDateText } from '@/lib/calendar/calendar';
import { yearParts, yearTotal } from '@/lib/fees/cost';
import { feeYearCampusesIn } from '@/lib/fees/fee-year';
import { formatRupees } from '@/lib/fees/rupees';
import { localePath, locales } from '@/lib/i18n/locales';
import { fillTemplate } from '@/lib/template';
import {
  calendarCampusPath,
  disclosureViewerPath,
  feesCampusId,
  routes,
} from '@/lib/routes/routes';
import {
  expect,
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths,
  isMobile,
  test,
} from './fixtures';
import { expectHelplineLinks, expectHelplinesInEveryLanguage, helplinesIn } from './helplines';
import { expectNoButtonThatDoesNothing } from './no-javascript-helpers';
import { expectedAlts, pageImages, viewerPages } from './page-images';
import { hasOwnControls, templateRoutes } from './site';
import { schoolEvents } from '@/lib/i18n/collections';

// Each screen with controls of its own (a button, a disclosure, a form field in its content,
// read from its HTML) once without scripts: its heading, axe-core at 1280 and 375 px, and no
// button that does nothing. Every page's heading and main text as HTML are read in
// pages.spec.ts; a screen without controls shows without scripts what its HTML holds.
for (const { path, heading, screen } of templateRoutes.filter(({ path }) => hasOwnControls(path))) {
  test(`${screen} (${path}): heading and content, axe-core at 1280 and 375 px, and no button that does nothing`, async ({
    reusedPage: page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(100);
    await expectNoAxeViolationsAtBothWidths(page);
    await expectNoButtonThatDoesNothing(page, path);
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

for (const campus of disclosureCampuses) {
  test(`the ${campus.name} viewer links its PDF, which answers as a PDF`, async ({
    page,
    request,
  }) => {
    await page.goto(disclosureViewerPath(campus.id));
    const link = page.getByRole('link', { name: /^Open the PDF \(\d+(\.\d)? [KM]?B\)$/ });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', disclosureFile(campus.id)!);
    const pdf = await request.get((await link.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    // Nothing pretends to be loading: without JavaScript the viewer cannot draw.
    await expect(page.getByText('Loading PDF...')).toBeHidden();
  });
}

for (const viewer of viewerPages) {
  test(`${viewer.path} shows every page of its document as an image`, async ({ page }) => {
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
    // Beside the links to the PDF itself.
    await expect(page.getByRole('link', { name: /^Open the PDF/ })).toBeVisible();
  });
}

test('/contact, served as the not-found page, offers the phones, the e-mail and the main pages', async ({
  page,
  pageGuard,
}) => {
  pageGuard.allow(/404/);
  const response = await page.goto('/contact');
  expect(response?.status()).toBe(404);
  const contact = page
    .getByRole('main')
    .getByRole('region', { name: contactAlternatives.heading, exact: true });
  await expect(contact.getByRole('link', { name: site.schoolInbox })).toHaveAttribute(
    'href',
    `mailto:${site.schoolInbox}`,
  );
  for (const campus of campusContacts) {
    await expect(contact).toContainText(campus.address);
    await expect(
      contact.getByRole('link', { name: campus.phones.primary }).first(),
    ).toHaveAttribute('href', `tel:${campus.phones.primary.replace(/\s/g, '')}`);
  }
  for (const item of [...mainNav, ...moreNav]) {
    await expect(
      page.getByRole('main').getByRole('link', { name: item.label, exact: true }),
    ).toHaveAttribute('href', item.path);
  }
  await expectNoAxeViolations(page);
});

test('the helplines are tel: links without JavaScript: on /child-safety and in the footer, in each language @both', async ({
  page,
}) => {
  for (const locale of locales) {
    const helplines = helplinesIn(locale);
    await page.goto(localePath(locale, routes.childSafety));
    await expectHelplineLinks(
      page.getByRole('main').getByRole('region', { name: helplines.heading, exact: true }),
      locale,
    );
    await page.goto(localePath(locale, routes.about));
    await expectHelplineLinks(
      page
        .getByRole('contentinfo')
        .getByRole('region', { name: helplines.footerHeading, exact: true }),
      locale,
    );
  }
});

test('the 404 page gives the helplines in English, Marathi and Hindi without JavaScript', async ({
  page,
  pageGuard,
}) => {
  pageGuard.allow(/404/);
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expectHelplinesInEveryLanguage(page);
  await expectHelplineLinks(
    page
      .getByRole('contentinfo')
      .getByRole('region', { name: helplinesIn('en').footerHeading, exact: true }),
    'en',
  );
  await expectNoAxeViolations(page);
});

test('the footer offers the phones and e-mail in place of its form', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('form')).toBeHidden();
  await expect(footer.getByText(contactAlternatives.noScriptFormNote)).toBeVisible();
  await expect(
    footer.getByRole('link', { name: site.schoolInbox }).filter({ visible: true }),
  ).toHaveAttribute('href', `mailto:${site.schoolInbox}`);
});

test('headings keep the metric-matched fallback and the brand font is never fetched', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto('/', { waitUntil: 'load' });
  const family = await page.locator('h1').evaluate((h1) => getComputedStyle(h1).fontFamily);
  expect(family).toMatch(/^"?headingFont Fallback"?/);
  expect(fonts).toEqual([]);
});

test('the calendar: the campus filter is links, and every date to come shows with its day', async ({
  page,
}) => {
  await page.goto(routes.calendar);
  const filter = page.getByRole('navigation', { name: calendarLabels.filter });
  await filter.getByRole('link', { name: campusFilterLabels.airport }).click();
  await expect(page).toHaveURL(calendarCampusPath('airport'));
  await expect(filter.locator('[aria-current="page"]')).toHaveText(campusFilterLabels.airport);
  // Nothing hides a date without scripts: each one listed as coming up shows, with its day.
  const items = page.getByRole('main').locator('li[data-last-day]');
  expect(await items.count()).toBeGreaterThan(0);
  for (const item of await items.all()) {
    const id = (await item.getAttribute('id'))!.replace(/^event-/, '');
    await expect(item).toBeVisible();
    await expect(item).toContainText(eventDateText(schoolEvents.find((e) => e.id === id)!));
  }
  // The dates already over open in place.
  const earlier = page.getByRole('main').locator('details');
  await earlier.getByText(calendarLabels.past).click();
  await expect(earlier.locator('li').first()).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(routes.calendar);
  await expect(filter.locator('[aria-current="page"]')).toHaveText(campusFilterLabels.all);
});

test('Home: the next three dates of the calendar show without JavaScript', async ({ page }) => {
  await page.goto(routes.home);
  const dates = page.getByRole('region', { name: home.comingUp.eventsHeading });
  await expect(dates.getByRole('listitem')).toHaveCount(3);
});

test('TC verification: no form, but the school office’s phones and e-mail', async ({ page }) => {
  await page.goto(routes.tcVerification);
  const main = page.getByRole('main');
  // The form is in the page, not shown: nothing on the page needs JavaScript to answer.
  await expect(main.locator('form')).toHaveCount(1);
  await expect(main.locator('form')).toBeHidden();
  await expect(main.getByText(tcVerificationPage.noScript)).toBeVisible();
  // How a certificate without a code, or any other, is verified: by the school office.
  await expect(main.getByText(tcVerificationPage.contact)).toBeVisible();
  for (const contact of campusContacts) {
    await expect(main.getByRole('link', { name: contact.phones.primary }).first()).toBeVisible();
  }
  await expect(main.getByRole('link', { name: site.schoolInbox })).toBeVisible();
});

test('/fees: a cost-of-a-year table per campus and group of classes, its books list, no calculator, axe at 1280 and 375 px @both', async ({
  page,
}) => {
  await page.goto(routes.fees);
  const words = feeYear;
  await expect(page.getByRole('heading', { name: words.calculator.heading })).toBeHidden();
  await expect(page.getByText(words.buyAnywhere)).toBeVisible();
  for (const campus of feeYearCampusesIn('en')) {
    for (const group of campus.classGroups) {
      const table = page.getByRole('table', {
        name: fillTemplate(words.tableCaption, {
          classes: group.classes,
          campus: campus.name,
          year: campus.year,
        }),
        exact: true,
      });
      await expect(table).toBeVisible();
      await expect(table.locator('tbody tr').nth(5).locator('td')).toHaveText(
        formatRupees(
          yearTotal(
            yearParts({
              fees: group.fees,
              booksUniform: group.books.total,
              transport: 0,
              newPupil: true,
            }),
          ),
        ),
      );
    }
  }
  // The books and uniform list opens without scripts.
  const [campus] = feeYearCampusesIn('en');
  const group = campus!.classGroups[0]!;
  await page
    .locator(`#${feesCampusId(campus!.id)}`)
    .getByText(words.booksListHeading)
    .first()
    .click();
  const books = page.getByRole('table', {
    name: fillTemplate(words.booksListCaption, { classes: group.classes, campus: campus!.name }),
  });
  await expect(books.locator('tbody th')).toHaveText([
    ...group.books.items.map((item) => item.name),
    words.parts.booksUniform,
  ]);
  await expectNoAxeViolationsAtBothWidths(page);
});
