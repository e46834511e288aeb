// Value-at-time maths of the Life page's animated counters. No React and no
// browser globals: the component injects the frame scheduler, so tests drive the clock.

/** A counter starts once at least this share of it is visible. */
export const COUNTER_VISIBILITY_THRESHOLD = 0.5;
/** The duration of a counter that does not set its own. */
export const COUNTER_DEFAULT_DURATION_MS = 2000;

/** Fast at first, gentle at the end, so the final figure settles rather than stops dead. */
export function easeOutCubic(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return 1 - (1 - t) ** 3;
}

/** The whole number a counter shows `elapsedMs` after it started: 0 at the start, exactly target at the end. */
export function counterValueAt(
  elapsedMs: number,
  target: number,
  durationMs: number = COUNTER_DEFAULT_DURATION_MS,
): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  if (elapsedMs <= 0) return 0;
  return Math.round(target * easeOutCubic(elapsedMs / durationMs));
}

/** '100' + '%' → '100%'; '1000' + '+' → '1000+' (figures have no thousands separators). */
export function formatCounter(value: number, suffix: string): string {
  return `${value}${suffix}`;
}

/** requestAnimationFrame / cancelAnimationFrame, or a test double. */
export interface FrameScheduler {
  request(callback: (timestamp: number) => void): number;
  cancel(handle: number): void;
}

export interface CounterRun {
  target: number;
  durationMs?: number;
  /** Called with 0 at once, then with each new value, ending with exactly target. */
  onValue(value: number): void;
  scheduler: FrameScheduler;
}

/** Counts from 0 to target over durationMs, one value per frame. Returns a function that stops it. */
export function runCounter({
  target,
  durationMs = COUNTER_DEFAULT_DURATION_MS,
  onValue,
  scheduler,
}: CounterRun): () => void {
  let start: number | null = null;
  let last = 0;
  let handle: number | null = null;
  onValue(0);

  const frame = (timestamp: number) => {
    // The first frame's timestamp is time zero, so a slow first frame doesn't skip ahead.
    start ??= timestamp;
    const value = counterValueAt(timestamp - start, target, durationMs);
    if (value !== last) {
      last = value;
      onValue(value);
    }
    handle = value === target ? null : scheduler.request(frame);
  };

  if (target === 0 || durationMs <= 0) {
    onValue(target);
  } else {
    handle = scheduler.request(frame);
  }
  return () => {
    if (handle !== null) scheduler.cancel(handle);
    handle = null;
  };
}
