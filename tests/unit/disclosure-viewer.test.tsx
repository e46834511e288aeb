import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { disclosureWordsIn } from '@/lib/disclosure/disclosure';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ViewerErrorBoundary } from '@/components/disclosure/ViewerErrorBoundary';
import { DisclosureViewer } from '@/components/disclosure/DisclosureViewer';
import { ON_SCREEN_MARGIN, READ_AHEAD_MARGIN } from '@/components/disclosure/PdfPageList';
import { WORKER_START_TIMEOUT_MS } from '@/components/disclosure/usePdfWorker';
import {
  EARLY_WORKER_GLOBAL,
  EARLY_WORKER_PENDING,
  EARLY_WORKER_STARTED,
  FIRST_PAGE_MARK,
} from '@/components/disclosure/viewer-types';

import { FakeIntersectionObserver } from './helpers/intersection-observer';

const { disclosureErrorMessages, disclosurePage } = disclosureWordsIn('en');

// react-pdf is ESM-only and draws with pdf.js: replace it with components whose callbacks the
// tests fire by hand. The real viewer is exercised in tests/e2e/disclosure.spec.ts.
interface MockDocumentProps {
  options: { worker?: unknown };
  loading: ReactNode;
  children: ReactNode;
  onLoadSuccess: (pdf: unknown) => Promise<void>;
  onLoadError: (error: unknown) => void;
}
interface MockPageProps {
  pageNumber: number;
  width: number;
  onRenderSuccess: () => void;
  onRenderError: (error: unknown) => void;
}
const mockReactPdf = {
  document: null as MockDocumentProps | null,
  loaded: false,
  pages: new Map<number, MockPageProps>(),
};
jest.mock('react-pdf', () => {
  class PDFWorker {
    port: unknown;
    destroy = jest.fn();
    constructor({ port }: { port: unknown }) {
      this.port = port;
    }
    static create(params: { port: unknown }) {
      return new PDFWorker(params);
    }
  }
  return {
    pdfjs: { GlobalWorkerOptions: { workerSrc: 'pdf.worker.mjs' }, PDFWorker },
    Document: (props: MockDocumentProps) => {
      mockReactPdf.document = props;
      return <div>{mockReactPdf.loaded ? props.children : props.loading}</div>;
    },
    Page: (props: MockPageProps) => {
      mockReactPdf.pages.set(props.pageNumber, props);
      return <canvas data-width={props.width} />;
    },
  };
});

/** jsdom has no Worker: one the tests can make 'ready' or fail. */
class FakeWorker extends EventTarget {
  static all: FakeWorker[] = [];
  terminate = jest.fn();
  constructor(
    readonly url: string,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.all.push(this);
  }
  postMessage() {}
  ready() {
    this.dispatchEvent(new MessageEvent('message', { data: { action: 'ready' } }));
  }
}

/** jsdom has no IntersectionObserver either: pages come near the viewport when tests say so. */
const showPages = (pages: number[], visible = true) =>
  FakeIntersectionObserver.latest().showWhere(
    (slot) => pages.includes(Number((slot as HTMLElement).dataset.pdfPage)),
    visible,
  );

const fakePdf = (numPages: number) => ({
  numPages,
  getPage: async () => ({ getViewport: () => ({ width: 600, height: 900 }) }),
});

const renderViewer = (fallback?: ReactNode) =>
  render(
    <DisclosureViewer
      file="/MPD/city-campus-disclosure.pdf"
      campusName="City Campus"
      texts={disclosurePage}
      messages={disclosureErrorMessages}
      backHref="/mandatory-disclosure"
      fallback={fallback}
    />,
  );

const lastWorker = () => FakeWorker.all.at(-1)!;
const loading = () => screen.queryByRole('status');

/** The worker says 'ready' and react-pdf's (lazily loaded) Document mounts. */
async function startWorker() {
  mockReactPdf.document = null;
  act(() => lastWorker().ready());
  await waitFor(() => expect(mockReactPdf.document).not.toBeNull());
}

async function loadDocument(numPages: number) {
  await startWorker();
  mockReactPdf.loaded = true;
  await act(() => mockReactPdf.document!.onLoadSuccess(fakePdf(numPages)));
}

beforeEach(() => {
  FakeWorker.all = [];
  mockReactPdf.document = null;
  mockReactPdf.loaded = false;
  mockReactPdf.pages.clear();
  Object.assign(globalThis, { Worker: FakeWorker });
  FakeIntersectionObserver.install();
  window.innerWidth = 1280;
});

describe('DisclosureViewer', () => {
  it("shows 'Loading PDF...' until the worker runs and the document has loaded", async () => {
    renderViewer();
    expect(loading()).toHaveTextContent('Loading PDF...');
    expect(lastWorker().url).toBe('/pdf.worker.min.js');
    expect(lastWorker().options).toEqual({ type: 'module' });
    expect(mockReactPdf.document).toBeNull();

    await startWorker();
    // The document gets this attempt's worker and still shows the loading state.
    expect(mockReactPdf.document!.options.worker).toMatchObject({ port: lastWorker() });
    expect(loading()).toHaveTextContent('Loading PDF...');

    mockReactPdf.loaded = true;
    await act(() => mockReactPdf.document!.onLoadSuccess(fakePdf(3)));
    expect(loading()).not.toBeInTheDocument();
  });

  it("lists every page labelled 'Page N of M', drawing only those near the viewport", async () => {
    renderViewer();
    await loadDocument(5);

    expect(
      screen.getByRole('list', { name: 'City Campus disclosure document, 5 pages' }),
    ).toBeInTheDocument();
    const pages = screen.getAllByRole('img');
    expect(pages.map((p) => p.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Page ${n} of 5`),
    );
    // Placeholders have page 1's proportions (600 × 900), so nothing jumps.
    expect(pages[3]).toHaveStyle({ width: '800px', aspectRatio: '1 / 1.5' });

    // Page 1 is drawn at once; the others wait until they come near the viewport.
    expect([...mockReactPdf.pages.keys()]).toEqual([1]);
    showPages([2, 3]);
    expect([...mockReactPdf.pages.keys()].sort()).toEqual([1, 2, 3]);
    expect(pages[2]!.querySelector('canvas')).not.toBeNull();
    expect(pages[4]!.querySelector('canvas')).toBeNull();

    // Pages scrolled far away give their canvas back.
    showPages([1], false);
    expect(pages[0]!.querySelector('canvas')).toBeNull();

    act(() => mockReactPdf.pages.get(2)!.onRenderSuccess());
    expect(pages[1]!.querySelector('[data-rendered]')).toHaveAttribute('data-rendered', 'true');
    expect(pages[2]!.querySelector('[data-rendered]')).toHaveAttribute('data-rendered', 'false');
  });

  it('draws only the pages on screen until the visitor scrolls, then reads one screen ahead', async () => {
    renderViewer();
    await loadDocument(4);
    const atLoad = FakeIntersectionObserver.latest();
    expect(atLoad.options.rootMargin).toBe(ON_SCREEN_MARGIN);
    expect(atLoad.observed).toHaveLength(4);

    fireEvent.scroll(window);
    const reading = FakeIntersectionObserver.latest();
    expect(reading).not.toBe(atLoad);
    expect(reading.options.rootMargin).toBe(READ_AHEAD_MARGIN);
    // The new observer takes over from the drawn pages as they are.
    expect([...mockReactPdf.pages.keys()]).toEqual([1]);
    showPages([2]);
    expect([...mockReactPdf.pages.keys()].sort()).toEqual([1, 2]);

    // Later scrolls change nothing more.
    fireEvent.scroll(window);
    expect(FakeIntersectionObserver.latest()).toBe(reading);
  });

  it('renders pages 800 px wide above 768 px and viewport − 40 px below, on resize', async () => {
    jest.useFakeTimers();
    try {
      renderViewer();
      await loadDocument(2);
      expect(mockReactPdf.pages.get(1)!.width).toBe(800);
      // The first painted page is marked for the time-to-first-page measurement (jsdom has
      // no User Timing API: stand one in).
      const mark = jest.fn();
      Object.assign(performance, { mark, getEntriesByName: () => [] });
      act(() => mockReactPdf.pages.get(1)!.onRenderSuccess());
      expect(mark).toHaveBeenCalledWith(FIRST_PAGE_MARK);

      window.innerWidth = 375;
      act(() => {
        window.dispatchEvent(new Event('resize'));
        jest.advanceTimersByTime(200);
      });
      expect(mockReactPdf.pages.get(1)!.width).toBe(335);
      expect(screen.getAllByRole('img')[1]).toHaveStyle({ width: '335px' });
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    [new Error('Invalid PDF structure.'), disclosureErrorMessages.invalidPdf],
    [new TypeError('Failed to fetch'), disclosureErrorMessages.fetchFailed],
    [
      new Error('Unexpected server response (404) while retrieving PDF "/x.pdf".'),
      disclosureErrorMessages.otherLoad,
    ],
  ])('shows the error state for a load error (%s)', async (error, message) => {
    renderViewer();
    await startWorker();
    act(() => mockReactPdf.document!.onLoadError(error));

    expect(screen.getByRole('alert')).toHaveTextContent(disclosurePage.errorTitle);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByText(disclosurePage.errorNote)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: disclosurePage.backLabel })).toHaveAttribute(
      'href',
      '/mandatory-disclosure',
    );
  });

  it('shows its fallback links in the loading sheet, gone with it when the pages come, and above an error', async () => {
    const openPdf = 'Open the PDF (21 KB)';
    renderViewer(<a href="/MPD/city-campus-disclosure.pdf">{openPdf}</a>);
    // The copy above the viewer is for a page without JavaScript (CSS shows it only then);
    // the copy in the sheet is replaced by page 1 in place, so the viewer never moves.
    const aboveViewer = () =>
      screen.getAllByRole('link', { name: openPdf }).filter((link) => link.closest('.hidden'));
    expect(aboveViewer()).toHaveLength(1);
    const sheet = loading()!.parentElement!;
    expect(within(sheet).getByRole('link', { name: openPdf })).toBeInTheDocument();
    // The live region announces the loading text only, not the links.
    expect(within(loading()!).queryByRole('link')).not.toBeInTheDocument();

    await startWorker();
    act(() => mockReactPdf.document!.onLoadError(new Error('Invalid PDF structure.')));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: openPdf });
    expect(links).toHaveLength(1);
    expect(links[0]!.closest('.hidden')).toBeNull();
  });

  it('a document that opens leaves only the no-JavaScript copy of the fallback links', async () => {
    renderViewer(<a href="/MPD/city-campus-disclosure.pdf">Open the PDF (21 KB)</a>);
    await loadDocument(2);
    const links = screen.getAllByRole('link', { name: 'Open the PDF (21 KB)' });
    expect(links).toHaveLength(1);
    expect(links[0]!.closest('.hidden')).not.toBeNull();
  });

  it("'Try Again' goes back to loading with a fresh worker and document", async () => {
    const user = userEvent.setup();
    renderViewer();
    await startWorker();
    const firstWorker = lastWorker();
    act(() => mockReactPdf.document!.onLoadError(new Error('Invalid PDF structure.')));
    expect(firstWorker.terminate).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: disclosurePage.tryAgainLabel }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loading()).toHaveTextContent('Loading PDF...');
    expect(FakeWorker.all).toHaveLength(2);

    await loadDocument(1);
    expect(screen.getByRole('img', { name: 'Page 1 of 1' })).toBeInTheDocument();
  });

  it('while the page waits for page 1’s image to paint, starts no worker, then adopts the page’s', async () => {
    const slot = window as unknown as Record<string, unknown>;
    slot[EARLY_WORKER_PENDING] = true;
    try {
      renderViewer();
      expect(FakeWorker.all).toHaveLength(0);
      // The page's early script, once the image is on screen.
      const early = new FakeWorker('/pdf.worker.min.js', { type: 'module' });
      slot[EARLY_WORKER_GLOBAL] = { worker: early, ready: false, failed: false };
      delete slot[EARLY_WORKER_PENDING];
      act(() => void window.dispatchEvent(new Event(EARLY_WORKER_STARTED)));
      expect(FakeWorker.all).toEqual([early]);
      await startWorker();
      expect(mockReactPdf.document).not.toBeNull();
    } finally {
      delete slot[EARLY_WORKER_PENDING];
      delete slot[EARLY_WORKER_GLOBAL];
    }
  });

  it('a worker script that fails to load is a setup error, not a hang', () => {
    renderViewer();
    act(() => {
      lastWorker().dispatchEvent(new Event('error'));
    });
    expect(screen.getByText(disclosureErrorMessages.workerSetup)).toBeInTheDocument();
  });

  it('a worker that never starts becomes a setup error after the bound', () => {
    jest.useFakeTimers();
    try {
      renderViewer();
      act(() => jest.advanceTimersByTime(WORKER_START_TIMEOUT_MS - 1));
      expect(loading()).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByText(disclosureErrorMessages.workerSetup)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("a page that fails to render shows 'Failed to render PDF content'", async () => {
    renderViewer();
    await loadDocument(2);
    act(() => mockReactPdf.pages.get(1)!.onRenderError(new Error('canvas exploded')));
    expect(screen.getByRole('alert')).toHaveTextContent(disclosureErrorMessages.pageRender);
  });
});

describe('ViewerErrorBoundary (outer failure)', () => {
  it('shows its fallback instead of a viewer that crashed', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const Crash = () => {
      throw new Error('ChunkLoadError: Loading chunk 123 failed.');
    };
    render(
      <ViewerErrorBoundary fallback={<p>{disclosureErrorMessages.outer}</p>}>
        <Crash />
      </ViewerErrorBoundary>,
    );
    expect(screen.getByText(disclosureErrorMessages.outer)).toBeInTheDocument();
    error.mockRestore();
  });
});
