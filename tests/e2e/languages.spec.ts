// Every page in Marathi and Hindi, read as a crawler reads it (the prerendered HTML, no browser):
// its language, a heading in Devanagari (a blog post's English one marked as English), its
// canonical URL and Open Graph locale, its alternates in the other languages (each answering
// 200; an unlisted page, asked not to be indexed, lists none), the language switcher leading to
// the same page in each language, and a title and description of its own within its language.
import { site } from '@/content/site';
import { contentIn } from '@/lib/i18n/content';
import {
  htmlLang,
  localeNames,
  localePath,
  locales,
  ogLocale,
  translatedLocales,
  type Locale,
} from '@/lib/i18n/locales';
import { unlistedRoutes } from '@/lib/routes/routes';
import { allRoutes, sitemapRoutes } from '@/lib/routes/site-routes';
import { expect, test } from './fixtures';

const DEVANAGARI = /[\u0900-\u097F]/;
// Without a trailing slash: Next writes the home page's alternates as the bare origin.
const absolute = (path: string) => new URL(path, site.url).href.replace(/\/$/, '');
const bare = (url: string | undefined) => url?.replace(/\/$/, '');

/** The attributes of every tag named `tag` in `html` (values entity-decoded enough for URLs). */
function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [
        name!.toLowerCase(),
        value!.replace(/&amp;/g, '&'),
      ]),
    ),
  );
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .trim();

/**
 * The language switchers' links, in the header: the bar's, then the phone menu's (the same
 * three links each).
 */
function switcherLinks(html: string) {
  const header = html.slice(0, html.indexOf('<main'));
  return tags(header, 'a').filter((link) => link.hreflang);
}

const twice = <T>(items: T[]) => [...items, ...items];

const isUnlisted = (route: string) => (unlistedRoutes as readonly string[]).includes(route);

interface PageFacts {
  path: string;
  title: string;
  description: string;
}

for (const locale of translatedLocales) {
  test(`every ${localeNames[locale]} page: lang, a Devanagari heading, canonical, Open Graph locale, alternates that answer, the switcher`, async ({
    request,
  }) => {
    const answered = new Map<string, number>();
    const statusOf = async (url: string) => {
      const path = new URL(url).pathname;
      if (!answered.has(path)) answered.set(path, (await request.get(path)).status());
      return answered.get(path);
    };
    const facts: PageFacts[] = [];
    for (const route of allRoutes) {
      const path = localePath(locale, route);
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();

      expect(tags(html, 'html')[0]?.lang, path).toBe(htmlLang[locale]);
      const headings = [...html.matchAll(/<h1\b([^>]*)>([\s\S]*?)<\/h1>/g)].map(
        ([, attributes, inner]) => ({
          english: / lang="en"/.test(attributes!),
          text: textOf(inner!),
        }),
      );
      expect(headings, path).toHaveLength(1);
      if (headings[0]!.english) {
        // A blog post keeps its English words, marked, and the page says so in its language.
        expect(html, path).toContain(`>${contentIn(locale).languageLabels.postInEnglish}<`);
      } else {
        expect(headings[0]!.text, path).toMatch(DEVANAGARI);
      }

      const links = tags(html, 'link');
      const meta = tags(html, 'meta');
      expect(bare(links.find((link) => link.rel === 'canonical')?.href), path).toBe(absolute(path));
      expect(meta.find((tag) => tag.property === 'og:locale')?.content, path).toBe(
        ogLocale[locale],
      );
      const alternates: Record<string, string> = Object.fromEntries(
        links
          .filter((link) => link.rel === 'alternate' && link.hreflang)
          .map((link) => [link.hreflang, bare(link.href)]),
      );
      if (isUnlisted(route)) {
        expect(meta.find((tag) => tag.name === 'robots')?.content, path).toMatch(/noindex/);
        expect(alternates, path).toEqual({});
      } else {
        expect(alternates, path).toEqual({
          ...Object.fromEntries(
            locales.map((other) => [htmlLang[other], absolute(localePath(other, route))]),
          ),
          'x-default': absolute(route),
        });
      }
      for (const url of Object.values(alternates)) expect(await statusOf(url), url).toBe(200);

      expect(
        switcherLinks(html).map(({ href, lang, hreflang, ...rest }) => ({
          href,
          lang,
          hreflang,
          current: rest['aria-current'] ?? null,
        })),
        path,
      ).toEqual(
        twice(
          locales.map((other) => ({
            href: localePath(other, route),
            lang: htmlLang[other],
            hreflang: htmlLang[other],
            current: other === locale ? 'true' : null,
          })),
        ),
      );
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
      const description = meta.find((tag) => tag.name === 'description')?.content ?? '';
      expect(title, path).toMatch(DEVANAGARI);
      facts.push({ path, title, description });
    }
    const repeated = (key: 'title' | 'description') =>
      facts.filter((page) => facts.some((other) => other !== page && other[key] === page[key]));
    expect(repeated('title').map((page) => `${page.path}: ${page.title}`)).toEqual([]);
    expect(repeated('description').map((page) => `${page.path}: ${page.description}`)).toEqual([]);
  });
}

test('every English page links to itself in Marathi and Hindi, English marked as current', async ({
  request,
}) => {
  for (const route of allRoutes) {
    const html = await (await request.get(route)).text();
    const links = switcherLinks(html);
    expect(
      links.map(({ href }) => href),
      route,
    ).toEqual(twice(locales.map((locale: Locale) => localePath(locale, route))));
    expect(links.map((link) => link['aria-current'] ?? null)).toEqual(twice(['true', null, null]));
  }
});

test('sitemap.xml names each page in every language as its alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => entry!);
  expect(entries).toHaveLength(sitemapRoutes.length);
  for (const entry of entries) {
    const loc = entry.match(/<loc>([^<]*)<\/loc>/)![1]!;
    const route = new URL(loc).pathname;
    const alternates = Object.fromEntries(
      tags(entry, 'xhtml:link').map((link) => [link.hreflang, bare(link.href)]),
    );
    expect(alternates, loc).toEqual({
      ...Object.fromEntries(
        locales.map((locale) => [htmlLang[locale], absolute(localePath(locale, route))]),
      ),
      'x-default': bare(loc),
    });
  }
});
