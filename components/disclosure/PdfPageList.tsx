import { useEffect, useRef, useState } from 'react';
import { Page } from 'react-pdf';
import { cn } from '@/lib/cn';
import type { PdfPageImage as PageImage } from '@/lib/disclosure/pdf-pages';
import { fillTemplate } from '@/lib/template';
import { markOnce } from './user-timing';
import { PAGE_LIST_CLASS, PAGE_SHEET_CLASS, PdfPageImage, sheetAspectRatio } from './PdfPageImage';
import { FIRST_PAGE_MARK } from './viewer-types';

/**
 * Which pages are drawn: while the document loads, only those on screen (drawing the pages below
 * blocks the main thread during the load, for pages a visitor may never scroll to);
 * from the visitor's first scroll, also those within one viewport height of the visible area,
 * so reading on finds them drawn. Pages further away are not drawn.
 */
export const ON_SCREEN_MARGIN = '0px';
export const READ_AHEAD_MARGIN = '100% 0px';

export interface PdfPageListProps {
  numPages: number;
  /** Page 1's height / width: the size every page is assumed to have until it loads. */
  aspect: number;
  width: number;
  pageLabel: string;
  label: string;
  onFailure: (error: unknown) => void;
  /** Pages shrink to the room there is (the default); false when zoomed in past it. */
  fit?: boolean;
  /**
   * The build's image of each page (lib/disclosure/pdf-pages.ts): its shape, and what the page shows until
   * its canvas is drawn, so that the canvas replaces it in place.
   */
  images?: PageImage[];
}

/**
 * Every page as an image in a vertical list, drawn only while it is near the
 * viewport: a placeholder of the page's size (or the build's image of the page) holds its place
 * otherwise, so a 100-page document costs a few canvases, not a hundred, and nothing jumps as
 * pages come and go.
 */
export function PdfPageList({
  numPages,
  aspect,
  width,
  pageLabel,
  label,
  onFailure,
  fit = true,
  images,
}: PdfPageListProps) {
  const maxWidth = fit ? 'max-w-full' : 'max-w-none';
  const listRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set([1]));
  const [aspects, setAspects] = useState<ReadonlyMap<number, number>>(() => new Map());
  // Pages whose canvas pdf.js has drawn: their image goes, their canvas shows.
  const [drawn, setDrawn] = useState<ReadonlySet<number>>(() => new Set());
  const [readingOn, setReadingOn] = useState(false);

  useEffect(() => {
    if (readingOn) return;
    const startReadingOn = () => setReadingOn(true);
    window.addEventListener('scroll', startReadingOn, { once: true, passive: true });
    return () => window.removeEventListener('scroll', startReadingOn);
  }, [readingOn]);

  useEffect(() => {
    const slots = listRef.current?.querySelectorAll<HTMLElement>('[data-pdf-page]') ?? [];
    const observer = new IntersectionObserver(
      (entries) => {
        const pages = entries.map((entry) => ({
          page: Number((entry.target as HTMLElement).dataset.pdfPage),
          near: entry.isIntersecting,
        }));
        setNear((previous) => {
          const next = new Set(previous);
          for (const { page, near } of pages) {
            if (near) next.add(page);
            else next.delete(page);
          }
          return next;
        });
        // A page that gives its canvas back shows its image again.
        setDrawn((previous) => {
          const next = new Set(previous);
          for (const { page, near } of pages) if (!near) next.delete(page);
          return next;
        });
      },
      { rootMargin: readingOn ? READ_AHEAD_MARGIN : ON_SCREEN_MARGIN },
    );
    slots.forEach((slot) => observer.observe(slot));
    return () => observer.disconnect();
  }, [numPages, readingOn]);

  const onPageSize = (pageNumber: number, pageAspect: number) => {
    // Only pages shaped unlike page 1 (a landscape table, say) need a slot of their own; with
    // the build's images every page already has its own.
    if (images || Math.abs(pageAspect - aspect) < 0.001) return;
    setAspects((previous) => new Map(previous).set(pageNumber, pageAspect));
  };
  const onDrawn = (pageNumber: number) => {
    setDrawn((previous) => new Set(previous).add(pageNumber));
    if (pageNumber === 1) markFirstPage();
  };

  return (
    <div ref={listRef} role="list" aria-label={label} className={PAGE_LIST_CLASS}>
      {Array.from({ length: numPages }, (_, index) => {
        const pageNumber = index + 1;
        const image = images?.[index];
        const showsCanvas = near.has(pageNumber) && drawn.has(pageNumber);
        return (
          <div key={pageNumber} role="listitem" className={maxWidth}>
            <div
              role="img"
              aria-label={fillTemplate(pageLabel, { page: pageNumber, total: numPages })}
              data-pdf-page={pageNumber}
              className={cn(PAGE_SHEET_CLASS, maxWidth)}
              style={{
                width,
                aspectRatio: image
                  ? sheetAspectRatio(image)
                  : `1 / ${aspects.get(pageNumber) ?? aspect}`,
              }}
            >
              {image && !showsCanvas && <PdfPageImage image={image} first={pageNumber === 1} />}
              {near.has(pageNumber) && (
                <PdfPageCanvas
                  pageNumber={pageNumber}
                  width={width}
                  rendered={drawn.has(pageNumber)}
                  // Over the page's image, the canvas stays hidden until it is drawn.
                  hideUntilRendered={image !== undefined}
                  onSize={onPageSize}
                  onDrawn={onDrawn}
                  onFailure={onFailure}
                  fit={fit}
                />
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}

interface PdfPageCanvasProps {
  pageNumber: number;
  width: number;
  rendered: boolean;
  hideUntilRendered: boolean;
  onSize: (pageNumber: number, aspect: number) => void;
  onDrawn: (pageNumber: number) => void;
  onFailure: (error: unknown) => void;
  fit: boolean;
}

function PdfPageCanvas({
  pageNumber,
  width,
  rendered,
  hideUntilRendered,
  onSize,
  onDrawn,
  onFailure,
  fit,
}: PdfPageCanvasProps) {
  return (
    <div
      data-rendered={rendered}
      // The canvas scales down with its slot when 800 px is wider than the room left
      // (viewports of 769–839 px) instead of overflowing the page.
      className={cn(
        '[&_canvas]:h-auto! [&>div]:min-w-0!',
        fit && '[&_canvas]:max-w-full!',
        hideUntilRendered && !rendered && 'invisible',
      )}
    >
      <Page
        pageNumber={pageNumber}
        width={width}
        renderTextLayer={false}
        renderAnnotationLayer={false}
        loading=""
        error=""
        onLoadSuccess={(page) => onSize(pageNumber, page.originalHeight / page.originalWidth)}
        onLoadError={onFailure}
        onRenderError={onFailure}
        onRenderSuccess={() => onDrawn(pageNumber)}
      />
    </div>
  );
}

/** Marks when page 1 first painted, once per page load (User Timing; see FIRST_PAGE_MARK). */
function markFirstPage() {
  markOnce(FIRST_PAGE_MARK);
}
