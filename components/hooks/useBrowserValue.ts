import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * A value that only exists in the browser (the URL, today's date, a random order): null while
 * prerendering and during hydration, so the server HTML and the first client render agree.
 */
export function useBrowserValue<T>(read: () => T): T | null {
  return useSyncExternalStore(subscribeNever, read, () => null);
}

/**
 * False in the prerendered HTML and during hydration, true once React runs the page: markup
 * that works without JavaScript (CSS-driven menus, stacked tab panels) until React takes over.
 */
export function useHydrated(): boolean {
  return useBrowserValue(() => true) ?? false;
}
