'use client';

import type { ReactNode, RefObject } from 'react';
import { cn } from '@/lib/cn';
import { zoomPercent } from '@/components/disclosure/pdf-zoom';
import { fillTemplate } from '@/lib/template';
import type { PdfZoom } from './usePdfZoom';
import type { PdfZoomTexts } from './viewer-types';

export interface PdfZoomFrameProps {
  zoom: PdfZoom;
  /** The frame the pages sit in (usePdfZoom measures it for 'Fit width'). */
  frameRef: RefObject<HTMLDivElement | null>;
  texts?: PdfZoomTexts;
  children: ReactNode;
}

const button =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 font-semibold text-brand-900 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent';

/**
 * The viewer's pages with its zoom controls: fit width, zoom out, the current level, zoom in
 * and reset (to the default page width). Pages wider than the room scroll sideways inside this
 * frame, never the page; the controls float at the foot of the window while the pages are in view.
 */
export function PdfZoomFrame({ zoom, frameRef, texts, children }: PdfZoomFrameProps) {
  const zoomedIn = zoom.factor > 1;
  return (
    <>
      <div
        ref={frameRef}
        data-zoom-frame
        // Zoomed in, pages wider than the room scroll sideways here, and keyboard users can
        // scroll once the frame has focus. At or below the default width nothing scrolls: the pages
        // shrink to the room (even in the moment before a resize has redrawn them).
        tabIndex={zoomedIn ? 0 : undefined}
        className={cn(zoomedIn && 'overflow-x-auto focus-visible:outline-offset-4')}
      >
        <div className={zoomedIn ? 'mx-auto w-max min-w-full' : 'w-full'}>{children}</div>
      </div>
      {texts && (
        <div
          role="toolbar"
          aria-label={texts.toolbar}
          className="sticky bottom-4 z-10 mx-auto mt-6 flex w-fit items-center gap-1 rounded-full bg-white p-1 text-sm shadow-lg ring-1 ring-slate-300"
        >
          <button type="button" className={button} onClick={zoom.fitWidth}>
            {texts.fitWidth}
          </button>
          <button
            type="button"
            className={button}
            onClick={zoom.zoomOut}
            disabled={!zoom.canZoomOut}
            aria-label={texts.zoomOut}
          >
            <span aria-hidden="true">−</span>
          </button>
          {/* Announced on change; not role="status", which the viewer's loading state uses. */}
          <span
            aria-live="polite"
            aria-atomic="true"
            className="min-w-14 text-center tabular-nums text-slate-800"
          >
            {fillTemplate(texts.level, { percent: zoomPercent(zoom.factor) })}
          </span>
          <button
            type="button"
            className={button}
            onClick={zoom.zoomIn}
            disabled={!zoom.canZoomIn}
            aria-label={texts.zoomIn}
          >
            <span aria-hidden="true">+</span>
          </button>
          <button
            type="button"
            className={button}
            onClick={zoom.reset}
            disabled={zoom.factor === 1}
            aria-label={texts.resetLabel}
          >
            {texts.reset}
          </button>
        </div>
      )}
    </>
  );
}
