import { blogNotFound } from '@/content/blog';
import { disclosureErrorMessages, disclosurePage } from '@/content/disclosure';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.beforeEach(({ pageGuard }) => {
  // The static server answers unknown paths with 404.html and status 404, by design.
  pageGuard.allow(/HTTP 404/);
  pageGuard.allow(/status of 404/);
});

test('an unknown path replaces itself with the home page', async ({ page }) => {
  await page.goto('/about');
  await page.goto('/nope');
  await expect(page).toHaveURL('/');
  await page.goBack();
  await expect(page).toHaveURL('/about');
});

test('odd URLs do not crash: they land on the home page', async ({ page }) => {
  for (const path of [
    '/About',
    '/campuses/city/extra?q=%3Cscript%3E',
    '/mandatory-disclosure/osmanpura/pdf',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
  }
});

test('an unknown campus replaces itself with the campus list', async ({ page }) => {
  await page.goto('/about');
  await page.goto('/campuses/mars');
  await expect(page).toHaveURL('/campuses');
  await page.goBack();
  await expect(page).toHaveURL('/about');
});

for (const id of ['999', 'abc']) {
  test(`blog id ${id} shows 'Blog Post Not Found' with a way back`, async ({ page }) => {
    const response = await page.goto(`/aurora-social/blog/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogNotFound.title);
    await expect(page.getByText(blogNotFound.text)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: blogNotFound.backLabel }).click();
    await expect(page).toHaveURL('/aurora-social');
  });
}

test('a blog id with a leading zero goes to the post it reads as', async ({ page }) => {
  await page.goto('/aurora-social/blog/03');
  await expect(page).toHaveURL('/aurora-social/blog/3');
});

test("an unknown disclosure campus shows 'Campus not found' and both buttons", async ({ page }) => {
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

test('without JavaScript the 404 page offers links home', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByRole('main').getByRole('link', { name: 'Home' })).toHaveAttribute(
    'href',
    '/',
  );
  await context.close();
});
