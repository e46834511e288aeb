// Blog logic without React: the category filter (SPEC §4), its URL query, and the post text
// format (one paragraph per line, **bold** markers). Imported by client code too, so it must
// not import content values (only types).
import type { BlogFilterId } from '@/content/blog';
import type { BlogCategory } from '@/content/schema';

/** The URL query key that holds the chosen filter: /aurora-social?category=blogs */
export const FILTER_QUERY_KEY = 'category';
export const DEFAULT_FILTER_ID: BlogFilterId = 'all';

export interface FilterRule {
  id: BlogFilterId;
  categories: readonly BlogCategory[];
}

/** The filter named by the query value; anything unknown or missing means 'All'. */
export function parseFilterId(value: string | null | undefined, filters: readonly FilterRule[]) {
  return filters.find((filter) => filter.id === value)?.id ?? DEFAULT_FILTER_ID;
}

/**
 * The URL for a filter, keeping any other query parameters (e.g. campaign tags). The default
 * filter drops the parameter, so the plain list URL stays clean.
 */
export function filterHref(pathname: string, currentSearch: string, id: BlogFilterId): string {
  const params = new URLSearchParams(currentSearch);
  if (id === DEFAULT_FILTER_ID) params.delete(FILTER_QUERY_KEY);
  else params.set(FILTER_QUERY_KEY, id);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** SPEC §4: the posts whose category the chosen filter accepts, in their original order. */
export function filterPosts<T extends { category: BlogCategory }>(
  posts: readonly T[],
  filterId: BlogFilterId,
  filters: readonly FilterRule[],
): T[] {
  const rule = filters.find((filter) => filter.id === filterId);
  if (!rule) return [...posts];
  return posts.filter((post) => rule.categories.includes(post.category));
}

/** One paragraph per line; blank lines and surrounding spaces are dropped. */
export function splitParagraphs(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export interface TextSegment {
  text: string;
  bold: boolean;
}

const MARKER = '**';
const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);

/**
 * Splits a paragraph into plain and bold runs. Markers pair like Markdown's strong emphasis:
 * an opening `**` must be followed by a non-space, a closing one preceded by a non-space.
 * Nested pairs (`**a **b** c**`) flatten into one bold run; a marker without a partner stays
 * as literal text. The result is plain strings, so '<' and '&' remain text when rendered.
 */
export function parseBold(text: string): TextSegment[] {
  const positions: number[] = [];
  for (let at = text.indexOf(MARKER); at !== -1; at = text.indexOf(MARKER, at + MARKER.length)) {
    positions.push(at);
  }

  // Pair openers and closers with a stack; a marker that finds no partner stays literal.
  const role = new Map<number, 1 | -1>();
  const open: number[] = [];
  for (const at of positions) {
    const before = text[at - 1];
    const after = text[at + MARKER.length];
    if (!isSpace(before) && open.length > 0) {
      role.set(open.pop()!, 1);
      role.set(at, -1);
    } else if (!isSpace(after)) {
      open.push(at);
    }
  }

  const segments: TextSegment[] = [];
  const push = (piece: string, bold: boolean) => {
    if (!piece) return;
    const last = segments[segments.length - 1];
    if (last && last.bold === bold) last.text += piece;
    else segments.push({ text: piece, bold });
  };

  let depth = 0;
  let cursor = 0;
  for (const at of positions) {
    const change = role.get(at);
    if (change === undefined) continue;
    push(text.slice(cursor, at), depth > 0);
    depth += change;
    cursor = at + MARKER.length;
  }
  push(text.slice(cursor), depth > 0);
  return segments;
}

/** The text of a paragraph without any markers, e.g. for a feed or a search snippet. */
export function plainText(text: string): string {
  return parseBold(text)
    .map((segment) => segment.text)
    .join('');
}
