import {
  MAX_ZOOM,
  MIN_ZOOM,
  anchorScrollDelta,
  findAnchor,
  fitWidthZoom,
  zoomIn,
  zoomOut,
  zoomPercent,
  zoomedWidth,
} from '@/components/disclosure/pdf-zoom';

describe('viewer zoom', () => {
  it('steps in and out, and stops at the ends', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomIn(1.1)).toBe(1.25); // from 'fit width', to the next step up
    expect(zoomOut(1.1)).toBe(1);
    expect(zoomIn(MAX_ZOOM)).toBe(MAX_ZOOM);
    expect(zoomOut(MIN_ZOOM)).toBe(MIN_ZOOM);
  });

  it('fit width fills the room; the default (1) is the page width', () => {
    expect(fitWidthZoom(1240, 800)).toBeCloseTo(1.55);
    expect(fitWidthZoom(335, 335)).toBe(1);
    expect(fitWidthZoom(0, 800)).toBe(1);
    expect(fitWidthZoom(100_000, 335)).toBe(MAX_ZOOM);
    expect(zoomedWidth(335, 1)).toBe(335);
    expect(zoomedWidth(335, 2)).toBe(670);
    expect(zoomPercent(1.55)).toBe(155);
  });

  it('keeps the point of the page in the middle of the window where it was', () => {
    const pages = [
      { page: 1, top: -900, height: 500 },
      { page: 2, top: -380, height: 500 },
      { page: 3, top: 140, height: 500 },
    ];
    const anchor = findAnchor(pages, 370)!;
    expect(anchor).toEqual({ page: 3, fraction: 0.46, anchorY: 370 });
    // Page 3 twice as large after zooming in, its top now 900 px further down.
    expect(anchorScrollDelta(anchor, 1040, 1000)).toBe(1040 + 460 - 370);
    expect(findAnchor([], 370)).toBeNull();
  });
});
