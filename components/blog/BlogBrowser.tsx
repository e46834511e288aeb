'use client';

import { useSyncExternalStore } from 'react';
import type { BlogFilterId } from '@/content/blog';
import { FILTER_QUERY_KEY, filterHref, parseFilterId } from '@/lib/blog/blog';
import { BlogListView, type BlogListData } from './BlogListView';

// The page's query string as an external store: changed by a filter chosen here (pushState,
// which fires no event) and by Back and Forward (popstate).
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}
const readSearch = () => window.location.search;
const prerenderedSearch = () => '';

/**
 * The blog list with its filter kept in the URL (?category=…), so a filtered list can be
 * shared and survives reload and Back. The page is prerendered without a query, and React
 * hydrates that list as it is; a query is read right after (useSyncExternalStore re-renders
 * only if it names a filter). Next's useSearchParams would instead have left the list to be
 * rendered again in the browser from a Suspense fallback: measured, a 300 ms task on a phone.
 */
export function BlogBrowser(props: BlogListData) {
  const search = useSyncExternalStore(subscribe, readSearch, prerenderedSearch);
  const activeId = parseFilterId(new URLSearchParams(search).get(FILTER_QUERY_KEY), props.filters);

  const select = (id: BlogFilterId) => {
    if (id === activeId) return;
    // A new history entry, so Back returns to the previous filter. The native pushState (which
    // Next's router observes) rather than router.push: router.push first fetches the page's
    // server payload again, so on a slow connection the list would wait seconds for data it
    // already has. No scrolling either way.
    const { pathname, search: current } = window.location;
    window.history.pushState(null, '', filterHref(pathname, current, id));
    for (const listener of listeners) listener();
  };

  return <BlogListView {...props} activeId={activeId} onSelect={select} />;
}
