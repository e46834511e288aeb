// The blog: the cards and a post's page, read from the exported HTML (what every reader gets,
// without JavaScript too); in a browser, the category filter with the URL, reload and Back, a
// post opened from its card, and the dates in the visitor's own locale once hydrated.
import { blogWords } from '@/content/words-collections';
import type { BlogFilterId } from '@/content/blog';
import { filterPosts } from '@/lib/blog/blog';
import { fillTemplate } from '@/lib/template';
import { formatPostDate, PRERENDER_LOCALE } from '@/lib/blog/post-date';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { exportedDocument, textOf } from './exported-html';
import { link, named, textsOf } from './html-names';
import { servedAlt } from '@/lib/images';
import { posts } from '@/lib/blog/posts';
import { pageWordsIn } from '@/lib/i18n/words';

const { blogFilters, blogLabels, blogPage } = pageWordsIn(blogWords, 'en');

const LIST = '/aurora-social';
const postPath = (id: number) => `${LIST}/blog/${id}`;
const label = (id: BlogFilterId) => blogFilters.find((f) => f.id === id)!.label;
const expectedTitles = (id: BlogFilterId) =>
  filterPosts(posts(), id, blogFilters).map((p) => p.title);
const readMoreName = (title: string) =>
  `${blogLabels.readMore} ${fillTemplate(blogLabels.readMoreHidden, { title })}`;

/** What a card and a post's page both show of a post: category, date, author, views, read time. */
function expectPostFacts(scope: Element, post: ReturnType<typeof posts>[number]) {
  const texts = textsOf(scope, 'span, li, p');
  expect(texts, post.title).toContain(post.category);
  expect(texts, post.title).toContain(`${blogLabels.author} ${post.author}`);
  expect(texts, post.title).toContain(`${post.views.toLocaleString('en-IN')} ${blogLabels.views}`);
  expect(textOf(scope), post.title).toContain(post.readTime);
  // The date as the HTML gives it to every reader (in the site's locale), machine-readable too.
  expect(textOf(scope.querySelector(`time[datetime="${post.date}"]`)), post.title).toBe(
    formatPostDate(post.date, PRERENDER_LOCALE),
  );
  expect(scope.querySelector('img')?.getAttribute('alt'), post.title).toBe(servedAlt(post.image));
  expect(textsOf(named(scope, 'ul', blogLabels.tags), 'li'), post.title).toEqual(post.tags);
}

test('the list shows every post as a card, in the HTML: image, category, date, author, views, excerpt, tags, read time and Read More', () => {
  const main = exportedDocument(LIST).querySelector('main')!;
  expect(textOf(main.querySelector('h1'))).toBe(blogPage.title);
  expect(textOf(main)).toContain(blogPage.subtitle);
  // Without JavaScript no filter applies, whatever the URL's category: every post is listed.
  const cards = [...main.querySelectorAll('article')];
  expect(cards.map((card) => textOf(card.querySelector('h2')))).toEqual(expectedTitles('all'));
  expect(cards).toHaveLength(posts().length);
  for (const post of posts()) {
    const card = cards.find((article) => textOf(article.querySelector('h2')) === post.title)!;
    expect(card.hasAttribute('hidden')).toBe(false);
    expectPostFacts(card, post);
    expect(textOf(card)).toContain(post.excerpt);
    expect(link(card, readMoreName(post.title)).getAttribute('href')).toBe(postPath(post.id));
  }
});

test('a post shows its facts, one paragraph per line with <strong> for **bold**, its tags and its ways back', () => {
  const post = posts().find((p) => p.id === 4)!;
  const main = exportedDocument(postPath(post.id)).querySelector('main')!;
  expect(textOf(main.querySelector('h1'))).toBe(post.title);
  expectPostFacts(main, post);
  expect(link(main, blogLabels.backToBlog).getAttribute('href')).toBe(LIST);
  expect(link(main, blogLabels.backToAll).getAttribute('href')).toBe(LIST);

  const content = main.querySelector('[data-testid="post-content"]')!;
  const lines = post.content.split('\n');
  expect(content.querySelectorAll('p')).toHaveLength(lines.length);
  const bold = [...post.content.matchAll(/\*\*(.+?)\*\*/g)].map((m) => m[1]!);
  expect(textsOf(content, 'strong')).toEqual(bold);
  expect(textOf(content.querySelector('p'))).toBe(lines[0]!.replace(/\*\*/g, ''));
  expect(main.textContent).not.toContain('*');
});

const filterButton = (page: Page, id: BlogFilterId) =>
  page
    .getByRole('group', { name: blogLabels.filterGroup })
    .getByRole('button', { name: label(id), exact: true });

/** The list shows exactly the posts of this filter, in order, with only its button pressed. */
async function expectFilter(page: Page, id: BlogFilterId) {
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
    expectedTitles(id),
  );
  await expect(page.getByRole('article')).toHaveCount(expectedTitles(id).length);
  for (const filter of blogFilters) {
    await expect(filterButton(page, filter.id)).toHaveAttribute(
      'aria-pressed',
      String(filter.id === id),
    );
  }
}

test.describe('in a German browser', () => {
  test.use({ locale: 'de-DE' });

  test("the filter shows its posts() and keeps its category in the URL, through a reload and Back; a shared link opens filtered; dates switch to the visitor's locale", async ({
    page,
  }) => {
    const german = (date: string) => formatPostDate(date, 'de-DE');
    expect(german(posts()[0]!.date)).not.toBe(formatPostDate(posts()[0]!.date, PRERENDER_LOCALE));

    await page.goto(LIST);
    await expectFilter(page, 'all');
    // Hydrated: the dates in the visitor's locale (the page guard fails the test on any console
    // error, a hydration mismatch included).
    for (const post of posts()) {
      await expect(page.locator(`time[datetime="${post.date}"]`)).toHaveText(german(post.date));
    }

    await filterButton(page, 'news-articles').click();
    await expect(page).toHaveURL(`${LIST}?category=news-articles`);
    await expectFilter(page, 'news-articles');
    await filterButton(page, 'blogs').click();
    await expect(page).toHaveURL(`${LIST}?category=blogs`);
    await expectFilter(page, 'blogs');
    await expectNoAxeViolations(page);

    await page.reload();
    await expectFilter(page, 'blogs');
    await page.goBack();
    await expect(page).toHaveURL(`${LIST}?category=news-articles`);
    await expectFilter(page, 'news-articles');
    await page.goBack();
    await expect(page).toHaveURL(LIST);
    await expectFilter(page, 'all');

    await filterButton(page, 'blogs').click();
    await expectFilter(page, 'blogs');
    // 'All' drops the query.
    await filterButton(page, 'all').click();
    await expect(page).toHaveURL(LIST);
    await expectFilter(page, 'all');

    // A shared link opens filtered (as the reload of ?category=blogs above); an unknown value
    // means All.
    await page.goto(`${LIST}?category=%3Cscript%3E`);
    await expectFilter(page, 'all');

    // A card's 'Read More' opens its post, its date in the visitor's locale too; Back returns.
    const post = posts()[4]!;
    const list = page.url();
    await page.getByRole('link', { name: readMoreName(post.title) }).click();
    await expect(page).toHaveURL(postPath(post.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByRole('main').locator(`time[datetime="${post.date}"]`)).toHaveText(
      german(post.date),
    );
    await page.goBack();
    await expect(page).toHaveURL(list);
    await expectFilter(page, 'all');
  });
});
