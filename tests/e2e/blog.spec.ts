import { blogFilters, blogLabels, blogPage, type BlogFilterId } from '@/content/blog';
import { filterPosts } from '@/lib/blog/blog';
import { fillTemplate } from '@/lib/template';
import { formatPostDate, PRERENDER_LOCALE } from '@/lib/blog/post-date';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { servedAlt } from '@/lib/images';
import { posts } from '@/lib/i18n/collections';

const LIST = '/aurora-social';
const postPath = (id: number) => `${LIST}/blog/${id}`;
const label = (id: BlogFilterId) => blogFilters.find((f) => f.id === id)!.label;
const expectedTitles = (id: BlogFilterId) =>
  filterPosts(posts, id, blogFilters).map((p) => p.title);

const filterButton = (page: Page, id: BlogFilterId) =>
  page
    .getByRole('group', { name: blogLabels.filterGroup })
    .getByRole('button', { name: label(id), exact: true });

/** The list shows exactly the posts of this filter, in order, with only its button pressed. */
async function expectFilter(page: Page, id: BlogFilterId) {
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
    expectedTitles(id),
  );
  for (const filter of blogFilters) {
    await expect(filterButton(page, filter.id)).toHaveAttribute(
      'aria-pressed',
      String(filter.id === id),
    );
  }
}

test.describe('filters', () => {
  test('each filter shows its posts and puts its category in the URL', async ({ page }) => {
    await page.goto(LIST);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogPage.title);
    await expect(page.getByText(blogPage.subtitle)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(9);
    await expectFilter(page, 'all');

    await filterButton(page, 'news-articles').click();
    await expect(page).toHaveURL(`${LIST}?category=news-articles`);
    await expectFilter(page, 'news-articles');
    await expect(page.getByRole('article')).toHaveCount(6);

    await filterButton(page, 'blogs').click();
    await expect(page).toHaveURL(`${LIST}?category=blogs`);
    await expectFilter(page, 'blogs');
    await expect(page.getByRole('article')).toHaveCount(3);
    await expectNoAxeViolations(page);

    // 'All' drops the query.
    await filterButton(page, 'all').click();
    await expect(page).toHaveURL(LIST);
    await expectFilter(page, 'all');
  });

  test('the chosen filter survives a reload, and Back steps through earlier filters', async ({
    page,
  }) => {
    await page.goto(LIST);
    await filterButton(page, 'news-articles').click();
    await expect(page).toHaveURL(`${LIST}?category=news-articles`);
    await filterButton(page, 'blogs').click();
    await expectFilter(page, 'blogs');

    await page.reload();
    await expectFilter(page, 'blogs');

    await page.goBack();
    await expect(page).toHaveURL(`${LIST}?category=news-articles`);
    await expectFilter(page, 'news-articles');
    await page.goBack();
    await expect(page).toHaveURL(LIST);
    await expectFilter(page, 'all');
  });

  test('a shared link opens filtered; an unknown value means All', async ({ page }) => {
    await page.goto(`${LIST}?category=blogs`);
    await expectFilter(page, 'blogs');
    await page.goto(`${LIST}?category=%3Cscript%3E`);
    await expectFilter(page, 'all');
  });
});

test('cards show image, category, date, author, views, excerpt, tags and read time', async ({
  page,
}) => {
  await page.goto(LIST);
  for (const post of posts) {
    const card = page.getByRole('article').filter({ hasText: post.title });
    await expect(card.getByRole('img', { name: servedAlt(post.image) })).toBeVisible();
    await expect(card.getByText(post.category, { exact: true })).toBeVisible();
    await expect(card.locator(`time[datetime="${post.date}"]`)).toBeVisible();
    await expect(card.getByText(`${blogLabels.author} ${post.author}`)).toBeVisible();
    await expect(
      card.getByText(`${post.views.toLocaleString('en-IN')} ${blogLabels.views}`),
    ).toBeVisible();
    await expect(card.getByText(post.excerpt)).toBeVisible();
    await expect(
      card.getByRole('list', { name: blogLabels.tags }).getByRole('listitem'),
    ).toHaveText(post.tags);
    await expect(card.getByText(post.readTime)).toBeVisible();
  }
});

test("every 'Read More' links its post; one opens it and Back returns to the list", async ({
  page,
}) => {
  await page.goto(LIST);
  const readMore = (title: string) =>
    page.getByRole('link', {
      name: `${blogLabels.readMore} ${fillTemplate(blogLabels.readMoreHidden, { title })}`,
    });
  // Every post page itself is loaded and checked by routes.spec.ts.
  for (const post of posts) {
    await expect(readMore(post.title)).toHaveAttribute('href', postPath(post.id));
  }
  const post = posts[4]!;
  await readMore(post.title).click();
  await expect(page).toHaveURL(postPath(post.id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await page.goBack();
  await expect(page).toHaveURL(LIST);
});

test('a post shows its facts, one paragraph per line with <strong> for **bold**, and tags', async ({
  page,
}) => {
  const post = posts.find((p) => p.id === 4)!;
  await page.goto(postPath(post.id));
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: blogLabels.backToBlog })).toHaveAttribute(
    'href',
    LIST,
  );
  await expect(main.getByText(post.category, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(main.locator(`time[datetime="${post.date}"]`)).toBeVisible();
  await expect(main.getByText(`${blogLabels.author} ${post.author}`)).toBeVisible();
  await expect(
    main.getByText(`${post.views.toLocaleString('en-IN')} ${blogLabels.views}`),
  ).toBeVisible();
  await expect(main.getByText(post.readTime)).toBeVisible();
  await expect(main.getByRole('img', { name: servedAlt(post.image) })).toBeVisible();

  const content = page.getByTestId('post-content');
  const lines = post.content.split('\n');
  await expect(content.locator('p')).toHaveCount(lines.length);
  const bold = [...post.content.matchAll(/\*\*(.+?)\*\*/g)].map((m) => m[1]!);
  await expect(content.locator('strong')).toHaveText(bold);
  await expect(content.locator('p').first()).toHaveText(lines[0]!.replace(/\*\*/g, ''));
  expect(await main.textContent()).not.toContain('*');

  await expect(main.getByRole('list', { name: blogLabels.tags }).getByRole('listitem')).toHaveText(
    post.tags,
  );
  await main.getByRole('link', { name: blogLabels.backToAll }).click();
  await expect(page).toHaveURL(LIST);
});

test('without JavaScript the list shows every post with machine-readable dates', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(`${LIST}?category=blogs`);
  await expect(page.getByRole('article')).toHaveCount(posts.length);
  for (const post of posts) {
    await expect(page.locator(`time[datetime="${post.date}"]`)).toHaveText(
      formatPostDate(post.date, PRERENDER_LOCALE),
    );
  }
  await context.close();
});

test.describe('in a German browser', () => {
  test.use({ locale: 'de-DE' });

  test("dates switch to the visitor's locale after hydration, without a mismatch", async ({
    page,
  }) => {
    const post = posts[0]!;
    const german = formatPostDate(post.date, 'de-DE');
    expect(german).not.toBe(formatPostDate(post.date, PRERENDER_LOCALE));

    await page.goto(postPath(post.id));
    await expect(page.getByRole('main').locator(`time[datetime="${post.date}"]`)).toHaveText(
      german,
    );
    await page.goto(LIST);
    await expect(page.locator(`time[datetime="${post.date}"]`)).toHaveText(german);
    // The auto page guard fails the test on any console error, hydration warnings included.
  });
});
