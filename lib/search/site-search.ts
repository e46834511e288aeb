// The site search in the browser: Pagefind's script and index (written into out/pagefind/ by
// scripts/postbuild/search-index.mjs) load on the first search only, then answer each query with the
// results' title, type, address and an excerpt with the matches marked.
import { loadOnce } from '@/lib/load-once';
import { queriesFor } from './synonyms';

/** Where the index and its script are served from. */
export const SEARCH_BUNDLE = '/pagefind/pagefind.js';
/**
 * The words that mean the same, by page language ('hi-in'), written beside the index by
 * scripts/postbuild/search-index.mjs.
 */
export const SEARCH_SYNONYMS = '/pagefind/synonyms.json';

/** Groups of words that mean the same, by the lower-cased `lang` of the pages they are for. */
export type SynonymGroups = Record<string, string[][]>;
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
  search: (query: string) => Promise<{
    results: { id: string; score: number; data: () => Promise<PagefindResultData> }[];
  }>;
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

/** Loads the words that mean the same once; none where the file cannot be read. */
export const loadSynonyms = loadOnce(async (): Promise<SynonymGroups> => {
  const response = await fetch(SEARCH_SYNONYMS);
  return response.ok ? ((await response.json()) as SynonymGroups) : {};
});

/**
 * The first results for `query` ('' gives none), in the page's language `lang`: the query and its
 * alternatives by synonyms (./synonyms) asked together, each page once at its best score.
 */
export async function searchSite(
  query: string,
  load = loadPagefind,
  synonyms: () => Promise<SynonymGroups> = loadSynonyms,
  lang = typeof document === 'undefined' ? '' : document.documentElement.lang,
): Promise<SearchResult[]> {
  const words = query.trim();
  if (words === '') return [];
  const engine = await load();
  const groups = (await synonyms().catch(() => ({}) as SynonymGroups))[lang.toLowerCase()] ?? [];
  const answers = await Promise.all(queriesFor(words, groups).map((q) => engine.search(q)));
  const best = new Map<string, (typeof answers)[number]['results'][number]>();
  for (const result of answers.flatMap((answer) => answer.results)) {
    const known = best.get(result.id);
    if (!known || result.score > known.score) best.set(result.id, result);
  }
  // Pagefind answers best first and the sort is stable: a query asked alone keeps its order.
  const ranked = [...best.values()].sort((a, b) => b.score - a.score);
  const data = await Promise.all(ranked.slice(0, MAX_RESULTS).map((result) => result.data()));
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
