// Builds the sample Mandatory Public Disclosure PDFs (CBSE Appendix IX layout) into public/MPD/.
// Run from anywhere: npx tsx scripts/generate-disclosure-pdfs.ts
// Every figure is fictional. Only WinAnsi characters are used, since the standard fonts
// (Helvetica) cannot encode anything else (hence 'Rs.' rather than the rupee sign).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, PDFFont, PDFPage, StandardFonts, rgb } from 'pdf-lib';
import { disclosureCampuses, disclosureDocuments, disclosurePage } from '../content/disclosure';
import type { CampusId, DisclosureCampus } from '../content/types';

const ROOT = path.resolve(path.dirname(process.argv[1] ?? '.'), '..');
const SCHOOL = 'Aurora Global School';
const YEAR = disclosurePage.academicYear;
// Fixed dates so that re-running the script gives byte-identical files (clean git diffs).
const FIXED_DATE = new Date('2024-04-01T00:00:00Z');
const [PAGE_W, PAGE_H] = [595.28, 841.89]; // A4 in points
const MARGIN = 50;
const CONTENT_W = PAGE_W - 2 * MARGIN;
const TOP = PAGE_H - 60; // below the running header
const BOTTOM = 60; // above the footer
const [PAD, SIZE, LINE] = [4, 9, 11.5]; // cell padding, body font size, line height
const GREY = rgb(0.88, 0.9, 0.94);
const INK = rgb(0.1, 0.1, 0.15);
const ACCENT = rgb(0.12, 0.23, 0.45);
const MUTED = rgb(0.35, 0.35, 0.4);

/** Figures outside the site's content model: campus area (acres, as on the campus pages),
 * classrooms (one section each), teachers by cadre, board candidates, toilets. */
type Figures = Record<
  'acres' | 'rooms' | 'pgt' | 'tgt' | 'prt' | 'x' | 'xii' | 'girls' | 'boys',
  number
>;
// prettier-ignore
const FIGURES: Record<CampusId, Figures> = {
  city:      { acres: 4,   rooms: 32, pgt: 10, tgt: 18, prt: 28, x: 96,  xii: 64,  girls: 16, boys: 14 },
  airport:   { acres: 10,  rooms: 48, pgt: 16, tgt: 28, prt: 42, x: 148, xii: 112, girls: 24, boys: 22 },
  osmanpura: { acres: 3.5, rooms: 36, pgt: 12, tgt: 22, prt: 32, x: 104, xii: 70,  girls: 18, boys: 16 },
};

/** A table column: heading and share of the content width. */
type Column = [heading: string, fraction: number];
const INFO: Column[] = [
  ['S. No.', 0.1],
  ['Information', 0.45],
  ['Details', 0.45],
];
const DOCS: Column[] = [
  ['S. No.', 0.1],
  ['Documents / Information', 0.6],
  ['Link', 0.3],
];
const RESULT: Column[] = ['Year', 'Registered students', 'Students passed', 'Pass percentage'].map(
  (h): Column => [h, 0.25],
);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Greedy word wrap; breaks over-long tokens (e-mails, URLs) by character. */
function wrap(text: string, font: PDFFont, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, SIZE) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
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

/** A cursor over pages that starts a new page whenever the next block does not fit. */
class Layout {
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
  text(s: string, { size = SIZE, bold = false, center = false, color = INK } = {}) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const x = center ? (PAGE_W - font.widthOfTextAtSize(s, size)) / 2 : MARGIN;
    this.y -= size;
    this.page.drawText(s, { x, y: this.y, size, font, color });
    this.y -= size * 0.45;
  }
  private measure(cells: string[], widths: number[], header: boolean) {
    const font = header ? this.fonts.bold : this.fonts.regular;
    const lines = cells.map((c, i) => wrap(c, font, widths[i]! - 2 * PAD));
    return { font, lines, h: Math.max(...lines.map((l) => l.length)) * LINE + 2 * PAD };
  }
  /** Draws one bordered row; returns false (drawing nothing) if it would not fit on this page. */
  private row(cells: string[], widths: number[], header = false): boolean {
    const { font, lines, h } = this.measure(cells, widths, header);
    if (this.y - h < BOTTOM) return false;
    let x = MARGIN;
    lines.forEach((cellLines, i) => {
      const width = widths[i]!;
      const fill = header ? { color: GREY } : {};
      const box = { x, y: this.y - h, width, height: h, borderColor: INK, borderWidth: 0.6 };
      this.page.drawRectangle({ ...box, ...fill });
      cellLines.forEach((l, j) => {
        const y = this.y - PAD - (j + 1) * LINE + 2.5; // baseline of line j
        this.page.drawText(l, { x: x + PAD, y, size: SIZE, font, color: INK });
      });
      x += width;
    });
    this.y -= h;
    return true;
  }
  /** Titled table; the shaded header row is repeated on each page the table runs onto.
   * Tables whose first column is 'S. No.' get their rows numbered here. */
  table(title: string, columns: Column[], body: string[][], titleSize = 12, titleColor = ACCENT) {
    const headers = columns.map(([h]) => h);
    const rows = headers[0] === 'S. No.' ? body.map((r, i) => [`${i + 1}`, ...r]) : body;
    const widths = columns.map(([, f]) => f * CONTENT_W);
    // Keep title, header row and first body row together: no orphans at the foot of a page.
    const first = rows[0] ? this.measure(rows[0], widths, false).h : 0;
    this.ensure(titleSize * 1.45 + 3 + this.measure(headers, widths, true).h + first);
    this.text(title, { size: titleSize, bold: true, color: titleColor });
    this.y -= 3;
    this.row(headers, widths, true);
    for (const r of rows) {
      if (this.row(r, widths)) continue;
      this.newPage();
      this.row(headers, widths, true);
      this.row(r, widths);
    }
    this.y -= 14;
  }
}

const ON_FILE = 'Available at school office';
const YOUTUBE_PLACEHOLDER = 'https://youtu.be/SAMPLE (placeholder)';
const DOCUMENTS = [
  'Copies of affiliation / upgradation letter and recent extension of affiliation, if any',
  'Copies of societies / trust / company registration / renewal certificate, as applicable',
  'Copy of No Objection Certificate (NOC) issued, if applicable, by the State Government / UT',
  'Copies of recognition certificate under RTE Act, 2009, and its renewal, if applicable',
  'Copy of valid building safety certificate as per the National Building Code',
  'Copy of valid fire safety certificate issued by the competent authority',
  'Copy of the DEO certificate submitted by the school for affiliation / upgradation / extension of affiliation or self certification by school',
  'Copies of valid water, health and sanitation certificates',
];

/** Three years of fictional board results, varied a little per campus and year. */
function results(base: number, seed: number): string[][] {
  return ['2022', '2023', '2024'].map((year, i) => {
    const [registered, passed] = [base + i * 6, base + i * 6 - ((seed + i) % 3)];
    return [year, `${registered}`, `${passed}`, `${((passed / registered) * 100).toFixed(2)}%`];
  });
}

function sections(lay: Layout, c: DisclosureCampus) {
  const f = FIGURES[c.id];
  const teachers = f.pgt + f.tgt + f.prt;
  lay.table('A. General Information', INFO, [
    ['Name of the school', `${SCHOOL}, ${c.name}`],
    ['Affiliation No.', c.affiliation],
    ['School code', `1${c.affiliation.slice(-4)}`],
    ['Complete address with pin code', c.address],
    ['Principal name', c.principal],
    ['Principal qualification', 'M.Sc., M.Ed. (sample)'],
    ['School e-mail ID', c.email],
    ['Contact details (landline / mobile)', c.phone],
    ['Year of establishment', c.establishment],
  ]);
  const documents = DOCUMENTS.map((d) => [d, ON_FILE]);
  lay.table('B. Documents and Information', DOCS, documents);
  lay.table('C. Result and Academics', DOCS, [
    [`Fee structure (${YEAR}): admission fee Rs. 25,000; tuition fee Rs. 6,500 per month`, ON_FILE],
    ['Annual academic calendar', ON_FILE],
    ['List of School Management Committee (SMC)', ON_FILE],
    ['List of Parents Teachers Association (PTA) members', ON_FILE],
    ['Last three-year result of the board examination as per applicability', 'See tables below'],
  ]);
  lay.table('Result: Class X', RESULT, results(f.x, c.name.length), 10, INK);
  lay.table('Result: Class XII', RESULT, results(f.xii, c.name.length + 1), 10, INK);
  lay.table('D. Staff (Teaching)', INFO, [
    ['Principal', c.principal],
    ['Total no. of teachers', `${teachers}`],
    ['PGT', `${f.pgt}`],
    ['TGT', `${f.tgt}`],
    ['PRT', `${f.prt}`],
    ['Teachers section ratio', `${(teachers / f.rooms).toFixed(2)} : 1`],
    ['Student-teacher ratio', c.studentTeacherRatio],
    ['Details of special educator', 'Ms. Kavya Rao (sample), B.Ed. Special Education'],
    ['Details of counsellor and wellness teacher', 'Mr. Arjun Menon (sample), M.A. Psychology'],
  ]);
  lay.table('E. School Infrastructure', INFO, [
    [
      'Total campus area of the school (in sq. m)',
      `${Math.round(f.acres * 4046.86)} (${f.acres} acres)`,
    ],
    ['No. and size of the classrooms (in sq. m)', `${f.rooms} classrooms, 46 sq. m each`],
    ['No. and size of laboratories including computer labs (in sq. m)', '5 labs, 60 sq. m each'],
    ['Internet facility (Y/N)', 'Y'],
    ['No. of girls toilets', `${f.girls}`],
    ['No. of boys toilets', `${f.boys}`],
    ['Facilities', c.facilities.join(', ')],
    ['Link of YouTube video of the inspection of school infrastructure', YOUTUBE_PLACEHOLDER],
  ]);
}

function titleBlock(lay: Layout, c: DisclosureCampus) {
  lay.text(SCHOOL, { size: 22, bold: true, center: true, color: ACCENT });
  lay.text(c.name, { size: 13, center: true });
  lay.text(c.address, { center: true });
  lay.text(`Affiliated to CBSE  |  Affiliation No. ${c.affiliation}`, { center: true });
  lay.y -= 8;
  lay.text('Mandatory Public Disclosure', { size: 17, bold: true, center: true });
  lay.text(`Academic Year ${YEAR}  |  Appendix IX`, { size: 11, center: true });
  lay.y -= 6;
  // The banner makes the fictional nature obvious even in a cropped screenshot.
  const [fill, border] = [rgb(1, 0.95, 0.8), rgb(0.8, 0.55, 0.1)];
  const box = { x: MARGIN, y: lay.y - 22, width: CONTENT_W, height: 22 };
  lay.page.drawRectangle({ ...box, color: fill, borderColor: border, borderWidth: 1 });
  lay.y -= 5;
  const note = 'SAMPLE – fictional data for demonstration';
  lay.text(note, { size: 10, bold: true, center: true, color: rgb(0.55, 0.3, 0) });
  lay.y -= 20;
}

/** Runs once the page count is known, so every page can say 'Page N of M'. */
function decorate(doc: PDFDocument, font: PDFFont, c: DisclosureCampus) {
  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const left = (s: string, y: number) =>
      p.drawText(s, { x: MARGIN, y, size: 8, font, color: MUTED });
    const right = (s: string, y: number) => {
      const x = PAGE_W - MARGIN - font.widthOfTextAtSize(s, 8);
      p.drawText(s, { x, y, size: 8, font, color: MUTED });
    };
    left(`${SCHOOL} – ${c.name}`, PAGE_H - 35);
    right(`Mandatory Public Disclosure ${YEAR}`, PAGE_H - 35);
    for (const y of [PAGE_H - 42, 45]) {
      p.drawLine({
        start: { x: MARGIN, y },
        end: { x: PAGE_W - MARGIN, y },
        thickness: 0.5,
        color: ACCENT,
      });
    }
    left(`${c.name}  |  SAMPLE – fictional data`, 32);
    right(`Page ${i + 1} of ${pages.length}`, 32);
  });
}

async function buildPdf(c: DisclosureCampus): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const lay = new Layout(doc, { regular, bold: await doc.embedFont(StandardFonts.HelveticaBold) });
  titleBlock(lay, c);
  sections(lay, c);
  lay.ensure(80);
  lay.text('Declaration', { size: 12, bold: true, color: ACCENT });
  lay.text('The information above is a fictional sample prepared for a demonstration website.');
  lay.y -= 30;
  lay.text('Principal (signature and seal)', { bold: true });
  decorate(doc, regular, c);
  doc.setTitle(`${c.name} – Mandatory Public Disclosure ${YEAR}`);
  doc.setAuthor(SCHOOL);
  doc.setSubject('CBSE Mandatory Public Disclosure (sample, fictional data)');
  doc.setProducer('pdf-lib');
  doc.setCreator('scripts/generate-disclosure-pdfs.ts');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  return doc.save();
}

async function main() {
  for (const d of disclosureDocuments) {
    const campus = disclosureCampuses.find((c) => c.id === d.campusId);
    if (!campus) throw new Error(`No disclosure campus for ${d.campusId}`);
    const out = path.join(ROOT, 'public', d.file);
    mkdirSync(path.dirname(out), { recursive: true });
    const bytes = await buildPdf(campus);
    writeFileSync(out, bytes);
    console.log(`${path.relative(ROOT, out)}  ${bytes.length} bytes`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
