'use client';

import { useEffect, type ReactNode } from 'react';
import { BlogPostNotFound, type BlogPostNotFoundProps } from '@/components/blog/BlogPostNotFound';
import {
  DisclosureError,
  type DisclosureErrorTexts,
} from '@/components/disclosure/DisclosureError';
import { useBrowserValue } from '@/components/hooks/useBrowserValue';
import { resolveUnknownPath } from '@/lib/routes';

export interface UnknownPathHandlerProps {
  knownBlogIds: number[];
  blogNotFound: BlogPostNotFoundProps;
  disclosureTexts: DisclosureErrorTexts;
  campusNotFoundMessage: string;
  disclosureHref: string;
  /** Shown until the script decides, and to visitors without JavaScript. */
  children: ReactNode;
}

/**
 * A static host answers every unknown path with 404.html; this decides in the browser what
 * that path means (DESIGN.md): a redirect, 'Blog Post Not Found' or 'Campus not found'.
 */
export function UnknownPathHandler({
  knownBlogIds,
  blogNotFound,
  disclosureTexts,
  campusNotFoundMessage,
  disclosureHref,
  children,
}: UnknownPathHandlerProps) {
  const pathname = useBrowserValue(() => window.location.pathname);
  const outcome = pathname === null ? null : resolveUnknownPath(pathname, knownBlogIds);
  const redirectTo = outcome?.kind === 'redirect' ? outcome.to : null;

  useEffect(() => {
    // replace(), not assign(): the unknown path must not stay in the history (SPEC §2).
    if (redirectTo) window.location.replace(redirectTo);
  }, [redirectTo]);

  if (outcome?.kind === 'blog-post-not-found') return <BlogPostNotFound {...blogNotFound} />;
  if (outcome?.kind === 'campus-not-found') {
    return (
      <div className="px-4">
        <DisclosureError
          texts={disclosureTexts}
          message={campusNotFoundMessage}
          backHref={disclosureHref}
          headingLevel="h1"
        />
      </div>
    );
  }
  return children;
}
