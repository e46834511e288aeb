// The site search in the browser: Pagefind's script and index (written into out/pagefind/ by
// scripts/postbuild/search-index.mjs) load on the first search only, then answer each query with the
// results' title, type, address and an excerpt with the matches marked.
import { loadOnce } from '@/lib/load-once';

/** Where the index and its script are served from. */
export const SEARCH_BUNDLE = '/pagefind/pagefind.js';
/** How many results the dialog shows. */
export const MAX_RESULTS = 10;

export interface SearchResult {
  url: string;
  title: string;
  type: string;
  /** HTML from Pagefind: the page's text, escaped, with the matches in <mark>. */
  excerpt: string;
}

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; type?: string };
}

interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string) => Promise<{ results: { data: () => Promise<PagefindResultData> }[] }>;
}

/** Loads Pagefind once; a failed load is forgotten, so the next search tries again. */
export const loadPagefind = loadOnce(async () => {
  const url = SEARCH_BUNDLE;
  const engine = (await import(
    /* webpackIgnore: true */ /* turbopackIgnore: true */ url
  )) as Pagefind;
  await engine.options({ excerptLength: 24 });
  await engine.init();
  return engine;
});

/** The first results for `query` ('' gives none). */
export async function searchSite(query: string, load = loadPagefind): Promise<SearchResult[]> {
  const words = query.trim();
  if (words === '') return [];
  const engine = await load();
  const { results } = await engine.search(words);
  const data = await Promise.all(results.slice(0, MAX_RESULTS).map((result) => result.data()));
  return data.map((item) => ({
    url: item.url,
    title: item.meta.title ?? item.url,
    type: item.meta.type ?? '',
    excerpt: item.excerpt,
  }));
}

/**
 * Where an arrow key moves focus in the results: -1 is the search field. Down from the field
 * goes to the first result, up from the first result back to the field; the ends stay put.
 */
export function nextResultIndex(current: number, key: string, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return Math.min(current + 1, count - 1);
  if (key === 'ArrowUp') return current <= 0 ? -1 : current - 1;
  if (key === 'Home') return current === -1 ? null : 0;
  if (key === 'End') return current === -1 ? null : count - 1;
  return null;
}
