import {
  autoAdvanceIndex,
  canGoNext,
  canGoPrev,
  clampIndex,
  stepIndex,
} from '@/components/home/carousel';
import { tabIndexForKey } from '@/components/about/tabs';
import { fillTemplate } from '@/lib/template';
import { trapTarget } from '@/components/ui/focus-trap';

describe('carousel index arithmetic: the timer wraps, the arrows stop at the ends', () => {
  it('auto-advance moves forward and wraps from the last item (2) back to the first (0)', () => {
    expect(autoAdvanceIndex(0, 3)).toBe(1);
    expect(autoAdvanceIndex(1, 3)).toBe(2);
    expect(autoAdvanceIndex(2, 3)).toBe(0);
    expect(autoAdvanceIndex(0, 1)).toBe(0);
    expect(autoAdvanceIndex(5, 0)).toBe(0);
  });

  it('arrows step one item and stop at either end', () => {
    expect(stepIndex(1, 1, 3)).toBe(2);
    expect(stepIndex(1, -1, 3)).toBe(0);
    expect(stepIndex(2, 1, 3)).toBe(2);
    expect(stepIndex(0, -1, 3)).toBe(0);
  });

  it('prev is disabled on the first item and next on the last', () => {
    expect([0, 1, 2].map((i) => canGoPrev(i))).toEqual([false, true, true]);
    expect([0, 1, 2].map((i) => canGoNext(i, 3))).toEqual([true, true, false]);
  });

  it('clamps out-of-range indexes', () => {
    expect(clampIndex(-4, 3)).toBe(0);
    expect(clampIndex(9, 3)).toBe(2);
    expect(clampIndex(1.7, 3)).toBe(1);
    expect(clampIndex(Number.NaN, 3)).toBe(0);
  });
});

describe('tab list keyboard model', () => {
  it('arrows move and wrap, Home and End jump to the ends, other keys are ignored', () => {
    expect(tabIndexForKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 1, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabIndexForKey('Home', 2, 3)).toBe(0);
    expect(tabIndexForKey('End', 0, 3)).toBe(2);
    expect(tabIndexForKey('ArrowDown', 0, 3)).toBeNull();
    expect(tabIndexForKey('Enter', 0, 3)).toBeNull();
    expect(tabIndexForKey('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('focus trap', () => {
  it('wraps Tab from the last element and Shift+Tab from the first, else leaves it alone', () => {
    expect(trapTarget(3, 2, false)).toBe(0);
    expect(trapTarget(3, 1, false)).toBeNull();
    expect(trapTarget(3, 0, true)).toBe(2);
    expect(trapTarget(3, 1, true)).toBeNull();
    expect(trapTarget(3, -1, false)).toBe(0);
    expect(trapTarget(3, -1, true)).toBe(2);
    expect(trapTarget(1, 0, false)).toBe(0);
    expect(trapTarget(0, -1, false)).toBeNull();
  });
});

describe('fillTemplate', () => {
  it('fills known placeholders and keeps unknown ones', () => {
    expect(fillTemplate('{n} of {total}', { n: 2, total: 3 })).toBe('2 of 3');
    expect(fillTemplate('Hi {who}', {})).toBe('Hi {who}');
  });
});
