// The search's keyboard shortcuts: the header's search button answers them once React runs
// (components/search/SearchButton.tsx); before it does, the page's inline script keeps them as a
// request on <html> (components/layout/before-react.ts, which restates this rule in ES5).

import type { EarlyRequestMarks } from '@/lib/early-request';

/**
 * The marks on <html>: a shortcut pressed before the search button listened, which it answers
 * when it starts, and the search button listening, so the search opens once whoever saw the key.
 */
export const SEARCH_REQUEST: EarlyRequestMarks = {
  request: 'data-search-requested',
  listening: 'data-search-listening',
};

/** Whether a key press came from a place where typing '/' means typing it. */
export function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].indexOf(target.tagName) !== -1)
  );
}

/** The search shortcuts: '/' (outside text fields), and Ctrl+K or ⌘K anywhere. */
export function isSearchShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey) {
    return event.key === 'k' || event.key === 'K';
  }
  return event.key === '/' && !event.altKey && !isTypingTarget(event.target);
}
