import { site } from '@/content/site';
import { campusContacts } from '@/lib/i18n/collections';
import {
  blogFeedPath,
  blogPostPath,
  noticePath,
  noticesCampusPath,
  noticesFeedPath,
  routes,
} from '@/lib/routes/routes';
import { sitemapRoutes } from '@/lib/routes/site-routes';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { posts, notices } from '@/lib/i18n/collections';

const absolute = (path: string) => new URL(path, site.url).href;

/** Parses XML in the browser; fails on anything not well-formed. */
async function parseXml(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.getElementsByTagName('parsererror')[0];
    return {
      error: error?.textContent ?? null,
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute('version'),
      locs: [...doc.getElementsByTagName('loc')].map((el) => el.textContent),
      items: [...doc.getElementsByTagName('item')].map((item) => ({
        title: item.getElementsByTagName('title')[0]?.textContent,
        link: item.getElementsByTagName('link')[0]?.textContent,
      })),
      channelTitle: doc.querySelector('channel > title')?.textContent ?? null,
    };
  }, xml);
}

test('sitemap.xml is served, well-formed and lists every public route, each answering 200', async ({
  page,
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const sitemap = await parseXml(page, await response.text());
  expect(sitemap.error).toBeNull();
  expect(sitemap.root).toBe('urlset');
  expect([...sitemap.locs].sort()).toEqual(sitemapRoutes.map(absolute).sort());

  for (const loc of sitemap.locs) {
    const path = new URL(loc!).pathname;
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/text\/plain/);
  const lines = (await response.text()).split('\n').map((line) => line.trim());
  expect(lines).toEqual(
    expect.arrayContaining(['User-Agent: *', 'Allow: /', `Sitemap: ${absolute('/sitemap.xml')}`]),
  );
  expect(lines.some((line) => /^Disallow:\s*\/\s*$/.test(line))).toBe(false);
});

test('the RSS feed is served as RSS, well-formed, and linked from the blog pages', async ({
  page,
  request,
}) => {
  const response = await request.get(blogFeedPath);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/rss\+xml/);
  const feed = await parseXml(page, await response.text());
  expect(feed.error).toBeNull();
  expect([feed.root, feed.version]).toEqual(['rss', '2.0']);
  expect(feed.channelTitle).toBeTruthy();
  expect(feed.items).toHaveLength(posts.length);
  expect(feed.items.map((item) => item.link).sort()).toEqual(
    posts.map((post) => absolute(blogPostPath(post.id))).sort(),
  );

  for (const path of [routes.blog, blogPostPath(posts[0]!.id)]) {
    await page.goto(path);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      absolute(blogFeedPath),
    );
  }
});

/** Every JSON-LD block of a page, parsed; the '@graph' nodes flattened. */
async function jsonLdNodes(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as { '@context': string; '@graph': Record<string, unknown>[] };
    expect(data['@context']).toBe('https://schema.org');
    return data['@graph'];
  });
}

const types = (nodes: Record<string, unknown>[]) => nodes.map((node) => node['@type']).sort();

test('schema.org JSON-LD: the school on Home and campus pages, posts, breadcrumbs', async ({
  page,
}) => {
  await page.goto('/');
  const home = await jsonLdNodes(page);
  expect(types(home)).toEqual(['EducationalOrganization']);
  const campuses = home[0]!.subOrganization as Record<string, unknown>[];
  expect(campuses.map((campus) => campus.name)).toEqual(
    campusContacts.map((contact) => contact.heading),
  );
  for (const campus of campuses) {
    expect(campus.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'IN' });
    expect((campus.telephone as string[]).length).toBeGreaterThan(0);
  }

  await page.goto('/campuses/airport');
  expect(types(await jsonLdNodes(page))).toEqual(['BreadcrumbList', 'EducationalOrganization']);

  const post = posts[0]!;
  await page.goto(blogPostPath(post.id));
  const postNodes = await jsonLdNodes(page);
  expect(types(postNodes)).toEqual(['BlogPosting', 'BreadcrumbList']);
  expect(postNodes.find((n) => n['@type'] === 'BlogPosting')).toMatchObject({
    headline: post.title,
    datePublished: post.date,
    url: absolute(blogPostPath(post.id)),
  });

  await page.goto(routes.blog);
  expect(types(await jsonLdNodes(page))).toEqual(['Blog']);
});

test('the annual reports and TC verification pages carry their breadcrumb: Home › page', async ({
  page,
}) => {
  for (const path of [routes.annualReports, routes.tcVerification]) {
    await page.goto(path);
    const [crumbs] = await jsonLdNodes(page);
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((crumbs!.itemListElement as { item: string }[]).map((crumb) => crumb.item)).toEqual([
      absolute('/'),
      absolute(path),
    ]);
  }
});

test('a post has article Open Graph tags with its own image', async ({ page }) => {
  const post = posts[1]!;
  await page.goto(blogPostPath(post.id));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    absolute(post.image.src),
  );
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
    'content',
    post.date,
  );
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute(
    'content',
    absolute(post.image.src),
  );
});

test('the notices feed is served as RSS, newest first, and linked from the notices pages', async ({
  page,
  request,
}) => {
  const response = await request.get(noticesFeedPath);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/rss\+xml/);
  const feed = await parseXml(page, await response.text());
  expect(feed.error).toBeNull();
  expect([feed.root, feed.version]).toEqual(['rss', '2.0']);
  expect(feed.items).toEqual(
    notices.map((notice) => ({ title: notice.title, link: absolute(noticePath(notice.id)) })),
  );

  for (const path of [routes.notices, noticesCampusPath('city'), noticePath(notices[0]!.id)]) {
    await page.goto(path);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      absolute(noticesFeedPath),
    );
  }
});

test('schema.org JSON-LD of the notices: breadcrumbs, and a notice as an Article', async ({
  page,
}) => {
  await page.goto(routes.notices);
  expect(types(await jsonLdNodes(page))).toEqual(['BreadcrumbList']);
  await page.goto(noticesCampusPath('airport'));
  const [crumbs] = await jsonLdNodes(page);
  expect((crumbs!.itemListElement as { item: string }[]).map((crumb) => crumb.item)).toEqual([
    absolute('/'),
    absolute(routes.notices),
    absolute(noticesCampusPath('airport')),
  ]);

  const notice = notices[0]!;
  await page.goto(noticePath(notice.id));
  const nodes = await jsonLdNodes(page);
  expect(types(nodes)).toEqual(['Article', 'BreadcrumbList']);
  expect(nodes.find((n) => n['@type'] === 'Article')).toMatchObject({
    headline: notice.title,
    datePublished: notice.date,
    url: absolute(noticePath(notice.id)),
  });
});
