import { useCallback, useState, type ComponentType } from 'react';

/**
 * A component kept out of the page's first load (a dialog, say): null until `fetchComponent` has
 * loaded it. `load` is made once per module with loadOnce() (lib/load-once.ts), so every instance
 * shares one download and a failed one is tried again on the next call; `onError` hears of it.
 */
export function useOnDemandComponent<P>(load: () => Promise<ComponentType<P>>) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const fetchComponent = useCallback(
    (onError: (error: unknown) => void) => {
      if (Component) return;
      // A function in state must be wrapped, or React would call it as an updater.
      load().then((loaded) => setComponent(() => loaded), onError);
    },
    [Component, load],
  );
  return [Component, fetchComponent] as const;
}
