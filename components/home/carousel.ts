// Index arithmetic of the leaders carousel: the timer wraps from the last item
// back to the first, while the arrows stop at the ends.

/** The item the timer moves to: the next one, wrapping from the last back to the first. */
export function autoAdvanceIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (clampIndex(index, count) + 1) % count;
}

/** The item an arrow moves to: one step back or forward, never past either end. */
export function stepIndex(index: number, delta: -1 | 1, count: number): number {
  return clampIndex(index + delta, count);
}

/** The prev arrow is disabled on the first item. */
export function canGoPrev(index: number): boolean {
  return index > 0;
}

/** The next arrow is disabled on the last item. */
export function canGoNext(index: number, count: number): boolean {
  return index < count - 1;
}

/** Keeps an index (e.g. from a dot) inside 0 … count-1. */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || Number.isNaN(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}
