'use client';

import { useEffect } from 'react';
import { UNKNOWN_PATH_ATTRIBUTE, type UnknownPathVariant } from '@/lib/unknown-path-script';

export interface UnknownPathTitleProps {
  titles: Partial<Record<UnknownPathVariant, string>>;
}

/**
 * Keeps the tab title the 404 page's inline script chose ('Blog Post Not Found', 'Campus not
 * found'): hydrating the page's <head> puts back the title it was exported with.
 */
export function UnknownPathTitle({ titles }: UnknownPathTitleProps) {
  useEffect(() => {
    const variant = document.documentElement.getAttribute(UNKNOWN_PATH_ATTRIBUTE);
    const title = variant ? titles[variant as UnknownPathVariant] : undefined;
    if (title) document.title = title;
  }, [titles]);
  return null;
}
