// Marathi and Hindi in a browser, once per page template (the request-level checks of every page
// are in languages.spec.ts): axe-core at 1280 and 375 px, no sideways scroll at 375 px, the
// language switcher, unknown paths under /mr and /hi, the visit form, the search (the unlisted
// TC page left out) and the Devanagari heading font.
import type { Page } from '@playwright/test';
import { contentIn } from '@/lib/i18n/content';
import { localeNames, localePath, translatedLocales } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes/routes';
import {
  expect,
  expectNoAxeViolationsAtBothWidths,
  PHONE_VIEWPORT,
  renderedFrames,
  test,
  waitForHydration,
} from './fixtures';
import { headingDrawnIn, headingFontFetched } from './heading-font';
import { templateRoutes } from './site';
import { fakeEmailService, fillForm, inAWeek, openModalIn, VALUES } from './visit-helpers';

for (const locale of translatedLocales) {
  test.describe(localeNames[locale], () => {
    for (const { path } of templateRoutes) {
      const url = localePath(locale, path);
      test(`${url} passes axe-core at 1280 and 375 px and fits a 375 px screen`, async ({
        reusedPage: page,
      }) => {
        expect((await page.goto(url))?.status()).toBe(200);
        await expectNoAxeViolationsAtBothWidths(page);
        // Longer words in Devanagari must not push the page sideways on a phone.
        const viewport = page.viewportSize();
        await page.setViewportSize(PHONE_VIEWPORT);
        try {
          await renderedFrames(page, 2);
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(width, `${url} scrolls sideways at 375 px`).toBeLessThanOrEqual(
            PHONE_VIEWPORT.width,
          );
        } finally {
          if (viewport) await page.setViewportSize(viewport);
        }
      });
    }
  });
}

const MARATHI = contentIn('mr');
const HINDI = contentIn('hi');

test.describe('unknown paths under /mr and /hi', () => {
  test.beforeEach(({ pageGuard }) => {
    // The static server answers unknown paths with 404.html and status 404, by design.
    pageGuard.allow(/HTTP 404/);
    pageGuard.allow(/status of 404/);
  });

  test('an unknown path goes to the home page of its language, a campus to its campus list', async ({
    page,
  }) => {
    await page.goto('/mr/nope');
    await expect(page).toHaveURL('/mr');
    await page.goto('/hi/campuses/mars');
    await expect(page).toHaveURL('/hi/campuses');
    await page.goto('/mr/aurora-social/blog/03');
    await expect(page).toHaveURL('/mr/aurora-social/blog/3');
  });

  test("an unknown post shows 'Blog Post Not Found' in Marathi, with its way back", async ({
    page,
  }) => {
    const { blogNotFound, site } = MARATHI;
    expect((await page.goto('/mr/aurora-social/blog/999'))?.status()).toBe(404);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(blogNotFound.title);
    await expect(page.locator('[data-variant="blog-post-not-found"][lang="mr-IN"]')).toBeVisible();
    await expect(page).toHaveTitle(`${blogNotFound.title} | ${site.name}`);
    await expectNoAxeViolationsAtBothWidths(page);
    await page.getByRole('link', { name: blogNotFound.backLabel }).click();
    await expect(page).toHaveURL('/mr/aurora-social');
  });

  test("an unknown disclosure campus shows 'Campus not found' in Hindi", async ({ page }) => {
    const { disclosurePage, disclosureErrorMessages } = HINDI;
    await page.goto('/hi/mandatory-disclosure/mars/viewer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(disclosurePage.errorTitle);
    await expect(page.getByText(disclosureErrorMessages.campusNotFound)).toBeVisible();
    await page.getByRole('link', { name: disclosurePage.backLabel }).click();
    await expect(page).toHaveURL('/hi/mandatory-disclosure');
  });
});

test.describe('the language switcher', () => {
  const switcher = (page: Page, label: string) =>
    page.getByRole('list', { name: label }).filter({ visible: true });

  test('leads to the same page in each language, also after moving inside the site', async ({
    page,
  }) => {
    await page.goto('/mr/admissions');
    await switcher(page, MARATHI.languageLabels.switcher)
      .getByRole('link', { name: localeNames.hi })
      .click();
    await expect(page).toHaveURL('/hi/admissions');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await waitForHydration(page);
    // A page reached inside the site links to itself in the other languages.
    await page
      .getByRole('navigation', { name: HINDI.navLabels.navigation })
      .getByRole('link', { name: HINDI.mainNav.find((item) => item.path === '/hi/about')!.label })
      .first()
      .click();
    await expect(page).toHaveURL('/hi/about');
    await expect(
      switcher(page, HINDI.languageLabels.switcher).getByRole('link', { name: 'English' }),
    ).toHaveAttribute('href', '/about');
  });

  test('is in the phone menu too @mobile', async ({ page }) => {
    await page.goto('/campuses/city');
    // The phone menu's toggle is a native <summary>.
    await page.locator('summary').filter({ visible: true }).click();
    const languages = switcher(page, contentIn('en').languageLabels.switcher);
    await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await languages.getByRole('link', { name: localeNames.mr }).click();
    await expect(page).toHaveURL('/mr/campuses/city');
  });
});

test('the visit form in Marathi: its words, and a request naming the campus and the language', async ({
  page,
}) => {
  const { visit } = MARATHI;
  const email = await fakeEmailService(page);
  const form = await openModalIn(page, '/mr/campuses/airport', visit);
  // The time slots are shown in Marathi; their values stay the English ones the school reads.
  await expect(form.time.locator(`option[value="${VALUES.time}"]`)).toHaveText(visit.timeSlots[1]!);
  const date = inAWeek();
  await fillForm(form, date);
  await form.submit.click();
  await expect(form.status).toHaveText(visit.successMessage);
  expect(email.bodies).toHaveLength(1);
  expect((email.bodies[0] as { template_params: Record<string, string> }).template_params).toEqual({
    from_name: VALUES.name,
    from_email: VALUES.email,
    phone: VALUES.phone,
    preferred_date: date,
    preferred_time: VALUES.time,
    message: VALUES.message,
    campus: contentIn('en').campuses.find((campus) => campus.campusId === 'airport')!.name,
    to_email: contentIn('en').site.schoolInbox,
    language: 'Marathi (मराठी)',
    notice_version: contentIn('mr').privacyNotice.lastUpdated,
  });
});

test('search in Marathi: "प्रवेश" finds the Marathi admissions page, in Marathi words', async ({
  page,
}) => {
  const { searchLabels } = MARATHI;
  await page.goto('/mr/about');
  await page.getByRole('button', { name: searchLabels.dialogLabel }).click();
  const dialog = page.getByRole('dialog', { name: searchLabels.dialogLabel });
  await dialog.getByRole('searchbox', { name: searchLabels.inputLabel }).fill('प्रवेश');
  const results = dialog.getByRole('list', { name: searchLabels.resultsLabel });
  await expect(results.locator(`a[href="${localePath('mr', routes.admissions)}"]`)).toBeVisible();
  // Only pages in Marathi: no English page is offered.
  const hrefs = await results
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.filter((href) => !href?.startsWith('/mr'))).toEqual([]);
});

test('search in Hindi finds the Hindi annual reports page, never the unlisted TC page', async ({
  page,
}) => {
  const { searchLabels, pageMeta, tcVerificationPage } = HINDI;
  await page.goto('/hi/about');
  await page.getByRole('button', { name: searchLabels.dialogLabel }).click();
  const dialog = page.getByRole('dialog', { name: searchLabels.dialogLabel });
  const field = dialog.getByRole('searchbox', { name: searchLabels.inputLabel });
  const results = dialog.getByRole('list', { name: searchLabels.resultsLabel });
  await field.fill(pageMeta.annualReports.title);
  await expect(
    results.locator(`a[href="${localePath('hi', routes.annualReports)}"]`).first(),
  ).toBeVisible();
  // Words only the TC page has: were it indexed, it would be the first result.
  await field.fill(tcVerificationPage.formHeading);
  await expect(dialog.getByRole('status')).toContainText(tcVerificationPage.formHeading);
  await expect(results.locator(`a[href="${localePath('hi', routes.tcVerification)}"]`)).toHaveCount(
    0,
  );
});

test('a Marathi page fetches the Devanagari heading font after load, and the next page draws its headings in it', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/mr/about', { waitUntil: 'load' });
  await headingFontFetched(page);
  await expect.poll(() => fonts.some((font) => /devanagari/.test(font))).toBe(true);
  await page
    .locator(`footer a[href="${localePath('mr', routes.privacy)}"]`)
    .first()
    .click();
  await expect(page).toHaveURL('/mr/privacy');
  await expect(page.locator('html')).toHaveClass(/\bheading-font\b/);
  expect(await headingDrawnIn(page)).toContainEqual(expect.stringMatching(/^Mukta/));
});

test('an English page never fetches the Devanagari font', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/about', { waitUntil: 'load' });
  await headingFontFetched(page);
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).not.toMatch(/devanagari/);
});
