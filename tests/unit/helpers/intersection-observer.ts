import { act } from '@testing-library/react';

/** A controllable IntersectionObserver: tests say how much of the observed element is visible. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** Reports the given visible share, as the browser would when it crosses a threshold. */
  show(ratio: number) {
    this.report(this.observed.slice(0, 1), ratio);
  }

  /** Reports the observed elements `which` picks as in view, or with `visible` false, out of it. */
  showWhere(which: (element: Element) => boolean, visible = true) {
    this.report(this.observed.filter(which), visible ? 1 : 0);
  }

  private report(targets: Element[], ratio: number) {
    if (this.disconnected) return;
    const entries = targets.map(
      (target) =>
        ({
          isIntersecting: ratio > 0,
          intersectionRatio: ratio,
          target,
        }) as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }

  /** Puts the fake in place of the browser's (jsdom has none), with no observers yet. */
  static install() {
    FakeIntersectionObserver.instances = [];
    window.IntersectionObserver =
      FakeIntersectionObserver as unknown as typeof window.IntersectionObserver;
  }

  /** Back to jsdom's own (none): the component's fallback when the browser lacks one. */
  static uninstall() {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  }

  /** The observer created last. */
  static latest() {
    return FakeIntersectionObserver.instances.at(-1)!;
  }
}
