import type { ReactNode } from 'react';
import type { DisclosureErrorKey } from '@/content/disclosure';
import type { PdfPageImage } from '@/lib/disclosure/pdf-pages';

/** The texts the viewer shows, passed down from the server page (content/disclosure.ts). */
export interface PdfViewerTexts {
  loadingText: string;
  errorTitle: string;
  errorNote: string;
  backLabel: string;
  tryAgainLabel: string;
  /** 'Page {page} of {total}' */
  pageLabel: string;
  /** '{campus} disclosure document, {total} pages' */
  pagesLabel: string;
  /** The zoom controls' labels; without them the viewer shows no zoom controls. */
  zoom?: PdfZoomTexts;
}

export interface PdfZoomTexts {
  /** Names the group of controls. */
  toolbar: string;
  fitWidth: string;
  zoomIn: string;
  zoomOut: string;
  reset: string;
  /** The reset button's accessible name (it begins with `reset`, the visible text). */
  resetLabel: string;
  /** The current zoom: '{percent}%'. */
  level: string;
}

export interface PdfViewerProps {
  /** The PDF's URL under /MPD/. */
  file: string;
  campusName: string;
  texts: PdfViewerTexts;
  /** The disclosure viewer's error messages, by key. */
  messages: Record<DisclosureErrorKey, string>;
  backHref: string;
  /**
   * Plain links to the document, shown until the viewer has opened it: the same HTML serves a
   * visitor without JavaScript and one whose viewer code failed to load.
   */
  fallback?: ReactNode;
  /**
   * The build's image of each page (lib/disclosure/pdf-pages.ts): in the page's HTML, shown until pdf.js
   * has drawn each page. Without them the viewer shows 'Loading PDF...' in a blank sheet.
   */
  pageImages?: PdfPageImage[];
}

/**
 * pdf.js's worker, copied from react-pdf's own pdfjs-dist by `prebuild`
 * (scripts/build/copy-pdf-worker.mjs) so its version always matches the API.
 */
export const PDF_WORKER_SRC = '/pdf.worker.min.js';

/** Set when the first page has painted: the viewer's own 'time to first page' (see tests). */
export const FIRST_PAGE_MARK = 'disclosure:first-page-rendered';
/** Set when the pdf.js worker has started, and when the document has been opened. */
export const WORKER_READY_MARK = 'disclosure:worker-ready';
export const DOCUMENT_LOADED_MARK = 'disclosure:document-loaded';

/** What the page's early script (ViewerHeadStart) leaves on `window` for usePdfWorker. */
export interface EarlyPdfWorker {
  worker: Worker;
  ready: boolean;
  failed: boolean;
}

/** The `window` property that holds the early worker until the viewer adopts it, then null. */
export const EARLY_WORKER_GLOBAL = '__auroraPdfWorker';

/**
 * Set on `window` by the early script of a page that shows page images while it waits for page
 * 1's image to paint; removed, and EARLY_WORKER_STARTED dispatched on `window`, once it has
 * started (or left) the worker. The viewer waits for it rather than start a worker of its own
 * before that paint.
 */
export const EARLY_WORKER_PENDING = '__auroraPdfWorkerPending';
export const EARLY_WORKER_STARTED = 'aurora-pdf-worker-started';
