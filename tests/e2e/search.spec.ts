// Site search against the served export and its real Pagefind index (scripts/postbuild/search-index.mjs),
// in one browser page: nothing of it fetched before it is opened, the error state when the index
// cannot load, then (the index reachable again) what each query finds, the keyboard, and
// axe-core at 1280 and 375 px (full screen there). Marathi and Hindi searches:
// languages-pages.spec.ts.
import type { Page } from '@playwright/test';
import { searchLabels, searchTypes } from '@/content/search';
import { blogPostPath, noticePath, routes } from '@/lib/routes/routes';
import { expect, expectNoAxeViolations, PHONE_VIEWPORT, renderedFrames, test } from './fixtures';
import { noticesIn } from '@/lib/notices/notices-i18n';

const dialog = (page: Page) => page.getByRole('dialog', { name: searchLabels.dialogLabel });
const field = (page: Page) =>
  dialog(page).getByRole('searchbox', { name: searchLabels.inputLabel });
const results = (page: Page) =>
  dialog(page).getByRole('list', { name: searchLabels.resultsLabel }).getByRole('listitem');
const status = (page: Page) => dialog(page).getByRole('status');
const resultLinking = (page: Page, href: string) =>
  results(page).filter({ has: page.locator(`a[href="${href}"]`) });

async function search(page: Page, words: string) {
  await page.getByRole('button', { name: searchLabels.dialogLabel }).click();
  await expect(field(page)).toBeFocused();
  await field(page).fill(words);
}

test('site search: fetched only when opened, an index that cannot load and is tried again, what each query finds, the keyboard, and axe-core at 1280 and 375 px', async ({
  page,
  pageGuard,
}) => {
  const searchFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/pagefind/')) searchFiles.push(request.url());
  });

  await test.step('a first load fetches nothing of the search; opening it does, and an index that cannot load shows the error state', async () => {
    pageGuard.allow(/^request failed: \S+\/pagefind\/\S+ net::ERR_FAILED$/);
    pageGuard.allow(/^console error: Failed to load resource: net::ERR_FAILED$/);
    pageGuard.allow(/^console error: Search failed:/);
    await page.route('**/pagefind/**', (route) => route.abort());
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(searchFiles).toEqual([]);
    await search(page, 'robotics');
    await expect(status(page)).toHaveText(searchLabels.error);
    expect(searchFiles.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
    // A failed load is forgotten: once the index can be reached, the next search loads it.
    await page.unroute('**/pagefind/**');
    await field(page).fill('');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
  });

  const button = page.getByRole('button', { name: searchLabels.dialogLabel });
  await test.step('the button opens it from the keyboard, Escape closes it and returns focus; / opens it', async () => {
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();

    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('/');
    await expect(field(page)).toBeFocused();
  });

  await test.step('"robotics", typed, finds the robotics blog post and the Life page; the arrows move between field and results', async () => {
    await page.keyboard.type('robotics');
    const post = results(page).filter({
      has: page.getByRole('link', {
        name: 'New Robotics and Innovation Lab Opens at the Airport Campus',
      }),
    });
    await expect(post).toContainText(searchTypes.blogPost);
    await expect(post.getByRole('link')).toHaveAttribute('href', blogPostPath(2));
    await expect(post.locator('mark').first()).toHaveText(/robotics/i);
    await expect(
      results(page)
        .getByRole('link')
        .and(page.locator(`[href="${routes.life}"]`)),
    ).toBeVisible();
    await expect(status(page)).toHaveText(/^\d+ results for “robotics”$/);

    await page.keyboard.press('ArrowDown');
    await expect(results(page).first().getByRole('link')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(field(page)).toBeFocused();
  });

  await test.step('"Osmanpura" finds the campus page', async () => {
    await field(page).fill('Osmanpura');
    await expect(resultLinking(page, '/campuses/osmanpura')).toContainText(searchTypes.campus);
  });

  await test.step('a notice is found by its title and its words, typed Notice', async () => {
    const ptm = noticesIn('en').find((notice) => notice.id === 'ptm-term-1-results-2026')!;
    const yearCalendar = noticesIn('en').find(
      (notice) => notice.id === 'academic-calendar-2026-27',
    )!;
    for (const [words, notice] of [
      [ptm.title, ptm],
      ['parent-teacher', ptm],
      ['holiday', yearCalendar],
    ] as const) {
      await field(page).fill(words);
      await expect(resultLinking(page, noticePath(notice.id))).toContainText(searchTypes.notice);
    }
  });

  await test.step("words found only inside a disclosure PDF lead to that campus's document", async () => {
    // "stands in for the signed document" is printed on the sample PDFs, not on any page.
    await field(page).fill('signed document Osmanpura fire');
    const first = results(page).first();
    await expect(first.getByRole('link')).toHaveAttribute(
      'href',
      '/mandatory-disclosure/osmanpura/documents/fire-safety',
    );
    await expect(first).toContainText(searchTypes.document);
  });

  await test.step('the annual reports page is found; the TC verification page is not indexed', async () => {
    await field(page).fill('annual report');
    await expect(resultLinking(page, routes.annualReports)).toHaveCount(1);
    await field(page).fill('transfer certificate');
    await expect(status(page)).toHaveText(/results? for “transfer certificate”/);
    await expect(resultLinking(page, routes.tcVerification)).toHaveCount(0);
  });

  await test.step('a word found nowhere shows the no-result state', async () => {
    await field(page).fill('zqxwvplorth');
    await expect(status(page)).toHaveText(
      'No results for “zqxwvplorth”. Try another word, or check the spelling.',
    );
    await expect(results(page)).toHaveCount(0);
  });

  await test.step('with results open: axe-core at 1280 px, a dialog narrower than the page; at 375 px full screen', async () => {
    await field(page).fill('fees');
    await expect(results(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
    const viewport = page.viewportSize()!;
    expect((await dialog(page).boundingBox())!.width).toBeLessThan(viewport.width);
    await page.setViewportSize(PHONE_VIEWPORT);
    try {
      await renderedFrames(page, 2);
      expect(await dialog(page).boundingBox()).toMatchObject({
        x: 0,
        y: 0,
        width: PHONE_VIEWPORT.width,
        height: PHONE_VIEWPORT.height,
      });
      await expectNoAxeViolations(page);
    } finally {
      await page.setViewportSize(viewport);
    }
  });

  await test.step('Ctrl+K opens it too; Enter on a result opens it', async () => {
    // (Escape in a search field that holds words clears them first.)
    await field(page).fill('');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await page.keyboard.press('Control+k');
    await expect(field(page)).toBeFocused();
    // Closed and opened again at once: the shortcut comes before the dialog's close is handled.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await expect(field(page)).toBeFocused();
    await page.keyboard.type('robotics');
    // The answer to the whole word, not to a part typed before it.
    await expect(status(page)).toHaveText(/^\d+ results for “robotics”$/);
    await page.keyboard.press('ArrowDown');
    const firstLink = results(page).first().getByRole('link');
    await expect(firstLink).toBeFocused();
    const href = await firstLink.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});
