// Notices against the served export: the lists newest first, the campus filter as links (with and
// without JavaScript), a notice's page with its text and PDF.
import type { Page } from '@playwright/test';
import { noticesPage } from '@/content/notices';
import { campusFilterLabels } from '@/content/campuses';
import { pageMeta } from '@/content/pages';
import { noticePath, noticesCampusPath, routes } from '@/lib/routes/routes';
import { expect, test } from './fixtures';
import { notices } from '@/lib/i18n/collections';

const filter = (page: Page) => page.getByRole('navigation', { name: noticesPage.filterLabel });
const currentChoice = (page: Page) => filter(page).locator('a[aria-current="page"]');
const listedTitles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

/** Follows the campus filter to Airport and back to every campus. */
async function filterByCampus(page: Page) {
  await page.goto(routes.notices);
  await expect(listedTitles(page)).toHaveText(notices.map((notice) => notice.title));
  await expect(currentChoice(page)).toHaveText(campusFilterLabels.all);

  await filter(page).getByRole('link', { name: campusFilterLabels.osmanpura }).click();
  await expect(page).toHaveURL(noticesCampusPath('osmanpura'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${pageMeta.notices.title}: Osmanpura Campus`,
  );
  await expect(currentChoice(page)).toHaveText(campusFilterLabels.osmanpura);
  // The sports day is for the Airport and City campuses only.
  const forOsmanpura = notices.filter((notice) => notice.campuses === 'all');
  expect(forOsmanpura.length).toBeLessThan(notices.length);
  await expect(listedTitles(page)).toHaveText(forOsmanpura.map((notice) => notice.title));

  await page.goBack();
  await expect(page).toHaveURL(routes.notices);
  await expect(listedTitles(page)).toHaveCount(notices.length);
}

test('the list is newest first, and the campus filter links each campus’s notices', async ({
  page,
}) => {
  await filterByCampus(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the campus filter is the same plain links', async ({ page }) => {
    await filterByCampus(page);
  });
});

test("a notice's page shows its text from Markdown and links its PDF with the size", async ({
  page,
  request,
}) => {
  const notice = notices.find((n) => n.attachment)!;
  await page.goto(routes.notices);
  await page.getByRole('link', { name: notice.title }).click();
  await expect(page).toHaveURL(noticePath(notice.id));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(notice.title);
  await expect(main.locator(`time[datetime="${notice.date}"]`)).toBeVisible();
  await expect(main).toContainText(notice.audience);

  const content = main.getByTestId('post-content');
  const paragraphs = notice.body.split('\n');
  await expect(content.locator('p')).toHaveCount(paragraphs.length);
  expect(await main.textContent()).not.toContain('**');

  const pdf = main.getByRole('link', { name: notice.attachment!.label });
  await expect(pdf).toHaveAttribute('href', notice.attachment!.file);
  await expect(pdf).toHaveText(/, \d+ (B|KB|MB)$/);
  const response = await request.get(notice.attachment!.file);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/pdf/);

  await main.getByRole('link', { name: noticesPage.backToAll }).click();
  await expect(page).toHaveURL(routes.notices);
});

test('a notice without a PDF links none, and its bold text is <strong>', async ({ page }) => {
  const notice = notices.find((n) => !n.attachment && n.body.includes('**'))!;
  await page.goto(noticePath(notice.id));
  const content = page.getByTestId('post-content');
  const bold = [...notice.body.matchAll(/\*\*(.+?)\*\*/g)].map((m) => m[1]!);
  await expect(content.locator('strong')).toHaveText(bold);
  await expect(page.getByRole('main').locator('a[href$=".pdf"]')).toHaveCount(0);
});
