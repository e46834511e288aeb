// One small sample PDF per disclosure document (public/MPD/{campus}/{document}.pdf), marked
// 'sample' in its metadata so that a production build refuses it until the real one replaces it.
// A document with content of its own (the academic calendar) adds particulars and a body.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { MpdDocument, MpdRecord } from '../../../content/schema';
import { formatIsoDate } from '../../../lib/disclosure/figures';
import { SAMPLE_KEYWORD } from '../../content-check/pdf-info';
import { siteIn } from '../../../lib/site/site';
import { ACCENT, CONTENT_W, Layout, MARGIN } from './layout';

/** The school the samples are issued by: its name in its entry (content/school/). */
export const SCHOOL = siteIn('en').name;
/** Fixed dates so that re-running the script gives byte-identical files (clean git diffs). */
export const FIXED_DATE = new Date('2024-04-01T00:00:00Z');
export const SAMPLE_KEYWORDS = [SAMPLE_KEYWORD, 'fictional', 'mandatory public disclosure'];

/** What a sample adds to the common page: rows of particulars, and drawing after them. */
export interface SampleContent {
  particulars?: [string, string][];
  body?: (layout: Layout) => void;
}

export async function buildSamplePdf(
  record: MpdRecord,
  campusName: string,
  document: MpdDocument,
  content: SampleContent = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const lay = new Layout(doc, {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  });
  const { general } = record;
  lay.text(SCHOOL, { size: 20, bold: true, center: true, color: ACCENT });
  lay.text(campusName, { size: 12, center: true });
  lay.text(general.address, { center: true });
  lay.y -= 16;
  const box = { x: MARGIN, y: lay.y - 24, width: CONTENT_W, height: 24 };
  lay.page.drawRectangle({
    ...box,
    color: rgb(1, 0.95, 0.8),
    borderColor: rgb(0.8, 0.55, 0.1),
    borderWidth: 1,
  });
  lay.y -= 6;
  lay.text('SAMPLE DOCUMENT – fictional placeholder', {
    size: 11,
    bold: true,
    center: true,
    color: rgb(0.55, 0.3, 0),
  });
  lay.y -= 24;
  lay.paragraph(document.title, { size: 15, bold: true });
  lay.y -= 8;
  lay.table(
    'Particulars',
    [
      { heading: 'Particular', fraction: 0.35 },
      { heading: 'Details', fraction: 0.65 },
    ],
    [
      ['School', general.schoolName],
      ['CBSE affiliation number', general.affiliationNo],
      ['Issued by', document.issuedBy],
      ['Issued on', formatIsoDate(document.issuedOn)],
      ['Valid until', document.validUntil ? formatIsoDate(document.validUntil) : 'Does not expire'],
      ...(content.particulars ?? []),
    ],
  );
  content.body?.(lay);
  lay.paragraph(
    'This page stands in for the signed document on a demonstration website. The school replaces it with a self-attested copy of the real document before the site goes live.',
  );
  lay.y -= 30;
  lay.text('Chairman / Manager and Principal (self-attested)', { bold: true });

  doc.setTitle(`${document.title} – ${campusName} (sample)`);
  doc.setAuthor(SCHOOL);
  doc.setSubject(`SAMPLE – fictional placeholder for: ${document.title}`);
  doc.setKeywords(SAMPLE_KEYWORDS);
  doc.setProducer('pdf-lib');
  doc.setCreator('scripts/dev/sample-pdfs/generate.ts');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  // No object streams: the information dictionary stays readable for the build's sample check.
  return doc.save({ useObjectStreams: false });
}
