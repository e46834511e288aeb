import {
  COUNTER_DEFAULT_DURATION_MS,
  counterValueAt,
  easeOutCubic,
  formatCounter,
  runCounter,
  type FrameScheduler,
} from '@/components/life/counter';

/** A hand-cranked requestAnimationFrame: `tick(ms)` runs the pending frame at that time. */
function manualScheduler() {
  let next: { handle: number; callback: (t: number) => void } | null = null;
  let handles = 0;
  const scheduler: FrameScheduler = {
    request: jest.fn((callback) => {
      next = { handle: ++handles, callback };
      return handles;
    }),
    cancel: jest.fn((handle) => {
      if (next?.handle === handle) next = null;
    }),
  };
  return {
    scheduler,
    pending: () => next !== null,
    tick(timestamp: number) {
      const frame = next;
      next = null;
      frame?.callback(timestamp);
    },
  };
}

describe('counter maths', () => {
  it('eases out: 0 at the start, 1 at the end, past halfway at the midpoint', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
  });

  it('gives whole numbers that rise from 0 to exactly the target', () => {
    expect(counterValueAt(0, 1000, 2500)).toBe(0);
    expect(counterValueAt(1250, 1000, 2500)).toBe(875);
    expect(counterValueAt(2500, 1000, 2500)).toBe(1000);
    expect(counterValueAt(9999, 1000, 2500)).toBe(1000);
    let previous = 0;
    for (let t = 0; t <= 1500; t += 16) {
      const value = counterValueAt(t, 100, 1500);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });

  it('uses the 2000 ms default duration and shows the target for a zero duration', () => {
    expect(COUNTER_DEFAULT_DURATION_MS).toBe(2000);
    expect(counterValueAt(1000, 50)).toBe(counterValueAt(1000, 50, 2000));
    expect(counterValueAt(0, 7, 0)).toBe(7);
  });

  it('formats the figure with its suffix and no thousands separator', () => {
    expect(formatCounter(100, '%')).toBe('100%');
    expect(formatCounter(1000, '+')).toBe('1000+');
  });
});

describe('runCounter', () => {
  it('counts from 0 to the target over its own duration, then stops asking for frames', () => {
    const { scheduler, tick, pending } = manualScheduler();
    const values: number[] = [];
    runCounter({ target: 1000, durationMs: 2500, onValue: (v) => values.push(v), scheduler });
    expect(values).toEqual([0]);

    tick(5000); // first frame = time zero, whatever the clock says
    expect(values).toEqual([0]);
    tick(5000 + 1250);
    expect(values.at(-1)).toBe(875);
    tick(5000 + 2000);
    expect(values.at(-1)).toBe(992);
    expect(pending()).toBe(true);
    tick(5000 + 2500);
    expect(values.at(-1)).toBe(1000);
    expect(pending()).toBe(false);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('each counter keeps its own duration', () => {
    const fast = manualScheduler();
    const slow = manualScheduler();
    const fastValues: number[] = [];
    const slowValues: number[] = [];
    runCounter({ target: 100, durationMs: 1500, onValue: (v) => fastValues.push(v), ...fast });
    runCounter({ target: 100, durationMs: 2500, onValue: (v) => slowValues.push(v), ...slow });
    for (const t of [0, 1500]) {
      fast.tick(t);
      slow.tick(t);
    }
    expect(fastValues.at(-1)).toBe(100);
    expect(slowValues.at(-1)).toBeLessThan(100);
  });

  it('can be stopped midway', () => {
    const { scheduler, tick, pending } = manualScheduler();
    const onValue = jest.fn();
    const stop = runCounter({ target: 50, durationMs: 2000, onValue, scheduler });
    tick(0);
    tick(500);
    stop();
    expect(pending()).toBe(false);
    expect(scheduler.cancel).toHaveBeenCalled();
    const calls = onValue.mock.calls.length;
    tick(2000);
    expect(onValue).toHaveBeenCalledTimes(calls);
  });
});
