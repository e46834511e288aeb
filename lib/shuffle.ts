// Random order for the campus gallery rows, and for the rounds of `npm run audit`
// (tools/audit.mjs, which runs under tsx to import this file).
// Pure: the random source is injected, so tests can drive it and the caller decides when (the
// gallery: after hydration) and how (the audit: seeded) to call it.

/** A source of numbers in [0, 1), like Math.random. */
type RandomSource = () => number;

/**
 * Fisher–Yates shuffle: a new array with the items in a uniformly random order (given a
 * uniform source). The input is left untouched.
 */
export function shuffle<T>(items: readonly T[], random: RandomSource = Math.random): T[] {
  const result = items.slice();
  for (let i = result.length - 1; i > 0; i -= 1) {
    // Clamp so a source that returns exactly 1 cannot index past the end.
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    const swap = result[i]!;
    result[i] = result[j]!;
    result[j] = swap;
  }
  return result;
}
