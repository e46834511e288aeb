import { blogFeedPath, blogPostPath, routes } from '@/lib/routes/routes';
import { sitemapRoutes } from '@/lib/routes/site-routes';
import { buildRobots, buildSitemap } from '@/lib/seo/sitemap';
import { posts } from '@/lib/blog/posts';

const origin = 'https://school.example';
const entries = buildSitemap(sitemapRoutes(), origin, {
  listPath: routes.blog,
  postPath: blogPostPath,
  posts: posts(),
});

describe('sitemap', () => {
  it('lists every public route once, as an absolute URL without a trailing slash', () => {
    const urls = entries.map((entry) => entry.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.sort()).toEqual(
      sitemapRoutes()
        .map((path) => new URL(path, origin).href)
        .sort(),
    );
    expect(urls).toContain(`${origin}/`);
    for (const url of urls.filter((u) => u !== `${origin}/`)) expect(url).not.toMatch(/\/$/);
  });

  it('includes every route of the site, and no files or error pages', () => {
    const paths = entries.map((entry) => new URL(entry.url).pathname);
    for (const path of [
      '/',
      '/about',
      '/life-at-aurora',
      '/campuses',
      '/campuses/city',
      '/campuses/airport',
      '/campuses/osmanpura',
      '/admissions',
      '/aurora-social',
      '/accolades',
      '/mandatory-disclosure',
      '/mandatory-disclosure/city/viewer',
      '/mandatory-disclosure/airport/pdf',
      '/mandatory-disclosure/city',
      '/mandatory-disclosure/airport',
      '/mandatory-disclosure/osmanpura',
      '/mandatory-disclosure/osmanpura/documents/fire-safety',
      '/annual-reports',
      ...posts().map((post) => `/aurora-social/blog/${post.id}`),
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths).not.toContain('/mandatory-disclosure/osmanpura/pdf');
    expect(paths).not.toContain('/404');
    expect(paths).not.toContain('/tc-verification');
    expect(paths).not.toContain(blogFeedPath);
  });

  it("dates posts() by their own day and the list by the newest post's", () => {
    for (const post of posts()) {
      const entry = entries.find((e) => e.url === `${origin}${blogPostPath(post.id)}`);
      expect(entry?.lastModified).toBe(post.date);
    }
    const newest = posts()
      .map((p) => p.date)
      .sort()[posts().length - 1];
    expect(entries.find((e) => e.url === `${origin}/aurora-social`)?.lastModified).toBe(newest);
    expect(entries.find((e) => e.url === `${origin}/about`)?.lastModified).toBeUndefined();
  });
});

describe('sitemap dates from content', () => {
  it('dates the pages it is given a day for', () => {
    const dated = buildSitemap(
      ['/', '/mandatory-disclosure/city'],
      origin,
      { listPath: routes.blog, postPath: blogPostPath, posts: [] },
      { '/mandatory-disclosure/city': '2024-07-31' },
    );
    expect(dated).toEqual([
      { url: `${origin}/` },
      { url: `${origin}/mandatory-disclosure/city`, lastModified: '2024-07-31' },
    ]);
  });
});

describe('robots.txt', () => {
  it('allows every crawler everywhere and points to the sitemap', () => {
    expect(buildRobots(origin)).toEqual({
      rules: { userAgent: '*', allow: '/' },
      sitemap: `${origin}/sitemap.xml`,
    });
  });
});
