import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import {
  MAX_ZOOM,
  MIN_ZOOM,
  anchorScrollDelta,
  findAnchor,
  fitWidthZoom,
  zoomIn,
  zoomOut,
  zoomedWidth,
  type ZoomAnchor,
} from './pdf-zoom';

export interface PdfZoom {
  /** 1 = the page width of lib/disclosure/pdf-layout.ts (the default). */
  factor: number;
  /** The width pages are drawn at. */
  width: number;
  zoomIn: () => void;
  zoomOut: () => void;
  fitWidth: () => void;
  reset: () => void;
  canZoomIn: boolean;
  canZoomOut: boolean;
}

function pageBoxes(frame: HTMLElement) {
  return [...frame.querySelectorAll<HTMLElement>('[data-pdf-page]')].map((slot) => {
    const box = slot.getBoundingClientRect();
    return { page: Number(slot.dataset.pdfPage), top: box.top, height: box.height };
  });
}

/**
 * The viewer's zoom. Every change redraws the pages at the new width (react-pdf renders at the
 * screen's pixel ratio, so they stay sharp) and scrolls so that the point of the page in the
 * middle of the window stays there.
 */
export function usePdfZoom(
  baseWidth: number,
): [zoom: PdfZoom, frameRef: React.RefObject<HTMLDivElement | null>] {
  const [factor, setFactor] = useState(1);
  const frameRef = useRef<HTMLDivElement>(null);
  const anchorRef = useRef<ZoomAnchor | null>(null);

  const change = useCallback((next: (current: number) => number) => {
    const frame = frameRef.current;
    anchorRef.current = frame ? findAnchor(pageBoxes(frame), window.innerHeight / 2) : null;
    setFactor(next);
  }, []);

  // After React has resized the page slots, before the browser paints: put the anchor back.
  useLayoutEffect(() => {
    const anchor = anchorRef.current;
    const frame = frameRef.current;
    anchorRef.current = null;
    if (!anchor || !frame) return;
    const slot = frame.querySelector<HTMLElement>(`[data-pdf-page="${anchor.page}"]`);
    if (!slot) return;
    const box = slot.getBoundingClientRect();
    window.scrollBy({ top: anchorScrollDelta(anchor, box.top, box.height), behavior: 'instant' });
  }, [factor]);

  // The frame the pages sit in: its width is the room 'Fit width' fills.
  const zoom: PdfZoom = {
    factor,
    width: zoomedWidth(baseWidth, factor),
    zoomIn: () => change(zoomIn),
    zoomOut: () => change(zoomOut),
    fitWidth: () => change(() => fitWidthZoom(frameRef.current?.clientWidth ?? 0, baseWidth)),
    reset: () => change(() => 1),
    canZoomIn: factor < MAX_ZOOM,
    canZoomOut: factor > MIN_ZOOM,
  };
  return [zoom, frameRef];
}
