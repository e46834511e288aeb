'use client';

import { useEffect, useRef, useState } from 'react';
import {
  COUNTER_DEFAULT_DURATION_MS,
  COUNTER_VISIBILITY_THRESHOLD,
  formatCounter,
  runCounter,
  type FrameScheduler,
} from '@/components/life/counter';

export interface AnimatedCounterProps {
  target: number;
  suffix: string;
  durationMs?: number;
  className?: string;
}

const browserFrames: FrameScheduler = {
  request: (callback) => window.requestAnimationFrame(callback),
  cancel: (handle) => window.cancelAnimationFrame(handle),
};

/**
 * A figure that counts up from 0 once, the first time at least half of it is visible. The
 * prerendered HTML carries the final figure, so search engines, readers without JavaScript and
 * reduced-motion users see it as is; screen readers always hear it.
 */
export function AnimatedCounter({
  target,
  suffix,
  durationMs = COUNTER_DEFAULT_DURATION_MS,
  className,
}: AnimatedCounterProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [value, setValue] = useState(target);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;

    let stop: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        if (entry.isIntersecting && entry.intersectionRatio >= COUNTER_VISIBILITY_THRESHOLD) {
          // Once only: later scrolls leave the final figure in place.
          observer.disconnect();
          stop = runCounter({ target, durationMs, onValue: setValue, scheduler: browserFrames });
        } else {
          // Not yet (half) seen: wait at 0, so the count starts from there when it is.
          setValue(0);
        }
      },
      // 0 too, so the figure drops to 0 as soon as it starts to scroll into view.
      { threshold: [0, COUNTER_VISIBILITY_THRESHOLD] },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      stop?.();
    };
  }, [target, durationMs]);

  return (
    <span className={className}>
      <span ref={ref} aria-hidden="true" data-testid="counter-value" className="tabular-nums">
        {formatCounter(value, suffix)}
      </span>
      <span className="sr-only">{formatCounter(target, suffix)}</span>
    </span>
  );
}
