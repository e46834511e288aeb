import { usePathname, useSearchParams } from 'next/navigation';
import type { BlogFilterId } from '@/content/blog';
import { FILTER_QUERY_KEY, filterHref, parseFilterId } from '@/lib/blog';
import { BlogListView, type BlogListData } from './BlogListView';

/** Reads the filter from the URL and writes it back; must sit inside a Suspense boundary. */
export function BlogListFromQuery(props: BlogListData) {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const activeId = parseFilterId(searchParams.get(FILTER_QUERY_KEY), props.filters);

  const select = (id: BlogFilterId) => {
    if (id === activeId) return;
    // A new history entry, so Back returns to the previous filter. The native pushState (which
    // Next's router observes, updating useSearchParams) rather than router.push: router.push
    // first fetches the page's server payload again, so on a slow connection the list would
    // wait seconds for data it already has. No scrolling either way.
    window.history.pushState(null, '', filterHref(pathname, searchParams.toString(), id));
  };

  return <BlogListView {...props} activeId={activeId} onSelect={select} />;
}
