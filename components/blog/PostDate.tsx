'use client';

import { useSyncExternalStore } from 'react';
import { formatPostDate } from '@/lib/blog/post-date';

export interface PostDateProps {
  /** 'YYYY-MM-DD', kept machine-readable in dateTime. */
  date: string;
  /** The same day in the prerender locale: the HTML and the first client render show it. */
  prerendered: string;
}

// The visitor's locale is read once the page is idle after hydration, in a task of its own: a
// page's first date formatting loads the browser's locale data (over 10 ms on a fast desktop,
// several times that on a phone), which would otherwise lengthen hydration's task.
let localeReady = false;
const waiting = new Set<() => void>();

function subscribe(listener: () => void) {
  if (localeReady) return () => {};
  if (waiting.size === 0) {
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    whenIdle(() => {
      localeReady = true;
      for (const notify of waiting) notify();
      waiting.clear();
    });
  }
  waiting.add(listener);
  return () => waiting.delete(listener);
}

/** A post's day in the visitor's own locale, swapped in after hydration (no mismatch). */
export function PostDate({ date, prerendered }: PostDateProps) {
  const local = useSyncExternalStore(
    subscribe,
    () => (localeReady ? formatPostDate(date, undefined) : null),
    () => null,
  );
  return <time dateTime={date}>{local ?? prerendered}</time>;
}
