// Random order for the campus gallery rows (SPEC §9). Pure: the random source is injected, so
// tests can drive it and the component decides when (after hydration) to call it.

/** A source of numbers in [0, 1), like Math.random. */
export type RandomSource = () => number;

/**
 * Fisher–Yates shuffle: a new array with the items in a uniformly random order (given a
 * uniform source). The input is left untouched.
 */
export function shuffle<T>(items: readonly T[], random: RandomSource = Math.random): T[] {
  const result = items.slice();
  for (let i = result.length - 1; i > 0; i -= 1) {
    // Clamp so a source that returns exactly 1 cannot index past the end.
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    const swap = result[i] as T;
    result[i] = result[j] as T;
    result[j] = swap;
  }
  return result;
}

/** The items followed by themselves: one full copy scrolls out while the next scrolls in. */
export function doubled<T>(items: readonly T[]): T[] {
  return [...items, ...items];
}
