// Random order for the campus gallery rows (SPEC §9), and for the rounds of `npm run audit`
// (scripts/audit.mjs, which Node runs as it is: hence plain JavaScript, typed by shuffle.d.mts).
// Pure: the random source is injected, so tests can drive it and the caller decides when (the
// gallery: after hydration) and how (the audit: seeded) to call it.

/**
 * Fisher–Yates shuffle: a new array with the items in a uniformly random order (given a
 * uniform source). The input is left untouched.
 */
export function shuffle(items, random = Math.random) {
  const result = items.slice();
  for (let i = result.length - 1; i > 0; i -= 1) {
    // Clamp so a source that returns exactly 1 cannot index past the end.
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    const swap = result[i];
    result[i] = result[j];
    result[j] = swap;
  }
  return result;
}

/** The items followed by themselves: one full copy scrolls out while the next scrolls in. */
export function doubled(items) {
  return [...items, ...items];
}
