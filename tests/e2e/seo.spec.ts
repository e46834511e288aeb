// The site as search engines and feed readers find it: sitemap.xml, robots.txt and the RSS feeds
// as the server answers them (parsed as XML without a browser), and each page's structured data
// (JSON-LD) and Open Graph tags read from its exported HTML. Every page's canonical URL, Open
// Graph and Twitter cards, alternates and JSON-LD that parses: pages.spec.ts.
import { siteIn } from '@/lib/site/site';
import { campusContactsIn } from '@/lib/campuses/campuses';
import {
  blogFeedPath,
  blogPostPath,
  noticePath,
  noticesCampusPath,
  noticesFeedPath,
  routes,
} from '@/lib/routes/routes';
import { sitemapRoutes } from '@/lib/routes/site-routes';
import { JSDOM } from 'jsdom';
import { exportedDocument } from './exported-html';
import { expect, test } from './fixtures';
import { posts } from '@/lib/blog/posts';
import { noticesIn } from '@/lib/notices/notices-i18n';

const site = siteIn('en');

const absolute = (path: string) => new URL(path, site.url).href;

/** Parses XML as a browser's DOMParser does (jsdom's); a document not well-formed reports it. */
function parseXml(text: string) {
  const { DOMParser } = new JSDOM('').window;
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
}

/** The href of the page's RSS feed link, as exported. */
const feedLinkOf = (path: string) =>
  exportedDocument(path)
    .querySelector('link[rel="alternate"][type="application/rss+xml"]')
    ?.getAttribute('href');

test('sitemap.xml is served, well-formed and lists every public route, each answering 200', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const sitemap = parseXml(await response.text());
  expect(sitemap.error).toBeNull();
  expect(sitemap.root).toBe('urlset');
  expect([...sitemap.locs].sort()).toEqual(sitemapRoutes().map(absolute).sort());

  const paths = sitemap.locs.map((loc) => new URL(loc!).pathname);
  const statuses = await Promise.all(
    paths.map(async (path) => [path, (await request.head(path)).status()]),
  );
  expect(statuses).toEqual(paths.map((path) => [path, 200]));
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
  request,
}) => {
  const response = await request.get(blogFeedPath());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/rss\+xml/);
  const feed = parseXml(await response.text());
  expect(feed.error).toBeNull();
  expect([feed.root, feed.version]).toEqual(['rss', '2.0']);
  expect(feed.channelTitle).toBeTruthy();
  expect(feed.items).toHaveLength(posts().length);
  expect(feed.items.map((item) => item.link).sort()).toEqual(
    posts()
      .map((post) => absolute(blogPostPath(post.id)))
      .sort(),
  );

  for (const path of [routes.blog, blogPostPath(posts()[0]!.id)]) {
    expect(feedLinkOf(path), path).toBe(absolute(blogFeedPath()));
  }
});

/** Every JSON-LD block of an exported page, parsed; the '@graph' nodes flattened. */
function jsonLdNodes(path: string): Record<string, unknown>[] {
  const blocks = [
    ...exportedDocument(path).querySelectorAll('script[type="application/ld+json"]'),
  ].map((script) => script.textContent ?? '');
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as { '@context': string; '@graph': Record<string, unknown>[] };
    expect(data['@context']).toBe('https://schema.org');
    return data['@graph'];
  });
}

const types = (nodes: Record<string, unknown>[]) => nodes.map((node) => node['@type']).sort();

test('schema.org JSON-LD: the school on Home and campus pages, posts, breadcrumbs', () => {
  const home = jsonLdNodes('/');
  expect(types(home)).toEqual(['EducationalOrganization']);
  const campuses = home[0]!.subOrganization as Record<string, unknown>[];
  expect(campuses.map((campus) => campus.name)).toEqual(
    campusContactsIn('en').map((contact) => contact.heading),
  );
  for (const campus of campuses) {
    expect(campus.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'IN' });
    expect((campus.telephone as string[]).length).toBeGreaterThan(0);
  }

  expect(types(jsonLdNodes('/campuses/airport'))).toEqual([
    'BreadcrumbList',
    'EducationalOrganization',
  ]);

  const post = posts()[0]!;
  const postNodes = jsonLdNodes(blogPostPath(post.id));
  expect(types(postNodes)).toEqual(['BlogPosting', 'BreadcrumbList']);
  expect(postNodes.find((n) => n['@type'] === 'BlogPosting')).toMatchObject({
    headline: post.title,
    datePublished: post.date,
    url: absolute(blogPostPath(post.id)),
  });

  expect(types(jsonLdNodes(routes.blog))).toEqual(['Blog']);
});

test('the annual reports and TC verification pages carry their breadcrumb: Home › page', () => {
  for (const path of [routes.annualReports, routes.tcVerification]) {
    const [crumbs] = jsonLdNodes(path);
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((crumbs!.itemListElement as { item: string }[]).map((crumb) => crumb.item)).toEqual([
      absolute('/'),
      absolute(path),
    ]);
  }
});

test('a post has article Open Graph tags with its own image', () => {
  const post = posts()[1]!;
  const doc = exportedDocument(blogPostPath(post.id));
  const meta = (selector: string) =>
    [...doc.querySelectorAll(`meta[${selector}]`)].map((tag) => tag.getAttribute('content'));
  expect(meta('property="og:type"')).toEqual(['article']);
  expect(meta('property="og:image"')).toEqual([absolute(post.image.src)]);
  expect(meta('property="article:published_time"')).toEqual([post.date]);
  expect(meta('name="twitter:image"')).toEqual([absolute(post.image.src)]);
});

test('the notices feed is served as RSS, newest first, and linked from the notices pages', async ({
  request,
}) => {
  const response = await request.get(noticesFeedPath);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/rss\+xml/);
  const feed = parseXml(await response.text());
  expect(feed.error).toBeNull();
  expect([feed.root, feed.version]).toEqual(['rss', '2.0']);
  expect(feed.items).toEqual(
    noticesIn('en').map((notice) => ({
      title: notice.title,
      link: absolute(noticePath(notice.id)),
    })),
  );

  for (const path of [
    routes.notices,
    noticesCampusPath('city'),
    noticePath(noticesIn('en')[0]!.id),
  ]) {
    expect(feedLinkOf(path), path).toBe(absolute(noticesFeedPath));
  }
});

test('schema.org JSON-LD of the notices: breadcrumbs, and a notice as an Article', () => {
  expect(types(jsonLdNodes(routes.notices))).toEqual(['BreadcrumbList']);
  const [crumbs] = jsonLdNodes(noticesCampusPath('airport'));
  expect((crumbs!.itemListElement as { item: string }[]).map((crumb) => crumb.item)).toEqual([
    absolute('/'),
    absolute(routes.notices),
    absolute(noticesCampusPath('airport')),
  ]);

  const notice = noticesIn('en')[0]!;
  const nodes = jsonLdNodes(noticePath(notice.id));
  expect(types(nodes)).toEqual(['Article', 'BreadcrumbList']);
  expect(nodes.find((n) => n['@type'] === 'Article')).toMatchObject({
    headline: notice.title,
    datePublished: notice.date,
    url: absolute(noticePath(notice.id)),
  });
});
