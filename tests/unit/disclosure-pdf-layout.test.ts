import { pdfPageWidth } from '@/lib/disclosure/pdf-layout';

describe('pdfPageWidth', () => {
  it('is 800 px when the viewport is wider than 768 px', () => {
    for (const viewport of [769, 800, 1024, 1280, 2560]) expect(pdfPageWidth(viewport)).toBe(800);
  });

  it('is the viewport width minus 40 px at 768 px and below', () => {
    expect(pdfPageWidth(768)).toBe(728);
    expect(pdfPageWidth(375)).toBe(335);
    expect(pdfPageWidth(320)).toBe(280);
  });

  it('stays a usable whole number of pixels', () => {
    expect(pdfPageWidth(375.5)).toBe(335);
    expect(pdfPageWidth(30)).toBe(1);
  });
});
