'use client';

import { Suspense } from 'react';
import { DEFAULT_FILTER_ID } from '@/lib/blog';
import { BlogListFromQuery } from './BlogListFromQuery';
import { BlogListView, type BlogListData } from './BlogListView';

/**
 * The blog list with its filter kept in the URL (?category=…), so a filtered list can be
 * shared and survives reload and Back. The page is prerendered without a query, so the HTML
 * (the Suspense fallback) shows every post; the query is read once the browser takes over.
 */
export function BlogBrowser(props: BlogListData) {
  return (
    <Suspense fallback={<BlogListView {...props} activeId={DEFAULT_FILTER_ID} />}>
      <BlogListFromQuery {...props} />
    </Suspense>
  );
}
