/**
 * @jest-environment node
 */
// The generated PDFs, opened with pdf.js itself (pdfjs-dist's legacy build, in a Node child
// process: scripts/dev/pdf-text.mjs), agree with the content the page renders.
import { disclosureCampusesIn, disclosureDocumentsIn } from '@/lib/disclosure/disclosure';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { mpdDocuments, mpdRecordOf, disclosureRecords } from '@/lib/disclosure/records';
import { eventDateText } from '@/lib/calendar/calendar';
import { mpdLabels } from '@/content/disclosure-labels';
import { formatIsoDate, pupilTeacherRatio, teacherCounts } from '@/lib/disclosure/figures';
import { fillTemplate } from '@/lib/template';
import { schoolEventsIn } from '@/lib/calendar/school-events';

const disclosureCampuses = disclosureCampusesIn('en');
const disclosureDocuments = disclosureDocumentsIn('en');

interface PdfText {
  file: string;
  numPages?: number;
  info?: { Keywords?: string; Title?: string };
  text?: string;
  error?: string;
}

const root = process.cwd();
const squash = (s: string) => s.replace(/\s+/g, ' ');

function readPdfs(sitePaths: string[]): Map<string, PdfText> {
  const files = sitePaths.map((p) => path.join('public', p));
  const out = execFileSync(process.execPath, ['scripts/dev/pdf-text.mjs', ...files], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
  });
  const results = JSON.parse(out) as PdfText[];
  return new Map(results.map((r, i) => [sitePaths[i]!, r]));
}

const documentPaths = disclosureRecords().flatMap((r) => mpdDocuments(r).map((d) => d.pdf));
const combinedPaths = disclosureDocuments.map((d) => d.file);
const pdfs = readPdfs([...combinedPaths, ...documentPaths]);

describe('every disclosure PDF opens in pdf.js', () => {
  it.each([...combinedPaths, ...documentPaths])('%s', (sitePath) => {
    const pdf = pdfs.get(sitePath)!;
    expect(pdf.error).toBeUndefined();
    expect(pdf.numPages).toBeGreaterThanOrEqual(1);
    expect(pdf.info?.Keywords).toMatch(/\bsample\b/);
  });
});

describe('the combined PDFs agree with content/', () => {
  it.each(disclosureDocuments.map((d) => [d.campusId, d.file] as const))('%s', (id, file) => {
    const { general, academics } = mpdRecordOf(id);
    const text = squash(pdfs.get(file)!.text ?? '');
    expect(text).toContain(general.principal.name);
    expect(text).toContain(squash(general.address));
    for (const phone of general.phones) expect(text).toContain(phone);
    expect(text).toContain(general.classes);
    expect(text).toContain(general.affiliationNo);
    // A K-10 school: Class X results only, one row per year.
    expect(text).not.toContain('Class XII');
    for (const row of academics.results) {
      expect(text).toContain(
        `${row.year} ${row.registered} ${row.passed} ${row.passPercent.toFixed(1)}`,
      );
    }
    if (academics.resultsNotApplicable) expect(text).toContain(academics.resultsNotApplicable);
  });

  it.each(disclosureDocuments.map((d) => [d.campusId, d.file] as const))(
    '%s: section D names every teacher and the posts and ratios counted from them',
    (id, file) => {
      const { staff } = mpdRecordOf(id);
      const text = squash(pdfs.get(file)!.text ?? '');
      for (const teacher of staff.teachers) expect(text).toContain(teacher.name);
      const campus = disclosureCampuses.find((c) => c.id === id)!.name;
      expect(text).toContain(fillTemplate(mpdLabels.captions.teachers, { campus }));
      for (const row of [mpdLabels.rows.vicePrincipal, mpdLabels.rows.headTeacher]) {
        expect(text).toContain(row);
      }
      expect(text).toContain(`${mpdLabels.rows.pet} ${teacherCounts(staff).PET}`);
      expect(text).toContain(pupilTeacherRatio(staff));
      if (!staff.headTeacher) expect(text).toContain(mpdLabels.noneAtCampus);
    },
  );

  it('the City PDF no longer contradicts the site', () => {
    const text = squash(pdfs.get('/MPD/city-campus-disclosure.pdf')!.text ?? '');
    expect(text).toContain('Mrs. Farah Siddiqui');
    expect(text).not.toMatch(/Principal[^.]*Dr\. Meera Kulkarni/);
    expect(text).not.toContain('12 Example Road');
    expect(text).not.toContain('+91 00000 10001');
  });
});

describe('each sample document names its document, campus and dates', () => {
  it.each(
    disclosureRecords().flatMap((r) =>
      mpdDocuments(r).map((d) => [d.pdf, r.general.schoolName, d] as const),
    ),
  )('%s', (pdf, schoolName, doc) => {
    const text = squash(pdfs.get(pdf)!.text ?? '');
    expect(text).toContain(squash(doc.title));
    expect(text).toContain(schoolName);
    expect(text).toContain(formatIsoDate(doc.issuedOn));
    if (doc.validUntil) expect(text).toContain(formatIsoDate(doc.validUntil));
  });
});

describe("each campus's academic calendar lists its holidays, examinations and meetings", () => {
  const listed = ['holiday', 'examination', 'parent-teacher-meeting'];
  it.each(
    disclosureRecords().map(
      (r) => [r.campusId, `/MPD/${r.campusId}/academic-calendar.pdf`] as const,
    ),
  )('%s', (campus, file) => {
    expect(mpdDocuments(mpdRecordOf(campus)).map((d) => d.pdf)).toContain(file);
    const text = squash(pdfs.get(file)!.text ?? '');
    const ours = schoolEventsIn('en').filter(
      (e) => listed.includes(e.category) && (e.campuses === 'all' || e.campuses.includes(campus)),
    );
    expect(ours.length).toBeGreaterThan(10);
    for (const event of ours) {
      expect(text).toContain(squash(event.title));
      expect(text).toContain(squash(eventDateText(event)));
    }
    // Another campus's dates and other kinds of event are left out (a title that is part of
    // a listed one, such as 'Parent-teacher meeting', cannot be told apart).
    const others = schoolEventsIn('en').filter(
      (e) => !ours.includes(e) && !ours.some((o) => o.title.includes(e.title)),
    );
    expect(others.length).toBeGreaterThan(0);
    for (const event of others) expect(text).not.toContain(squash(event.title));
  });
});
