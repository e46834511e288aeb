// Every page of the export in every language, read as a crawler reads it: the prerendered HTML,
// parsed, without a browser (crawler.ts says what it checks). One test per language; the
// browser opens each screen once per language for what needs one (routes.spec.ts,
// languages-pages.spec.ts, the no-javascript specs).
import path from 'node:path';
import { siteIn } from '@/lib/site/site';
import { htmlLang, localeNames, localePath, locales } from '@/lib/i18n/locales';
import { allRoutes, sitemapRoutes } from '@/lib/routes/site-routes';
import { expect, test } from './fixtures';
import { crawl } from './crawler';
import { expectedPages, routeExpectations } from './site';

const site = siteIn('en');

const OUT = path.join(process.cwd(), 'out');

test('the route table and its expectations name every page the site builds', () => {
  expect(routeExpectations.map((r) => r.path).sort()).toEqual([...allRoutes()].sort());
});

for (const locale of locales) {
  test(`every ${localeNames[locale]} page as HTML: lang, heading, title, description, canonical, Open Graph, JSON-LD, alternates, switcher, main text${locale === 'en' ? ', and every link and asset of the export' : ''}`, async () => {
    const pages = expectedPages.filter((page) => page.lang === htmlLang[locale]);
    expect(pages).toHaveLength(allRoutes().length);
    // The export checks' link checker is an ES module: loaded as one.
    const { findBrokenLinks } = await import('../../scripts/export-checks/links.mjs');
    expect(
      crawl({
        dir: OUT,
        pages,
        siteUrl: site.url,
        logo: site.logo.src,
        ...(locale === 'en' && { findBrokenLinks }),
      }),
    ).toEqual([]);
  });
}

test('sitemap.xml names each page in every language as its alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => entry!);
  expect(entries).toHaveLength(sitemapRoutes().length);
  const bare = (url: string) => url.replace(/\/$/, '');
  for (const entry of entries) {
    const loc = entry.match(/<loc>([^<]*)<\/loc>/)![1]!;
    const route = new URL(loc).pathname;
    const alternates = Object.fromEntries(
      [...entry.matchAll(/<xhtml:link\b[^>]*hreflang="([^"]+)"[^>]*href="([^"]+)"/g)].map(
        ([, lang, href]) => [lang, bare(href!)],
      ),
    );
    expect(alternates, loc).toEqual({
      ...Object.fromEntries(
        locales.map((l) => [htmlLang[l], bare(new URL(localePath(l, route), site.url).href)]),
      ),
      'x-default': bare(loc),
    });
  }
});
