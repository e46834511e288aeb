'use client';

import { useBrowserValue } from '@/components/hooks/useBrowserValue';
import { formatPostDate } from '@/lib/post-date';

export interface PostDateProps {
  /** 'YYYY-MM-DD', kept machine-readable in dateTime. */
  date: string;
  /** The same day in the prerender locale: the HTML and the first client render show it. */
  prerendered: string;
}

/** A post's day in the visitor's own locale, swapped in after hydration (no mismatch). */
export function PostDate({ date, prerendered }: PostDateProps) {
  const local = useBrowserValue(() => formatPostDate(date, undefined));
  return <time dateTime={date}>{local ?? prerendered}</time>;
}
