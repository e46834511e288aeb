/**
 * What react-pdf takes from pdf.js's viewer library (`pdfjs-dist/web/pdf_viewer.mjs`), and
 * nothing more: next.config.mjs points that import here. react-pdf's LinkService extends
 * `SimpleLinkService` and gives it an `EventBus`, then overrides every method it uses, so the
 * viewer library (find bar, toolbar, annotation editors…) would be evaluated, a long
 * main-thread task, only to serve as a base class.
 */

/** pdf.js's event bus, for viewer events; react-pdf creates one and never dispatches. */
export class EventBus {
  private readonly listeners = new Map<string, Set<(event: unknown) => void>>();

  on(name: string, listener: (event: unknown) => void): void {
    const set = this.listeners.get(name) ?? new Set();
    set.add(listener);
    this.listeners.set(name, set);
  }

  off(name: string, listener: (event: unknown) => void): void {
    this.listeners.get(name)?.delete(listener);
  }

  dispatch(name: string, event: unknown): void {
    for (const listener of this.listeners.get(name) ?? []) listener(event);
  }
}

/** The base of react-pdf's LinkService, which overrides every method it calls. */
export class SimpleLinkService {
  readonly eventBus: EventBus;
  externalLinkEnabled = true;

  constructor({ eventBus = new EventBus() }: { eventBus?: EventBus } = {}) {
    this.eventBus = eventBus;
  }
}
