/**
 * @jest-environment node
 */
// The content check of section D and of the fee year: each mistake named with its file and
// field (a teacher's in the list's own file); the limits CBSE sets warn in a demo build and
// stop a production build.
import { disclosureSources } from '@/lib/disclosure/records';
import type { MpdRecord } from '@/content/schema';
import { checkDisclosures } from '@/scripts/content-check/index';
import { validateMpd, type MpdEnvironment } from '@/scripts/content-check/disclosure';
import { formatIssue } from '@/scripts/content-check/validate';

const city = disclosureSources()[0]!;
const PDF = new TextEncoder().encode('%PDF-1.7\n…');

const env = (over: Partial<MpdEnvironment> = {}): MpdEnvironment => ({
  readPublicFile: () => PDF,
  today: '2026-11-25',
  production: false,
  schoolYear: '2026-27',
  ...over,
});

const check = (change: (r: MpdRecord) => void, e = env()) => {
  const record = structuredClone(city.record);
  change(record);
  const { errors, warnings } = validateMpd([{ ...city, record }], e);
  return { errors: errors.map(formatIssue), warnings: warnings.map(formatIssue) };
};

describe('section D and the fee year', () => {
  it('the real records pass, with no warning', () => {
    expect(checkDisclosures(false, '2026-11-25')).toEqual({ errors: [], warnings: [] });
  });

  it('a teacher without a subject or qualification is named in the list’s file', () => {
    const { errors } = check((r) => {
      delete r.staff.teachers[0]!.subject;
      r.staff.teachers[1]!.qualification = '';
      // A primary teacher who teaches a class every subject needs none.
      const prt = r.staff.teachers.findIndex((t) => t.designation === 'PRT');
      delete r.staff.teachers[prt]!.subject;
    });
    expect(errors).toEqual([
      'content/campuses/city/disclosure.yml › staff.teachers[0].subject: is required',
      'content/campuses/city/disclosure.yml › staff.teachers[1].qualification: is required',
    ]);
  });

  it('a vice-principal or head teacher, when given, needs a name and qualification', () => {
    expect(
      check((r) => {
        r.staff.vicePrincipal!.name = '';
        delete r.staff.headTeacher;
      }).errors,
    ).toEqual(['content/campuses/city/disclosure.yml › staff.vicePrincipal.name: is required']);
  });

  it('more than 30 pupils per teacher: a warning, an error in production', () => {
    const message = `content/campuses/city/disclosure.yml › staff.students: Aurora Global School, City Campus: 1800 pupils for 58 teachers is 31.0 per teacher; CBSE allows at most 30 (list every teacher in content/campuses/city/disclosure.yml)`;
    const many = (r: MpdRecord) => void (r.staff.students = 1800);
    expect(check(many)).toEqual({ errors: [], warnings: [message] });
    expect(check(many, env({ production: true })).errors).toContain(message);
  });

  it('fewer than 1.5 teachers per section, physical education teachers not counted', () => {
    const message =
      'content/campuses/city/disclosure.yml › staff.sections: Aurora Global School, City Campus: 56 teachers (physical education teachers not counted) for 40 sections is 1.40 per section; CBSE asks for at least 1.5';
    const sections = (r: MpdRecord) => void (r.staff.sections = 40);
    expect(check(sections).warnings).toEqual([message]);
    expect(check(sections, env({ production: true })).errors).toContain(message);
  });

  it('a fee row for an earlier year than the school year, and a year written wrongly, each under its row', () => {
    const message =
      'content/campuses/city/disclosure.yml › academics.fees[1].academicYear: Aurora Global School, City Campus: the fees of Class I to V are for 2024-25, but the school year is 2026-27: give the fees approved for this year';
    const old = (r: MpdRecord) => void (r.academics.fees[1]!.academicYear = '2024-25');
    expect(check(old).warnings).toEqual([message]);
    expect(check(old, env({ production: true })).errors).toContain(message);
    expect(check((r) => void (r.academics.fees[0]!.academicYear = '2026/27')).errors).toEqual([
      'content/campuses/city/disclosure.yml › academics.fees[0].academicYear: "2026/27" must be written like 2026-27',
    ]);
  });
});
