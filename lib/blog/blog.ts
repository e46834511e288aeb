// Blog logic without React: the category filter and its URL query. Imported by client code too,
// so it must not import content values (only types).
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

/** The posts whose category the chosen filter accepts, in their original order. */
export function filterPosts<T extends { category: BlogCategory }>(
  posts: readonly T[],
  filterId: BlogFilterId,
  filters: readonly FilterRule[],
): T[] {
  const rule = filters.find((filter) => filter.id === filterId);
  if (!rule) return [...posts];
  return posts.filter((post) => rule.categories.includes(post.category));
}
