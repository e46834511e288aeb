/**
 * @jest-environment node
 */
// Annual reports: their order, which one a campus's disclosure links to, and the deadline the
// build checks (a warning in a demo build, an error in a production build, from 16 September).
import { annualReportList, type AnnualReport } from '@/content/schema';
import { latestReportFor, newestFirst } from '@/lib/reports/annual-reports';
import { checkContent } from '@/scripts/content-check';
import { checkAnnualReportDue, dueAnnualReport } from '@/scripts/content-check/annual-reports';
import { contentToday } from '@/scripts/content-check/today';
import { formatIssue } from '@/scripts/content-check/validate';

const report = (academicYear: string, scope: AnnualReport['scope']): AnnualReport => ({
  academicYear,
  scope,
  pdf: `/MPD/annual-reports/${academicYear}-${scope}.pdf`,
  publishedOn: `${academicYear.slice(0, 4)}-09-01`,
  figures: { students: 100, teachers: 8 },
});

describe('the annual reports list', () => {
  it('puts the newest year first, and in one year the whole school before its campuses', () => {
    const sorted = newestFirst([
      report('2023-24', 'school'),
      report('2025-26', 'osmanpura'),
      report('2025-26', 'school'),
      report('2024-25', 'city'),
    ]);
    expect(sorted.map((r) => `${r.academicYear} ${r.scope}`)).toEqual([
      '2025-26 school',
      '2025-26 osmanpura',
      '2024-25 city',
      '2023-24 school',
    ]);
  });

  it("gives a campus its latest report: its own before the school's in the same year", () => {
    const reports = [
      report('2024-25', 'school'),
      report('2025-26', 'airport'),
      report('2025-26', 'school'),
    ];
    expect(latestReportFor(reports, 'airport')).toMatchObject({ scope: 'airport' });
    expect(latestReportFor(reports, 'city')).toMatchObject({
      academicYear: '2025-26',
      scope: 'school',
    });
    expect(latestReportFor([report('2025-26', 'airport')], 'city')).toBeUndefined();
  });

  it('refuses an academic year that is not two following years, and a second report of a year', () => {
    const messages = (reports: unknown[]) =>
      annualReportList
        .safeParse(reports)
        .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages([{ ...report('2025-26', 'school'), academicYear: '2025-27' }])).toEqual([
      '0.academicYear: "2025-27" is not an academic year: the second year must follow the first',
    ]);
    expect(messages([report('2025-26', 'city'), report('2025-26', 'city')])).toEqual([
      '1.scope: a second report for 2025-26, scope "city"',
    ]);
  });
});

describe('the annual report deadline', () => {
  it('is 15 September: the report on the year just ended is due from the 16th', () => {
    expect(dueAnnualReport('2026-09-15')).toEqual({
      academicYear: '2024-25',
      deadline: '2025-09-15',
    });
    expect(dueAnnualReport('2026-09-16')).toEqual({
      academicYear: '2025-26',
      deadline: '2026-09-15',
    });
    expect(dueAnnualReport('2027-03-31').academicYear).toBe('2025-26');
  });

  const lastYear = [report('2024-25', 'school')];

  it('says nothing before 16 September', () => {
    expect(checkAnnualReportDue(lastYear, '2026-09-15')).toEqual([]);
  });

  it('names the missing year and the file from 16 September', () => {
    expect(checkAnnualReportDue(lastYear, '2026-09-16').map(formatIssue)).toEqual([
      "content/annual-reports › annualReports: the annual report for 2025-26 is missing (due by 2026-09-15): add it for the whole school (scope 'school') or for each campus (missing: city, airport, osmanpura)",
    ]);
  });

  it("accepts a report for every campus instead of the whole school's, and names a missing one", () => {
    const campuses = [report('2025-26', 'city'), report('2025-26', 'airport')];
    expect(checkAnnualReportDue(campuses, '2026-10-01')[0]?.message).toMatch(
      /\(missing: osmanpura\)$/,
    );
    expect(
      checkAnnualReportDue([...campuses, report('2025-26', 'osmanpura')], '2026-10-01'),
    ).toEqual([]);
  });

  // The real content has the 2025-26 report; 2026-27's is due from 16 September 2027.
  const overdue = /annualReports: the annual report for 2026-27 is missing/;
  const messages = (issues: { file: string; field: string; message: string }[]) =>
    issues.map(formatIssue).filter((message) => overdue.test(message));

  it('is a warning in a demo build and an error in a production build', () => {
    const demo = checkContent(false, '2027-09-16');
    expect(messages(demo.warnings)).toHaveLength(1);
    expect(messages(demo.errors)).toEqual([]);
    const production = checkContent(true, '2027-09-16');
    expect(messages(production.errors)).toHaveLength(1);
    expect(messages(production.warnings)).toEqual([]);
  });

  it('is neither on 15 September', () => {
    const { errors, warnings } = checkContent(true, '2027-09-15');
    expect(messages([...errors, ...warnings])).toEqual([]);
  });

  it("measures from CONTENT_TODAY when it is set, else from today's date in India", () => {
    expect(contentToday({ CONTENT_TODAY: '2027-09-16' })).toBe('2027-09-16');
    expect(contentToday({})).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(() => contentToday({ CONTENT_TODAY: '16/09/2027' })).toThrow(
      'CONTENT_TODAY="16/09/2027" is not a real date written YYYY-MM-DD',
    );
  });
});
