// Page layout for the generated disclosure PDFs (pdf-lib): a cursor over A4 pages that wraps
// text, draws bordered tables whose header row repeats on every page, and never splits a row.
// Only WinAnsi characters can be drawn with the standard fonts (Helvetica): see `winAnsi`.
import { PDFDocument, PDFFont, PDFPage, rgb } from 'pdf-lib';

export const [PAGE_W, PAGE_H] = [595.28, 841.89]; // A4 in points
export const MARGIN = 50;
export const CONTENT_W = PAGE_W - 2 * MARGIN;
const TOP = PAGE_H - 60; // below the running header
const BOTTOM = 60; // above the footer
const [PAD, SIZE, LINE] = [4, 9, 11.5]; // cell padding, body font size, line height
const GREY = rgb(0.88, 0.9, 0.94);
export const INK = rgb(0.1, 0.1, 0.15);
export const ACCENT = rgb(0.12, 0.23, 0.45);
export const MUTED = rgb(0.35, 0.35, 0.4);

/** The rupee sign, narrow spaces and anything else Helvetica cannot encode, in WinAnsi. */
export function winAnsi(text: string): string {
  return text
    .replace(/₹/g, 'Rs.')
    .replace(/[\u2000-\u200a\u202f\u205f]/g, ' ')
    .replace(/[^\u0000-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?');
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** A table column: heading, share of the content width, and right alignment for numbers. */
export interface Column {
  heading: string;
  fraction: number;
  numeric?: boolean;
}

/** Greedy word wrap; breaks over-long tokens (e-mails, URLs) by character. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const ch of word) {
      if (!fits(line + ch)) {
        lines.push(line);
        line = '';
      }
      line += ch;
    }
  }
  return [...lines, line];
}

export class Layout {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage([PAGE_W, PAGE_H]);
    this.y = TOP;
  }
  ensure(height: number) {
    if (this.y - height < BOTTOM) this.newPage();
  }
  /** One line of text (centred, or from the left margin). */
  text(s: string, { size = SIZE, bold = false, center = false, color = INK } = {}) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const line = winAnsi(s);
    const x = center ? (PAGE_W - font.widthOfTextAtSize(line, size)) / 2 : MARGIN;
    this.y -= size;
    this.page.drawText(line, { x, y: this.y, size, font, color });
    this.y -= size * 0.45;
  }
  /** A wrapped paragraph across the content width. */
  paragraph(s: string, { size = SIZE, bold = false, color = INK } = {}) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrap(s, font, size, CONTENT_W)) {
      this.ensure(size * 1.5);
      this.text(line, { size, bold, color });
    }
  }
  private measure(cells: string[], columns: Column[], header: boolean) {
    const font = header ? this.fonts.bold : this.fonts.regular;
    const widths = columns.map((c) => c.fraction * CONTENT_W);
    const lines = cells.map((c, i) => wrap(c, font, SIZE, widths[i]! - 2 * PAD));
    return { font, widths, lines, h: Math.max(...lines.map((l) => l.length)) * LINE + 2 * PAD };
  }
  /** Draws one bordered row; returns false (drawing nothing) if it would not fit on this page. */
  private row(cells: string[], columns: Column[], header = false): boolean {
    const { font, widths, lines, h } = this.measure(cells, columns, header);
    if (this.y - h < BOTTOM) return false;
    let x = MARGIN;
    lines.forEach((cellLines, i) => {
      const width = widths[i]!;
      const fill = header ? { color: GREY } : {};
      const box = { x, y: this.y - h, width, height: h, borderColor: INK, borderWidth: 0.6 };
      this.page.drawRectangle({ ...box, ...fill });
      cellLines.forEach((l, j) => {
        const y = this.y - PAD - (j + 1) * LINE + 2.5; // baseline of line j
        const right = columns[i]?.numeric && !header;
        const lx = right ? x + width - PAD - font.widthOfTextAtSize(l, SIZE) : x + PAD;
        this.page.drawText(l, { x: lx, y, size: SIZE, font, color: INK });
      });
      x += width;
    });
    this.y -= h;
    return true;
  }
  /** Titled table; the shaded header row is repeated on each page the table runs onto. */
  table(title: string, columns: Column[], rows: string[][], titleSize = 10) {
    const headers = columns.map((c) => c.heading);
    // Keep title, header row and first body row together: no orphans at the foot of a page.
    const first = rows[0] ? this.measure(rows[0], columns, false).h : 0;
    this.ensure(titleSize * 1.45 + 3 + this.measure(headers, columns, true).h + first);
    this.text(title, { size: titleSize, bold: true });
    this.y -= 3;
    this.row(headers, columns, true);
    for (const r of rows) {
      if (this.row(r, columns)) continue;
      this.newPage();
      this.row(headers, columns, true);
      this.row(r, columns);
    }
    this.y -= 14;
  }
}
