// A path no page was built for: the static server answers with the 404 page, whose inline script
// redirects it (replacing the history entry) or shows 'Blog Post Not Found' or 'Campus not
// found', in English or in the language of the path (lib/routes/unknown-path-script.ts; a unit
// test runs its rule on every kind of path). The page's content, the same for every unknown
// path, is read from its exported HTML; a browser checks what the script does and what shows.
// Without JavaScript: no-javascript.spec.ts.
import { blogWords, contactWords, navigationWords } from '@/content/words-collections';
import { blogWordsIn } from '@/lib/blog/posts';
import { siteIn } from '@/lib/site/site';

const site = siteIn('en');
import { disclosureWordsIn } from '@/lib/disclosure/disclosure';
import { campusContactsIn } from '@/lib/campuses/campuses';
import { exportedPart } from './exported-parts';
import { textOf } from './exported-html';
import { expect, expectNoAxeViolations, expectNoAxeViolationsAtBothWidths, test } from './fixtures';
import {
  expectHelplinesInEveryLanguageInHtml,
  expectHelplinesShownInEveryLanguage,
} from './helplines';
import { allByRole, byRole, literal } from './html-roles';
import { pageWordsIn } from '@/lib/i18n/words';

const { blogNotFound } = pageWordsIn(blogWords, 'en');
const { contactAlternatives } = pageWordsIn(contactWords, 'en');
const { disclosureErrorMessages, disclosurePage } = disclosureWordsIn('en');
const { mainNav, moreNav } = pageWordsIn(navigationWords, 'en');

test('the 404 page as HTML: without scripts a page of links home and to the main pages, the phones, the e-mail and the addresses, and the helplines in every language', () => {
  const main = exportedPart('/404', 'main');
  const page = main.querySelector('[data-variant="page"]')!;
  expect([...page.querySelectorAll('h1')].map(textOf)).toEqual(['Page Not Found']);
  expect(byRole(page, 'link', 'Home').getAttribute('href')).toBe('/');
  for (const item of [...mainNav, ...moreNav]) {
    const links = allByRole(main, 'link', item.label);
    expect(links.length, item.label).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href'), item.label).toBe(item.path);
  }
  const contact = byRole(main, 'region', contactAlternatives.heading);
  expect(byRole(contact, 'link', site.schoolInbox).getAttribute('href')).toBe(
    `mailto:${site.schoolInbox}`,
  );
  for (const campus of campusContactsIn('en')) {
    expect(textOf(contact)).toContain(campus.address);
    const call = allByRole(contact, 'link', new RegExp(literal(campus.phones.primary)))[0];
    expect(call?.getAttribute('href')).toBe(`tel:${campus.phones.primary.replace(/\s/g, '')}`);
  }
  expectHelplinesInEveryLanguageInHtml(main);
});

test.describe('in a browser', () => {
  test.beforeEach(({ pageGuard }) => {
    // The static server answers unknown paths with 404.html and status 404, by design.
    pageGuard.allow(/HTTP 404/);
    pageGuard.allow(/status of 404/);
  });

  test('an unknown path replaces itself with the home page of its language, an unknown campus with the campus list, a blog id with a leading zero with its post; odd URLs do not crash', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.goto('/nope');
    await expect(page).toHaveURL('/');
    await page.goBack();
    await expect(page).toHaveURL('/about');
    await page.goto('/campuses/mars');
    await expect(page).toHaveURL('/campuses');
    await page.goBack();
    await expect(page).toHaveURL('/about');
    for (const [path, to] of [
      ['/About', '/'],
      ['/campuses/city/extra?q=%3Cscript%3E', '/'],
      ['/mandatory-disclosure/osmanpura/pdf', '/'],
      ['/aurora-social/blog/03', '/aurora-social/blog/3'],
      ['/mr/nope', '/mr'],
      ['/hi/campuses/mars', '/hi/campuses'],
      ['/mr/aurora-social/blog/03', '/mr/aurora-social/blog/3'],
    ] as const) {
      await page.goto(path);
      await expect(page, path).toHaveURL(to);
    }
  });

  test("an unknown blog id shows 'Blog Post Not Found' with a way back, in the language of its path, over the helplines in every language", async ({
    page,
  }) => {
    await test.step('in English, for an unknown number', async () => {
      expect((await page.goto('/aurora-social/blog/999'))?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogNotFound.title);
      await expect(page.getByText(blogNotFound.text)).toBeVisible();
      await expectHelplinesShownInEveryLanguage(page);
      await expectNoAxeViolations(page);
    });
    await test.step('in English, for an id that is no number', async () => {
      expect((await page.goto('/aurora-social/blog/abc'))?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogNotFound.title);
      await expect(page.getByText(blogNotFound.text)).toBeVisible();
      await page.getByRole('link', { name: blogNotFound.backLabel }).click();
      await expect(page).toHaveURL('/aurora-social');
    });
    await test.step('in Marathi, with its tab title, at 1280 and 375 px', async () => {
      const { blogNotFound: words } = blogWordsIn('mr');
      const marathiSite = siteIn('mr');
      expect((await page.goto('/mr/aurora-social/blog/999'))?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
      await expect(
        page.locator('[data-variant="blog-post-not-found"][lang="mr-IN"]'),
      ).toBeVisible();
      await expect(page).toHaveTitle(`${words.title} | ${marathiSite.name}`);
      await expectNoAxeViolationsAtBothWidths(page);
      await page.getByRole('link', { name: words.backLabel }).click();
      await expect(page).toHaveURL('/mr/aurora-social');
    });
  });

  test("an unknown disclosure campus shows 'Campus not found', Try Again and the way back, in the language of its path", async ({
    page,
  }) => {
    await test.step('in English', async () => {
      await page.goto('/mandatory-disclosure/mars/viewer');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(disclosurePage.errorTitle);
      await expect(page.getByText(disclosureErrorMessages.campusNotFound)).toBeVisible();
      await expect(page.getByText(disclosurePage.errorNote)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: disclosurePage.tryAgainLabel }).click();
      await expect(page.getByText(disclosureErrorMessages.campusNotFound)).toBeVisible();
      await page.getByRole('link', { name: disclosurePage.backLabel }).click();
      await expect(page).toHaveURL('/mandatory-disclosure');
    });
    await test.step('in Hindi', async () => {
      const { disclosurePage: words, disclosureErrorMessages: messages } = disclosureWordsIn('hi');
      await page.goto('/hi/mandatory-disclosure/mars/viewer');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.errorTitle);
      await expect(page.getByText(messages.campusNotFound)).toBeVisible();
      await page.getByRole('link', { name: words.backLabel }).click();
      await expect(page).toHaveURL('/hi/mandatory-disclosure');
    });
  });
});
