'use client';

import { useEffect } from 'react';
import {
  UNKNOWN_PATH_ATTRIBUTE,
  UNKNOWN_PATH_LOCALE_ATTRIBUTE,
  type NotFoundTitles,
  type UnknownPathVariant,
} from '@/lib/routes/unknown-path-attributes';

export interface UnknownPathTitleProps {
  titles: Partial<Record<UnknownPathVariant, string>>;
  /** The titles of the variants in Marathi and Hindi, by language. */
  localeTitles?: Partial<Record<string, NotFoundTitles>>;
}

/**
 * Keeps the tab title the 404 page's inline script chose ('Blog Post Not Found', 'Campus not
 * found', or either in Marathi or Hindi): hydrating the page's <head> puts back the title it was
 * exported with.
 */
export function UnknownPathTitle({ titles, localeTitles = {} }: UnknownPathTitleProps) {
  useEffect(() => {
    const page = document.documentElement;
    const variant = page.getAttribute(UNKNOWN_PATH_ATTRIBUTE);
    const inLocale = localeTitles[page.getAttribute(UNKNOWN_PATH_LOCALE_ATTRIBUTE) ?? ''];
    const title = inLocale
      ? {
          'blog-post-not-found': inLocale.blogPostNotFound,
          'campus-not-found': inLocale.campusNotFound,
        }[variant ?? '']
      : variant
        ? titles[variant as UnknownPathVariant]
        : undefined;
    if (title) document.title = title;
  }, [titles, localeTitles]);
  return null;
}
