/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { disclosureSources, mpdRecordOf } from '@/lib/disclosure/records';
import type { MpdRecord } from '@/content/schema';
import { checkDisclosures } from '@/scripts/content-check/index';
import { formatIssue } from '@/scripts/content-check/validate';
import { validateMpd, type MpdEnvironment } from '@/scripts/content-check/disclosure';
import { hasPdfHeader, isSamplePdf, pdfKeywords } from '@/scripts/content-check/pdf-info';

const cityDisclosure = mpdRecordOf('city');

const FILE = 'content/campuses/city/disclosure.yml';
const PDF = new TextEncoder().encode('%PDF-1.7\n…');
const SAMPLE = readFileSync(path.join(process.cwd(), 'public/MPD/city/fire-safety.pdf'));

/** A fresh, valid copy of the City record to break one field at a time. */
const record = (): MpdRecord => structuredClone(cityDisclosure);

const env = (over: Partial<MpdEnvironment> = {}): MpdEnvironment => ({
  readPublicFile: (p) => (p.startsWith('/MPD/city/') ? PDF : null),
  today: '2026-01-01',
  production: false,
  ...over,
});

const check = (r: MpdRecord, e = env()) => {
  const { errors, warnings } = validateMpd([{ file: FILE, record: r }], e);
  return { errors: errors.map(formatIssue), warnings: warnings.map(formatIssue) };
};

describe('the real disclosure content', () => {
  it('has no errors in a normal build', () => {
    expect(checkDisclosures(false).errors.map(formatIssue)).toEqual([]);
  });

  it('names every campus record', () => {
    expect(disclosureSources().map((s) => s.file)).toEqual([
      'content/campuses/city/disclosure.yml',
      'content/campuses/airport/disclosure.yml',
      'content/campuses/osmanpura/disclosure.yml',
    ]);
  });

  it('a production build refuses the generated sample documents', () => {
    const { errors } = checkDisclosures(true, '2026-01-01');
    expect(errors.map(formatIssue)).toContain(
      'content/campuses/city/disclosure.yml › documents[5].pdf: "/MPD/city/fire-safety.pdf" is a generated sample (its metadata says so): replace it with the real document',
    );
    expect(errors.map(formatIssue)).toContain(
      'content/campuses/city/campus.en.yml › disclosure.document: "/MPD/city-campus-disclosure.pdf" is a generated sample (its metadata says so): replace it with the real document',
    );
  });
});

describe('validateMpd names the file and field of each mistake', () => {
  it('accepts a valid record', () => {
    expect(check(record())).toEqual({ errors: [], warnings: [] });
  });

  it('an expired certificate: a warning naming campus and document, an error in production', () => {
    const r = record();
    r.documents[5]!.validUntil = '2025-12-31';
    const message =
      'content/campuses/city/disclosure.yml › documents[5].validUntil: Aurora Global School, City Campus: "Fire safety certificate from the competent authority" expired on 2025-12-31; the page shows "Renewal in progress" until the renewed certificate replaces it';
    expect(check(r)).toEqual({ errors: [], warnings: [message] });
    expect(check(r, env({ production: true }))).toEqual({ errors: [message], warnings: [] });
  });

  it('a certificate valid until today has not expired', () => {
    const r = record();
    r.documents[5]!.validUntil = '2026-01-01';
    expect(check(r).warnings).toEqual([]);
  });

  it('a missing document', () => {
    const r = record();
    r.documents[0]!.pdf = '/MPD/city/gone.pdf';
    expect(check(r, env({ readPublicFile: (p) => (p.endsWith('gone.pdf') ? null : PDF) }))).toEqual(
      {
        errors: [
          'content/campuses/city/disclosure.yml › documents[0].pdf: file "/MPD/city/gone.pdf" does not exist under public/',
        ],
        warnings: [],
      },
    );
  });

  it('a file that is not a PDF', () => {
    const html = new TextEncoder().encode('<!doctype html>');
    const r = record();
    expect(
      check(r, env({ readPublicFile: (p) => (p.endsWith('noc.pdf') ? html : PDF) })).errors,
    ).toEqual([
      'content/campuses/city/disclosure.yml › documents[2].pdf: "/MPD/city/noc.pdf" is not a PDF (it does not start with %PDF-)',
    ]);
  });

  it('a document outside its campus folder', () => {
    const r = record();
    r.academics.documents[0]!.pdf = '/MPD/airport/academic-calendar.pdf';
    expect(check(r).errors).toEqual([
      'content/campuses/city/disclosure.yml › academics.documents[0].pdf: "/MPD/airport/academic-calendar.pdf" must be a .pdf file under /MPD/city/',
    ]);
  });

  it('a wrong pass percentage', () => {
    const r = record();
    r.academics.results[0]!.passPercent = 98.9;
    expect(check(r).errors).toEqual([
      'content/campuses/city/disclosure.yml › academics.results[0].passPercent: 98.9 does not equal passed ÷ registered (95 ÷ 96 = 99.0)',
    ]);
  });

  it('more passed than registered', () => {
    const r = record();
    Object.assign(r.academics.results[1]!, { passed: 91, passPercent: 101.1 });
    expect(check(r).errors).toEqual([
      'content/campuses/city/disclosure.yml › academics.results[1].passed: 91 passed is more than the 90 registered',
    ]);
  });

  it('results that are not the last three years in order', () => {
    const r = record();
    r.academics.results[2]!.year = 2020;
    expect(check(r).errors).toEqual([
      'content/campuses/city/disclosure.yml › academics.results[2].year: 2020 should be 2024 (newest year first, no gaps)',
    ]);
    r.academics.results.pop();
    expect(check(r).errors).toEqual([
      'content/campuses/city/disclosure.yml › academics.results: has 2 rows; give the last 3 years',
    ]);
  });

  it('no results needs the reason', () => {
    const r = record();
    r.academics.results = [];
    expect(check(r).errors).toEqual([
      'content/campuses/city/disclosure.yml › academics.resultsNotApplicable: is required',
    ]);
  });

  it('bad dates', () => {
    const r = record();
    r.lastUpdated = '2024-02-30';
    r.documents[1]!.issuedOn = '20-05-2016';
    r.documents[3]!.validUntil = '2022-01-01';
    expect(check(r).errors).toEqual([
      'content/campuses/city/disclosure.yml › lastUpdated: "2024-02-30" is not a real date in the form YYYY-MM-DD',
      'content/campuses/city/disclosure.yml › documents[1].issuedOn: "20-05-2016" is not a real date in the form YYYY-MM-DD',
      'content/campuses/city/disclosure.yml › documents[3].validUntil: "2022-01-01" is before the issue date "2023-06-01"',
    ]);
  });

  it('required fields left empty', () => {
    const r = record();
    r.general.schoolCode = '';
    r.general.principal.qualification = ' ';
    r.documents[4]!.issuedBy = '';
    r.staff.counsellor.name = '';
    r.general.phones = [];
    expect(check(r).errors).toEqual([
      'content/campuses/city/disclosure.yml › general.schoolCode: is required',
      'content/campuses/city/disclosure.yml › general.principal.qualification: is required',
      'content/campuses/city/disclosure.yml › general.phones: is required (at least one number)',
      'content/campuses/city/disclosure.yml › documents[4].issuedBy: is required',
      'content/campuses/city/disclosure.yml › staff.counsellor.name: is required',
    ]);
  });

  it('counts that are not whole numbers', () => {
    const r = record();
    r.staff.students = 2.5;
    r.infrastructure.classrooms.count = 0;
    expect(check(r).errors).toEqual([
      'content/campuses/city/disclosure.yml › infrastructure.classrooms.count: 0 must be a whole number of 1 or more',
      'content/campuses/city/disclosure.yml › staff.students: 2.5 must be a whole number of 1 or more',
    ]);
  });

  it('two documents with one id (they share the viewer route)', () => {
    const r = record();
    r.academics.documents[2]!.id = 'smc';
    expect(check(r).errors).toEqual([
      'content/campuses/city/disclosure.yml › academics.documents[2].id: duplicate document id "smc" (also used by academics.documents[1])',
    ]);
  });
});

describe('pdf-info', () => {
  it('reads the PDF header and the sample keyword the generator writes', () => {
    expect(hasPdfHeader(SAMPLE)).toBe(true);
    expect(hasPdfHeader(new TextEncoder().encode('<html>'))).toBe(false);
    expect(pdfKeywords(SAMPLE)).toBe('sample fictional mandatory public disclosure');
    expect(isSamplePdf(SAMPLE)).toBe(true);
  });

  it('reads literal keyword strings, and a PDF without any is not a sample', () => {
    const literal = new TextEncoder().encode('%PDF-1.4\n<< /Keywords (real \\(signed\\)) >>');
    expect(pdfKeywords(literal)).toBe('real (signed)');
    expect(isSamplePdf(literal)).toBe(false);
    expect(isSamplePdf(PDF)).toBe(false);
  });
});
