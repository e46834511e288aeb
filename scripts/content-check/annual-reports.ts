// The annual report's deadline: a school publishes the report on the academic year just ended
// before 15 September (Affiliation Bye-Laws, clause 14.5). From 16 September of year Y the report
// for academic year (Y-1)-(Y) must be in content/annual-reports/, for the whole school or for
// every campus. Pure: the reports and the day come in as arguments.
import { campusIds } from '@/content/ids';
import type { AnnualReport, IsoDate } from '@/content/schema';
import type { ContentIssue } from './validate';

const FILE = 'content/annual-reports';
/** The last day of the publication window, as MM-DD. */
export const REPORT_DEADLINE = '09-15';

/** The academic year whose report is due on `today`, and since when. */
export function dueAnnualReport(today: IsoDate): { academicYear: string; deadline: IsoDate } {
  const year = Number(today.slice(0, 4));
  const lastYear = today.slice(5) > REPORT_DEADLINE ? year : year - 1;
  return {
    academicYear: `${lastYear - 1}-${String(lastYear % 100).padStart(2, '0')}`,
    deadline: `${lastYear}-${REPORT_DEADLINE}`,
  };
}

/** The due report, if it is missing: one issue naming the year, the file and what to add. */
export function checkAnnualReportDue(
  reports: readonly AnnualReport[],
  today: IsoDate,
): ContentIssue[] {
  const { academicYear, deadline } = dueAnnualReport(today);
  const ofYear = reports.filter((report) => report.academicYear === academicYear);
  if (ofYear.some((report) => report.scope === 'school')) return [];
  const missing = campusIds.filter((id) => !ofYear.some((report) => report.scope === id));
  if (missing.length === 0) return [];
  return [
    {
      file: FILE,
      field: 'annualReports',
      message:
        `the annual report for ${academicYear} is missing (due by ${deadline}): add it for ` +
        `the whole school (scope 'school') or for each campus (missing: ${missing.join(', ')})`,
    },
  ];
}
