// The width a disclosure PDF page is rendered at: 800 px above a 768 px viewport, else the
// viewport width minus 40 px.

/** Above this viewport width pages are rendered at the full page width. */
export const PDF_WIDE_VIEWPORT_PX = 768;
export const PDF_PAGE_WIDTH_PX = 800;
/** Below the breakpoint a page leaves this much room beside it (20 px each side). */
export const PDF_NARROW_GUTTER_PX = 40;

/**
 * 800 px when the viewport is wider than 768 px, otherwise the viewport width minus 40 px
 * (never below 1 px, so pdf.js always gets a real width on an absurdly narrow window).
 */
export function pdfPageWidth(viewportWidth: number): number {
  if (viewportWidth > PDF_WIDE_VIEWPORT_PX) return PDF_PAGE_WIDTH_PX;
  return Math.max(1, Math.floor(viewportWidth - PDF_NARROW_GUTTER_PX));
}

/** An A4 page (height / width), assumed until the document tells us its real page size. */
export const A4_ASPECT = 841.89 / 595.28;

/** The `sizes` of a page image: the width rule above, in CSS. */
export const PDF_PAGE_SIZES = `(min-width: ${PDF_WIDE_VIEWPORT_PX + 1}px) ${PDF_PAGE_WIDTH_PX}px, calc(100vw - ${PDF_NARROW_GUTTER_PX}px)`;

/** The viewports whose pages are narrower than the full page width: phones. */
export const PDF_NARROW_MEDIA = `(max-width: ${PDF_WIDE_VIEWPORT_PX}px)`;
