import { act, render, screen } from '@testing-library/react';
import { AnimatedCounter } from '@/components/life/AnimatedCounter';
import { FakeIntersectionObserver } from './helpers/intersection-observer';
import { mockReducedMotion } from './helpers/media';

const observer = () => FakeIntersectionObserver.latest();
const shown = () => screen.getByTestId('counter-value').textContent;

describe('AnimatedCounter', () => {
  beforeEach(() => {
    jest.useFakeTimers(); // fakes requestAnimationFrame too (a frame every 16 ms)
    FakeIntersectionObserver.install();
    mockReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  it('renders the final figure first (what the prerendered HTML carries) and for screen readers', () => {
    const { container } = render(<AnimatedCounter target={1000} suffix="+" durationMs={2500} />);
    expect(container).toHaveTextContent('1000+');
    expect(screen.getByText('1000+', { selector: '.sr-only' })).toBeInTheDocument();
  });

  it('waits at 0 until half visible, then counts up over its own duration, once', () => {
    render(<AnimatedCounter target={100} suffix="%" durationMs={1500} />);
    expect(observer().options.threshold).toEqual([0, 0.5]);

    observer().show(0); // the first report: off screen
    expect(shown()).toBe('0%');
    observer().show(0.3); // scrolling in, not yet half
    act(() => jest.advanceTimersByTime(1000));
    expect(shown()).toBe('0%');

    observer().show(0.5);
    act(() => jest.advanceTimersByTime(700));
    const midway = Number.parseInt(shown() ?? '', 10);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(100);

    act(() => jest.advanceTimersByTime(900));
    expect(shown()).toBe('100%');
    expect(observer().disconnected).toBe(true);

    // Scrolling away and back does not run it again.
    observer().show(0);
    observer().show(1);
    expect(shown()).toBe('100%');
  });

  it('takes its own duration: a 2500 ms counter is still counting after 1600 ms', () => {
    render(<AnimatedCounter target={1000} suffix="+" durationMs={2500} />);
    observer().show(1);
    act(() => jest.advanceTimersByTime(1600));
    expect(shown()).not.toBe('1000+');
    act(() => jest.advanceTimersByTime(1000));
    expect(shown()).toBe('1000+');
  });

  it('under reduced motion shows the final figure at once and never animates', () => {
    mockReducedMotion(true);
    render(<AnimatedCounter target={50} suffix="+" durationMs={2000} />);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    act(() => jest.advanceTimersByTime(3000));
    expect(shown()).toBe('50+');
  });

  it('stops observing and animating when it unmounts', () => {
    const { unmount } = render(<AnimatedCounter target={7} suffix="+" durationMs={1800} />);
    observer().show(1);
    unmount();
    expect(observer().disconnected).toBe(true);
    expect(() => act(() => jest.advanceTimersByTime(2000))).not.toThrow();
  });
});
