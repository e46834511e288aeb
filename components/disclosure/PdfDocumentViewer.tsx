import { useMemo, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { Document, pdfjs, type DocumentProps } from 'react-pdf';
import { useViewportWidth } from '@/components/hooks/useViewportWidth';
import type { ViewerFailure } from '@/lib/disclosure/pdf-errors';
import { A4_ASPECT, PDF_PAGE_WIDTH_PX, pdfPageWidth } from '@/lib/disclosure/pdf-layout';
import type { PdfPageImage } from '@/lib/disclosure/pdf-pages';
import { fillTemplate } from '@/lib/template';
import { markOnce } from './user-timing';
import { PdfLoading } from './PdfLoading';
import { PdfPageList } from './PdfPageList';
import { PdfZoomFrame } from './PdfZoomFrame';
import { usePdfZoom } from './usePdfZoom';
import { DOCUMENT_LOADED_MARK, PDF_WORKER_SRC, type PdfViewerTexts } from './viewer-types';

// Set here, after react-pdf's own import has set its default ('pdf.worker.mjs').
pdfjs.GlobalWorkerOptions.workerSrc = PDF_WORKER_SRC;

/**
 * Fetch only what the pages on screen need: where the server supports byte ranges,
 * a long document is read in ranges as pages come into view instead of all at once.
 */
const BASE_OPTIONS = {
  disableStream: true,
  disableAutoFetch: true,
} satisfies DocumentProps['options'];

export interface PdfDocumentViewerProps {
  file: string;
  campusName: string;
  texts: PdfViewerTexts;
  /** This attempt's running pdf.js worker (see usePdfWorker); null while it starts. */
  worker: Worker | null;
  onFailure: (failure: ViewerFailure) => void;
  /** The build's images of the pages, shown under their canvases until these are drawn. */
  pageImages?: PdfPageImage[];
  /** Called as the list of pages replaces the loading state (in the same render). */
  onShown?: () => void;
}

interface LoadedDocument {
  numPages: number;
  aspect: number;
}

/** One attempt at showing the document: react-pdf's Document and the list of its pages. */
export default function PdfDocumentViewer({
  file,
  campusName,
  texts,
  worker,
  onFailure,
  pageImages,
  onShown,
}: PdfDocumentViewerProps) {
  const [loaded, setLoaded] = useState<LoadedDocument | null>(null);
  const width = useViewportWidth(pdfPageWidth, PDF_PAGE_WIDTH_PX);
  // The page width of lib/disclosure/pdf-layout.ts is the default (factor 1); the zoom controls scale it.
  const [zoom, zoomFrame] = usePdfZoom(width);
  // One options object per attempt (react-pdf reloads the document whenever it changes).
  // PDFWorker.create() returns the same wrapper for the same port, and the attempt's owner
  // terminates the port when it ends.
  const options = useMemo(
    () => (worker ? { ...BASE_OPTIONS, worker: pdfjs.PDFWorker.create({ port: worker }) } : null),
    [worker],
  );

  const onLoadSuccess = async (pdf: PDFDocumentProxy) => {
    markOnce(DOCUMENT_LOADED_MARK);
    try {
      // Page 1's proportions size every placeholder before its page is drawn.
      const viewport = (await pdf.getPage(1)).getViewport({ scale: 1 });
      setLoaded({ numPages: pdf.numPages, aspect: viewport.height / viewport.width || A4_ASPECT });
      onShown?.();
    } catch (error) {
      onFailure({ stage: 'page', error });
    }
  };

  const loading = <PdfLoading />;
  if (!options) return loading;
  return (
    <Document
      file={file}
      options={options}
      // Errors come back through the callbacks below, not thrown to an error boundary.
      suspense={false}
      loading={loading}
      error=""
      noData=""
      onLoadSuccess={onLoadSuccess}
      onLoadError={(error) => onFailure({ stage: 'load', error })}
      onSourceError={(error) => onFailure({ stage: 'load', error })}
    >
      {loaded ? (
        <PdfZoomFrame zoom={zoom} frameRef={zoomFrame} texts={texts.zoom}>
          <PdfPageList
            numPages={loaded.numPages}
            aspect={loaded.aspect}
            width={zoom.width}
            fit={zoom.factor <= 1}
            pageLabel={texts.pageLabel}
            label={fillTemplate(texts.pagesLabel, { campus: campusName, total: loaded.numPages })}
            onFailure={(error) => onFailure({ stage: 'page', error })}
            // Images of another document (a PDF replaced after the build) would misplace pages.
            images={pageImages?.length === loaded.numPages ? pageImages : undefined}
          />
        </PdfZoomFrame>
      ) : (
        loading
      )}
    </Document>
  );
}
