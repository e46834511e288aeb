import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const list = typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const read = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(QUERY).matches : false;

/**
 * Whether the visitor asked for reduced motion; follows changes to the setting. False while
 * prerendering and hydrating (so server and client HTML agree), the real value right after.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
