// The combined disclosure PDF of one campus (public/MPD/{campus}-campus-disclosure.pdf, shown by
// the viewer and embedded routes): sections A–E drawn from the same table models as the page.
import { PDFDocument, PDFFont, StandardFonts, rgb } from 'pdf-lib';
import { mpdLabels } from '../../../content/disclosure-labels';
import type { MpdRecord } from '../../../content/schema';
import { mpdSections } from '../../../lib/disclosure/tables';
import type { MpdTableModel } from '../../../lib/disclosure/table-model';
import { ACCENT, CONTENT_W, Layout, MARGIN, MUTED, PAGE_H, PAGE_W, type Column } from './layout';
import { FIXED_DATE, SAMPLE_KEYWORDS, SCHOOL } from './sample';

export interface CombinedInput {
  record: MpdRecord;
  campusName: string;
  academicYear: string;
  today: string;
}

/** The first column a little wider; the others share the rest. */
function columnsOf(table: MpdTableModel): Column[] {
  const n = table.columns.length;
  const first = n === 2 ? 0.4 : n >= 5 ? 0.3 : 0.34;
  return table.columns.map((c, i) => ({
    heading: c.label,
    fraction: i === 0 ? first : (1 - first) / (n - 1),
    numeric: c.numeric,
  }));
}

function titleBlock(lay: Layout, { record, campusName, academicYear }: CombinedInput) {
  const { general } = record;
  lay.text(SCHOOL, { size: 22, bold: true, center: true, color: ACCENT });
  lay.text(campusName, { size: 13, center: true });
  lay.text(general.address, { center: true });
  lay.text(`Affiliated to CBSE  |  Affiliation No. ${general.affiliationNo}`, { center: true });
  lay.y -= 8;
  lay.text('Mandatory Public Disclosure', { size: 17, bold: true, center: true });
  lay.text(`Academic Year ${academicYear}  |  Appendix IX`, { size: 11, center: true });
  lay.text(`${mpdLabels.lastUpdated}: ${record.lastUpdated}`, { size: 9, center: true });
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
function decorate(doc: PDFDocument, font: PDFFont, campusName: string, year: string) {
  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const left = (s: string, y: number) =>
      p.drawText(s, { x: MARGIN, y, size: 8, font, color: MUTED });
    const right = (s: string, y: number) => {
      const x = PAGE_W - MARGIN - font.widthOfTextAtSize(s, 8);
      p.drawText(s, { x, y, size: 8, font, color: MUTED });
    };
    left(`${SCHOOL} – ${campusName}`, PAGE_H - 35);
    right(`Mandatory Public Disclosure ${year}`, PAGE_H - 35);
    for (const y of [PAGE_H - 42, 45]) {
      p.drawLine({
        start: { x: MARGIN, y },
        end: { x: PAGE_W - MARGIN, y },
        thickness: 0.5,
        color: ACCENT,
      });
    }
    left(`${campusName}  |  SAMPLE – fictional data`, 32);
    right(`Page ${i + 1} of ${pages.length}`, 32);
  });
}

export async function buildCombinedPdf(input: CombinedInput): Promise<Uint8Array> {
  const { record, campusName, academicYear, today } = input;
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const lay = new Layout(doc, { regular, bold: await doc.embedFont(StandardFonts.HelveticaBold) });
  titleBlock(lay, input);
  for (const section of mpdSections(record, { labels: mpdLabels, campusName, today })) {
    lay.ensure(80);
    lay.text(section.heading, { size: 13, bold: true, color: ACCENT });
    lay.y -= 4;
    if (section.note) lay.paragraph(section.note);
    lay.y -= 4;
    for (const table of section.tables) {
      const rows = table.rows.map((row) => [
        row.header,
        ...row.cells.map((cell) => (cell.status ? `${cell.text} (${cell.status})` : cell.text)),
      ]);
      if (rows.length > 0) {
        lay.table(table.caption, columnsOf(table), rows);
      } else {
        lay.text(table.caption, { size: 10, bold: true });
        lay.paragraph(table.emptyText ?? '');
        lay.y -= 14;
      }
    }
  }
  lay.ensure(80);
  lay.text('Declaration', { size: 12, bold: true, color: ACCENT });
  lay.paragraph(mpdLabels.selfAttested);
  lay.paragraph(
    'The information above is a fictional sample prepared for a demonstration website.',
  );
  lay.y -= 30;
  lay.text('Principal (signature and seal)', { bold: true });
  decorate(doc, regular, campusName, academicYear);
  doc.setTitle(`${campusName} – Mandatory Public Disclosure ${academicYear}`);
  doc.setAuthor(SCHOOL);
  doc.setSubject('CBSE Mandatory Public Disclosure (sample, fictional data)');
  doc.setKeywords(SAMPLE_KEYWORDS);
  doc.setProducer('pdf-lib');
  doc.setCreator('scripts/dev/sample-pdfs/generate.ts');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  // No object streams: the information dictionary stays readable for the build's sample check.
  return doc.save({ useObjectStreams: false });
}
