// What sitemap.xml and robots.txt say (app/sitemap.ts and app/robots.ts serve them). Pure: the
// routes, the posts and the origin come in as arguments.
import type { BlogPost } from '@/content/schema';

export interface SitemapEntry {
  /** Absolute URL, no trailing slash except the home page's. */
  url: string;
  /** 'YYYY-MM-DD'; only where the content knows the day (blog posts and the list, disclosures). */
  lastModified?: string;
  /** The same page in every language, by hreflang (<xhtml:link rel="alternate">). */
  alternates?: { languages: Record<string, string> };
}

/**
 * One entry per public route. Posts carry their own date, and the blog list the newest one;
 * other pages carry none rather than the build time, so the same content gives the same file.
 */
export function buildSitemap(
  routes: readonly string[],
  origin: string,
  blog: { listPath: string; postPath: (id: number) => string; posts: readonly BlogPost[] },
  /** Other pages whose content knows its date (the disclosure tables' 'Last updated'). */
  dated: Readonly<Record<string, string>> = {},
): SitemapEntry[] {
  const lastModified = new Map<string, string>(Object.entries(dated));
  for (const post of blog.posts) lastModified.set(blog.postPath(post.id), post.date);
  const newest = [...blog.posts]
    .map((post) => post.date)
    .sort()
    .at(-1);
  if (newest) lastModified.set(blog.listPath, newest);

  return [...new Set(routes)].map((path) => {
    const date = lastModified.get(path);
    return { url: new URL(path, origin).href, ...(date ? { lastModified: date } : {}) };
  });
}

/**
 * Each entry with the page in every language as its alternates (absolute URLs, by hreflang,
 * `x-default` the English page): one <url> per page, its translations announced beside it.
 */
export function withLanguageAlternates(
  entries: readonly SitemapEntry[],
  origin: string,
  alternatesOf: (path: string) => Record<string, string>,
): SitemapEntry[] {
  return entries.map((entry) => {
    const path = new URL(entry.url).pathname;
    const languages = Object.fromEntries(
      Object.entries(alternatesOf(path)).map(([lang, href]) => [lang, new URL(href, origin).href]),
    );
    return { ...entry, alternates: { languages } };
  });
}

export interface RobotsRules {
  rules: { userAgent: string; allow: string; disallow?: string[] };
  sitemap: string;
}

/** Every page is public: allow all crawlers and point them at the sitemap. */
export function buildRobots(origin: string): RobotsRules {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: new URL('/sitemap.xml', origin).href,
  };
}
