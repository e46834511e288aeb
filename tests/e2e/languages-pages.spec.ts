// Marathi and Hindi in a browser, where what the page does differs by language (each template's
// axe-core at 1280 and 375 px, width on a phone and unspaced Devanagari letters, in every
// language: routes.spec.ts; unknown paths under /mr and /hi: unknown-paths.spec.ts; every page's
// HTML: pages.spec.ts): the language switcher as the site moves, the visit form's request, the
// search, and the Devanagari heading font.
import { languageLabelsIn, navigationIn, pageMetaIn, siteIn } from '@/lib/site/site';
import { searchWordsIn } from '@/lib/search/search-words';
import { tcVerificationPageIn } from '@/lib/transfer-certificates/tc-words';
import { visitIn } from '@/lib/visit/visit';
import { campusesIn } from '@/lib/campuses/campuses';
import { privacyNoticeIn } from '@/lib/trust/trust';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { localeNames, localePath, locales } from '@/lib/i18n/locales';
import { campusPath, routes } from '@/lib/routes/routes';
import { LANGUAGE_NAMES_FAMILY } from '@/lib/devanagari-font';
import { EXPORT_DIR } from './exported-html';
import { expect, test, waitForHydration } from './fixtures';
import {
  devanagariFaceFiles,
  faceLoaded,
  fontFaceFiles,
  HEADING_DEVANAGARI_FAMILY,
  headingDrawnIn,
  headingFontFetched,
} from './heading-font';
import { fakeEmailService, fillForm, inAWeek, openModalIn, VALUES } from './visit-helpers';

test.describe('the language switcher', () => {
  const switcher = (page: Page, label: string) =>
    page.getByRole('list', { name: label }).filter({ visible: true });

  test('leads to the same page in each language, also after moving inside the site', async ({
    page,
  }) => {
    await page.goto('/mr/admissions');
    await switcher(page, languageLabelsIn('mr').switcher)
      .getByRole('link', { name: localeNames.hi })
      .click();
    await expect(page).toHaveURL('/hi/admissions');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await waitForHydration(page);
    // A page reached inside the site links to itself in the other languages.
    await page
      .getByRole('navigation', { name: navigationIn('hi').navLabels.navigation })
      .getByRole('link', {
        name: navigationIn('hi').mainNav.find((item) => item.path === '/hi/about')!.label,
      })
      .first()
      .click();
    await expect(page).toHaveURL('/hi/about');
    await expect(
      switcher(page, languageLabelsIn('hi').switcher).getByRole('link', { name: 'English' }),
    ).toHaveAttribute('href', '/about');
  });

  test('is in the header on a phone, in every language, without opening the menu @mobile', async ({
    page,
  }) => {
    for (const locale of locales) {
      await page.goto(localePath(locale, campusPath('city')));
      const languages = switcher(page, languageLabelsIn(locale).switcher);
      await expect(languages).toBeInViewport();
      await expect(page.locator('header').filter({ has: languages })).toHaveCount(1);
      for (const other of locales)
        await expect(languages.getByRole('link', { name: localeNames[other] })).toBeInViewport();
      await expect(languages.getByRole('link', { name: localeNames[locale] })).toHaveAttribute(
        'aria-current',
        'true',
      );
    }
    // The phone menu is closed all along; a language is one tap away.
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await switcher(page, languageLabelsIn('hi').switcher)
      .getByRole('link', { name: localeNames.mr })
      .click();
    await expect(page).toHaveURL('/mr/campuses/city');
  });
});

test('the visit form in Marathi: its words, and a request naming the campus and the language', async ({
  page,
}) => {
  const visit = visitIn('mr');
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
    campus: campusesIn('en').find((campus) => campus.campusId === 'airport')!.name,
    to_email: siteIn('en').schoolInbox,
    language: 'Marathi (मराठी)',
    notice_version: privacyNoticeIn('mr').lastUpdated,
  });
});

test('search in each translated language finds its own pages only: "प्रवेश" the Marathi admissions page, and in Hindi the annual reports, never the unlisted TC page, and the fees and admissions pages by parents’ words ("फीस", "दाखिला")', async ({
  page,
}) => {
  await test.step('Marathi', async () => {
    const { searchLabels } = searchWordsIn('mr');
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
  await test.step('Hindi', async () => {
    const { searchLabels } = searchWordsIn('hi');
    const pageMeta = pageMetaIn('hi');
    const tcVerificationPage = tcVerificationPageIn('hi');
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
    await expect(
      results.locator(`a[href="${localePath('hi', routes.tcVerification)}"]`),
    ).toHaveCount(0);
    // Parents' words the pages do not write, found by their synonyms (the Search words' "Words
    // that mean the same"): 'फीस' the fees page (शुल्क), 'दाखिला' the admissions page (प्रवेश).
    for (const [word, route] of [
      ['फीस', routes.fees],
      ['दाखिला', routes.admissions],
    ] as const) {
      await field.fill(word);
      await expect(results.locator(`a[href="${localePath('hi', route)}"]`).first()).toBeVisible();
    }
  });
});

test("an English page fetches no Devanagari font but the language names' own few KB; a Marathi page fetches the heading font after load, from the one file of the site's bold Devanagari face, and the next page draws its headings in it", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) requested.push(new URL(request.url()).pathname);
  });
  await page.goto('/about', { waitUntil: 'load' });
  await headingFontFetched(page);
  // This machine has no Devanagari font of its own: the language names, the English page's only
  // Devanagari, are drawn from their own face's file, cut to them; no other Devanagari file comes.
  const names = await fontFaceFiles(page, LANGUAGE_NAMES_FAMILY);
  expect(names).toHaveLength(1);
  await expect.poll(() => faceLoaded(page, LANGUAGE_NAMES_FAMILY)).toBe(true);
  expect(readFileSync(path.join(EXPORT_DIR, names[0]!)).length).toBeLessThan(8 * 1024);
  const faces = await devanagariFaceFiles(page);
  expect(requested.filter((font) => faces.includes(font))).toEqual([]);
  const fonts = requested.filter((font) => font !== names[0]);
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).not.toMatch(/devanagari/);

  await page.goto('/mr/about', { waitUntil: 'load' });
  await headingFontFetched(page);
  // The headings' Devanagari letters come from the file of the site's own bold Devanagari face:
  // a device without a Devanagari font fetches it once, whichever asks first.
  const headingDevanagari = await fontFaceFiles(page, HEADING_DEVANAGARI_FAMILY);
  expect(headingDevanagari).toHaveLength(1);
  expect(faces).toContain(headingDevanagari[0]);
  await expect.poll(() => faceLoaded(page, HEADING_DEVANAGARI_FAMILY)).toBe(true);
  // No font's bytes are fetched under two names.
  const files = [...new Set(requested)];
  const contents = files.map((font) =>
    readFileSync(path.join(EXPORT_DIR, font)).toString('base64'),
  );
  expect(new Set(contents).size, files.join(', ')).toBe(files.length);
  await page
    .locator(`footer a[href="${localePath('mr', routes.privacy)}"]`)
    .first()
    .click();
  await expect(page).toHaveURL('/mr/privacy');
  await expect(page.locator('html')).toHaveClass(/\bheading-font\b/);
  expect(await headingDrawnIn(page)).toContainEqual(expect.stringMatching(/^Mukta/));
});

test('Devanagari reads on a computer with no Devanagari font (this one): every element of Devanagari text on the home page in each language, the language names included, is drawn in a Devanagari font, at 375 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  /** Each visible element with Devanagari text of its own that no Devanagari font drew. */
  const drawnAsBoxes = async () => {
    const count = await page.evaluate(() => {
      let index = 0;
      for (const element of document.querySelectorAll('body *')) {
        element.removeAttribute('data-devanagari');
        const own = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? '')
          .join('');
        if (/\p{Script=Devanagari}/u.test(own) && element.checkVisibility())
          element.setAttribute('data-devanagari', String(index++));
      }
      return index;
    });
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    const boxes: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const selector = `[data-devanagari="${index}"]`;
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      if (!fonts.some((font) => DEVANAGARI_FONTS.test(font.familyName)))
        boxes.push(await page.locator(selector).innerText());
    }
    return { count, boxes };
  };
  for (const locale of locales) {
    await page.goto(localePath(locale, routes.home), { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(drawnAsBoxes).toEqual({ count: expect.any(Number), boxes: [] });
    expect((await drawnAsBoxes()).count).toBeGreaterThan(locale === 'en' ? 1 : 100);
  }
  await cdp.detach();
});

/** The site's own Devanagari file (Mukta), or a device's Devanagari font by its family name. */
const DEVANAGARI_FONTS =
  /^(Mukta|Noto Sans Devanagari( UI)?|Nirmala UI|Kohinoor Devanagari|Devanagari Sangam MN|Mangal)$/;
