import { useSyncExternalStore } from 'react';

/** Resizes settle for this long before the page re-lays out (a drag fires dozens of events). */
const RESIZE_SETTLE_MS = 120;

function subscribe(onChange: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, RESIZE_SETTLE_MS);
  };
  window.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}

/**
 * The window's width, kept current on resize and rotation; `select` maps it to the value a
 * component needs so it re-renders only when that value changes. Browser-only components.
 */
export function useViewportWidth<T>(select: (width: number) => T, serverValue: T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(window.innerWidth),
    () => serverValue,
  );
}
