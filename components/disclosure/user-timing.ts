/**
 * Sets a User Timing mark the first time it is reached in this page load, so scripts and
 * tests can read when a milestone happened (`performance.getEntriesByName(name)`).
 */
export function markOnce(name: string): void {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByName !== 'function')
    return;
  if (performance.getEntriesByName(name).length === 0) performance.mark(name);
}
