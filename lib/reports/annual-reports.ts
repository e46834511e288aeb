// Which annual reports a page shows: all of them newest first, and the one a campus's disclosure
// links to. Pure.
import type { AnnualReport, CampusId } from '@/content/schema';

/** Newest academic year first; in one year the whole school's report, then campus order. */
export function newestFirst(reports: readonly AnnualReport[]): AnnualReport[] {
  const scopeOrder = (report: AnnualReport) => (report.scope === 'school' ? 0 : 1);
  return [...reports].sort(
    (a, b) => b.academicYear.localeCompare(a.academicYear) || scopeOrder(a) - scopeOrder(b),
  );
}

/**
 * The latest report that covers a campus: its own or the whole school's, its own first when a
 * year has both. Undefined when none does.
 */
export function latestReportFor(
  reports: readonly AnnualReport[],
  campus: CampusId,
): AnnualReport | undefined {
  const covering = reports.filter((report) => report.scope === 'school' || report.scope === campus);
  return [...covering].sort(
    (a, b) =>
      b.academicYear.localeCompare(a.academicYear) ||
      Number(b.scope === campus) - Number(a.scope === campus),
  )[0];
}
