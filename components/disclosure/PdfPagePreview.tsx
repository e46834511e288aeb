import { pageShapeName } from '@/lib/disclosure/pdf-page-files';
import type { PdfPageImage as PageImage } from '@/lib/disclosure/pdf-pages';
import { PAGE_LIST_CLASS, PAGE_SHEET_CLASS, PdfPageImage } from './PdfPageImage';

export interface PdfPagePreviewProps {
  images: PageImage[];
  /** Names the list: '{campus} disclosure document, {total} pages'. */
  label: string;
  /** 'Loading PDF...' */
  loadingText: string;
}

/**
 * The document's pages as the build drew them, in the page's HTML: readable before any script
 * runs, and without JavaScript. Each sheet has the width and shape pdf.js will draw the page at
 * (the width of lib/disclosure/pdf-layout.ts in CSS), and 'Loading PDF...' waits where the zoom controls
 * will be, the same height: when pdf.js has the document, its list takes this one's place
 * without moving anything.
 */
export function PdfPagePreview({ images, label, loadingText }: PdfPagePreviewProps) {
  return (
    <>
      <div role="list" aria-label={label} className={PAGE_LIST_CLASS}>
        {images.map((image, index) => (
          <div key={image.src} role="listitem" className="max-w-full">
            {/* No style attribute (the CSP refuses them in HTML): a generated rule gives the
                sheet its shape (lib/disclosure/pdf-page-files.ts). */}
            <div
              data-page-shape={pageShapeName(image)}
              className={`${PAGE_SHEET_CLASS} w-[calc(100vw-40px)] max-w-full min-[769px]:w-[800px]`}
            >
              <PdfPageImage image={image} first={index === 0} />
            </div>
          </div>
        ))}
      </div>
      <div className="sticky bottom-4 z-10 mx-auto mt-6 flex h-12 w-fit items-center rounded-full bg-white px-5 text-sm shadow-lg ring-1 ring-slate-300 noscript:hidden">
        <div role="status" className="flex items-center gap-3 font-medium text-brand-800">
          <span
            aria-hidden="true"
            className="h-5 w-5 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700"
          />
          {loadingText}
        </div>
      </div>
    </>
  );
}
