// The search's keyboard shortcuts, in one place for the two that answer them: the header's
// search button once React runs (components/search/SearchButton.tsx), and the framework loader
// before it does (scripts/defer-hydration.mjs, which embeds these functions' own compiled source
// in its inline script). Hence isTypingTarget and isSearchShortcut are ES5 apart from their
// types, with no inner function, and name nothing outside themselves: the loader runs before
// any polyfill.

/**
 * Set on <html> by the loader when a search shortcut was pressed before React ran; the search
 * button takes it away and opens the search, so the search opens once whoever saw the key.
 */
export const SEARCH_REQUEST_ATTRIBUTE = 'data-search-requested';

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

/** Whether the loader held a search request; it is taken away, so it is answered once. */
export function takeSearchRequest(root: Element): boolean {
  if (!root.hasAttribute(SEARCH_REQUEST_ATTRIBUTE)) return false;
  root.removeAttribute(SEARCH_REQUEST_ATTRIBUTE);
  return true;
}
