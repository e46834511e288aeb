/**
 * @jest-environment jsdom
 */
// The viewer page's head start (components/disclosure/ViewerHeadStart.tsx): its inline script
// starts pdf.js's worker and preloads a small document once page 1's image is painted, unless the
// viewer ran first. A viewer that ran first has fetched the document itself: a late preload would
// fetch it again, and hand its answer to the viewer's next attempt in place of a fresh one.
import type { ReactElement } from 'react';
import { ViewerHeadStart } from '@/components/disclosure/ViewerHeadStart';
import { EARLY_WORKER_GLOBAL, PDF_WORKER_SRC } from '@/components/disclosure/viewer-types';

const FILE = '/MPD/city-campus-disclosure.pdf';

/** Runs the element's inline script in this window, its waits for the hero photo run at once. */
function runScript(element: ReactElement) {
  const { __html } = (element.props as { dangerouslySetInnerHTML: { __html: string } })
    .dangerouslySetInnerHTML;
  new Function(__html)();
}

const started: string[] = [];
class FakeWorker {
  constructor(url: string) {
    started.push(url);
  }
  addEventListener() {}
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) =>
    link.getAttribute('href'),
  );

beforeEach(() => {
  started.length = 0;
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[EARLY_WORKER_GLOBAL];
  Object.assign(window, { Worker: FakeWorker });
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => {
    run(0);
    return 0;
  });
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the viewer’s head start after page 1’s image', () => {
  it('starts the worker and preloads the document when the viewer has not run', () => {
    runScript(ViewerHeadStart({ file: FILE, afterPageImage: true }));
    jest.runAllTimers();
    expect(started).toEqual([PDF_WORKER_SRC]);
    expect(preloads()).toEqual([FILE]);
    expect(window).toHaveProperty(EARLY_WORKER_GLOBAL);
  });

  it('does neither once the viewer has run (its mark on the global)', () => {
    // What the viewer's first attempt leaves: it took the early worker, or found none.
    (window as unknown as Record<string, unknown>)[EARLY_WORKER_GLOBAL] = null;
    runScript(ViewerHeadStart({ file: FILE, afterPageImage: true }));
    jest.runAllTimers();
    expect(started).toEqual([]);
    expect(preloads()).toEqual([]);
  });
});

describe('the viewer’s head start without page images', () => {
  it('starts the worker at once, unless the viewer has run', () => {
    const element = ViewerHeadStart({ file: FILE, afterPageImage: false });
    runScript(element);
    expect(started).toEqual([PDF_WORKER_SRC]);
    started.length = 0;
    (window as unknown as Record<string, unknown>)[EARLY_WORKER_GLOBAL] = null;
    runScript(element);
    expect(started).toEqual([]);
  });
});
