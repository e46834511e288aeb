// Site search against the served export and its real Pagefind index (scripts/search-index.mts).
import type { Page } from '@playwright/test';
import { LIFE_PATH } from '@/content/navigation';
import { searchLabels, searchTypes } from '@/content/search';
import { blogPostPath, noticePath, routes } from '@/lib/routes/routes';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { notices } from '@/lib/i18n/collections';

const dialog = (page: Page) => page.getByRole('dialog', { name: searchLabels.dialogLabel });
const field = (page: Page) =>
  dialog(page).getByRole('searchbox', { name: searchLabels.inputLabel });
const results = (page: Page) =>
  dialog(page).getByRole('list', { name: searchLabels.resultsLabel }).getByRole('listitem');
const status = (page: Page) => dialog(page).getByRole('status');

async function search(page: Page, words: string) {
  await page.getByRole('button', { name: searchLabels.dialogLabel }).click();
  await expect(field(page)).toBeFocused();
  await field(page).fill(words);
}

test.describe('site search', () => {
  test('a first load fetches nothing of the search; opening it does', async ({ page }) => {
    const searchFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/pagefind/')) searchFiles.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(searchFiles).toEqual([]);
    await search(page, 'robotics');
    await expect(results(page).first()).toBeVisible();
    expect(searchFiles.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
  });

  test('"robotics" finds the robotics blog post and the Life page, typed', async ({ page }) => {
    await page.goto('/about');
    await search(page, 'robotics');
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
        .and(page.locator(`[href="${LIFE_PATH}"]`)),
    ).toBeVisible();
    await expect(status(page)).toHaveText(/^\d+ results for “robotics”$/);
  });

  test('"Osmanpura" finds the campus page', async ({ page }) => {
    await page.goto('/');
    await search(page, 'Osmanpura');
    const campus = results(page).filter({ has: page.locator('a[href="/campuses/osmanpura"]') });
    await expect(campus).toContainText(searchTypes.campus);
  });

  test('a notice is found by its title and its words, typed Notice', async ({ page }) => {
    const ptm = notices.find((notice) => notice.id === 'ptm-term-1-results-2026')!;
    const yearCalendar = notices.find((notice) => notice.id === 'academic-calendar-2026-27')!;
    await page.goto('/');
    await search(page, ptm.title);
    for (const [words, notice] of [
      [ptm.title, ptm],
      ['parent-teacher', ptm],
      ['holiday', yearCalendar],
    ] as const) {
      await field(page).fill(words);
      const result = results(page).filter({
        has: page.locator(`a[href="${noticePath(notice.id)}"]`),
      });
      await expect(result).toContainText(searchTypes.notice);
    }
  });

  test("words found only inside a disclosure PDF lead to that campus's document", async ({
    page,
  }) => {
    await page.goto('/');
    // "stands in for the signed document" is printed on the sample PDFs, not on any page.
    await search(page, 'signed document Osmanpura fire');
    const first = results(page).first();
    await expect(first.getByRole('link')).toHaveAttribute(
      'href',
      '/mandatory-disclosure/osmanpura/documents/fire-safety',
    );
    await expect(first).toContainText(searchTypes.document);
  });

  test('the annual reports page is found; the TC verification page is not indexed', async ({
    page,
  }) => {
    await page.goto('/');
    await search(page, 'annual report');
    await expect(
      results(page).filter({ has: page.locator(`a[href="${routes.annualReports}"]`) }),
    ).toHaveCount(1);
    await field(page).fill('transfer certificate');
    await expect(status(page)).toHaveText(/results? for/);
    await expect(
      results(page).filter({ has: page.locator(`a[href="${routes.tcVerification}"]`) }),
    ).toHaveCount(0);
  });

  test('a word found nowhere shows the no-result state', async ({ page }) => {
    await page.goto('/');
    await search(page, 'zqxwvplorth');
    await expect(status(page)).toHaveText(
      'No results for “zqxwvplorth”. Try another word, or check the spelling.',
    );
    await expect(results(page)).toHaveCount(0);
  });

  test('works from the keyboard: / opens, arrows move, Enter opens, Escape returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: searchLabels.dialogLabel });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();

    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('/');
    await expect(field(page)).toBeFocused();
    await page.keyboard.type('robotics');
    await expect(results(page).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const firstLink = results(page).first().getByRole('link');
    await expect(firstLink).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const href = await firstLink.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('Ctrl+K opens it too', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await expect(field(page)).toBeFocused();
  });

  test(
    'passes axe-core with results open, at 1280 and 375 px (full screen there)',
    {
      tag: '@both',
    },
    async ({ page }) => {
      await page.goto('/');
      await search(page, 'fees');
      await expect(results(page).first()).toBeVisible();
      await expectNoAxeViolations(page);
      const box = await dialog(page).boundingBox();
      const viewport = page.viewportSize()!;
      if (viewport.width < 640) {
        expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
      } else {
        expect(box!.width).toBeLessThan(viewport.width);
      }
    },
  );

  test('an index that cannot load shows the error state', async ({ page, pageGuard }) => {
    pageGuard.allow(/pagefind|Search failed|net::ERR_FAILED/);
    await page.route('**/pagefind/**', (route) => route.abort());
    await page.goto('/');
    await search(page, 'robotics');
    await expect(status(page)).toHaveText(searchLabels.error);
  });
});
