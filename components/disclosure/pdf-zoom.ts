// Zoom of the disclosure viewer, as a factor of the page width of lib/disclosure/pdf-layout.ts (1 = that
// width, the default): the steps of 'Zoom in' and 'Zoom out', 'Fit width', and how to keep the page
// the reader is looking at in place while every page is redrawn at the new size. Pure.

/** The factors 'Zoom in' and 'Zoom out' step through. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 4] as const;
export const MIN_ZOOM = ZOOM_STEPS[0];
export const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1]!;
const EPSILON = 0.001;

export function clampZoom(factor: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, factor));
}

/** The next step above `factor` (from 'fit width', whatever it was). */
export function zoomIn(factor: number): number {
  return ZOOM_STEPS.find((step) => step > factor + EPSILON) ?? MAX_ZOOM;
}

export function zoomOut(factor: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < factor - EPSILON) ?? MIN_ZOOM;
}

/** The factor at which a page fills the room the viewer has (at least a pixel wide). */
export function fitWidthZoom(availableWidth: number, baseWidth: number): number {
  if (baseWidth <= 0 || availableWidth <= 0) return 1;
  return clampZoom(availableWidth / baseWidth);
}

/** The width pages are drawn at for a zoom factor. */
export function zoomedWidth(baseWidth: number, factor: number): number {
  return Math.max(1, Math.round(baseWidth * factor));
}

/** '125%' */
export function zoomPercent(factor: number): number {
  return Math.round(factor * 100);
}

/** Which page is at `anchorY` (a viewport y), and how far down it, as a fraction of its height. */
export interface ZoomAnchor {
  page: number;
  fraction: number;
  anchorY: number;
}

/** Picks the page under `anchorY` from the pages' boxes (viewport coordinates, in order). */
export function findAnchor(
  pages: readonly { page: number; top: number; height: number }[],
  anchorY: number,
): ZoomAnchor | null {
  const hit = pages.find((p) => p.top + p.height > anchorY) ?? pages.at(-1);
  if (!hit || hit.height <= 0) return null;
  const fraction = Math.min(1, Math.max(0, (anchorY - hit.top) / hit.height));
  return { page: hit.page, fraction, anchorY };
}

/** How far to scroll so that the anchor's point of its page is back at `anchorY`. */
export function anchorScrollDelta(anchor: ZoomAnchor, top: number, height: number): number {
  return Math.round(top + anchor.fraction * height - anchor.anchorY);
}
