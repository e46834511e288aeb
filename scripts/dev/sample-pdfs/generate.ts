// Builds the sample Mandatory Public Disclosure PDFs into public/MPD/ from the Appendix-IX
// records in content/mpd/ (the same records /mandatory-disclosure/{campusId} renders):
// - one combined PDF per campus (the viewer's and embedded routes' documents, named in each
//   campus's folder), and
// - one small sample PDF per document and campus, under public/MPD/{campus}/; the academic
//   calendar's lists the campus's dates from content/calendar.ts;
// - one sample per annual report in content/annual-reports/, with its figures.
// A document an editor has put in a sample's place is kept as it is (write-generated.ts).
// Run from anywhere: npx tsx scripts/dev/sample-pdfs/generate.ts. Every figure is fictional.
import { disclosureCampusesIn, disclosureDocumentsIn } from '@/lib/disclosure/disclosure';
import path from 'node:path';
import { calendar } from '../../../content/calendar';
import { mpdDocuments, mpdRecordOf } from '../../../lib/disclosure/records';
import { todayIso } from '../../../lib/disclosure/figures';
import { ACADEMIC_CALENDAR_ID, buildAcademicCalendarPdf } from './academic-calendar';
import { buildAnnualReportPdf } from './annual-report';
import { buildCombinedPdf } from './combined';
import { buildSamplePdf } from './sample';
import { writeGeneratedPdf } from './write-generated';
import { annualReports } from '@/lib/reports/reports';

const ROOT = path.resolve(path.dirname(process.argv[1] ?? '.'), '../../..');

function write(sitePath: string, bytes: Uint8Array) {
  const out = path.join(ROOT, 'public', sitePath);
  const outcome = writeGeneratedPdf(out, bytes);
  console.log(
    outcome === 'written'
      ? `${path.relative(ROOT, out)}  ${bytes.length} bytes`
      : `${path.relative(ROOT, out)}  kept: an editor's document, not a generated sample`,
  );
}

async function main() {
  const disclosureCampuses = disclosureCampusesIn('en');
  const disclosureDocuments = disclosureDocumentsIn('en');
  for (const d of disclosureDocuments) {
    const campus = disclosureCampuses.find((c) => c.id === d.campusId);
    if (!campus) throw new Error(`No disclosure campus for ${d.campusId}`);
    const record = mpdRecordOf(d.campusId);
    const input = {
      record,
      campusName: campus.name,
      academicYear: calendar.academicYear.label,
      today: todayIso(),
    };
    write(d.file, await buildCombinedPdf(input));
    for (const doc of mpdDocuments(record)) {
      const build = doc.id === ACADEMIC_CALENDAR_ID ? buildAcademicCalendarPdf : buildSamplePdf;
      write(doc.pdf, await build(record, campus.name, doc));
    }
  }
  for (const report of annualReports()) write(report.pdf, await buildAnnualReportPdf(report));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
