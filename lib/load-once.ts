// Loads something once (a lazy chunk, a script) and shares the promise; a failed load is
// forgotten, so the next call tries again instead of repeating the failure forever.
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
