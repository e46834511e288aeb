import { AnnualReportsList } from '@/components/reports/AnnualReportsList';
import { annualReports, annualReportsPage } from '@/content/annual-reports';
import { campuses } from '@/content/campuses';
import { navLabels } from '@/content/navigation';
import { pageMeta } from '@/content/pages';
import type { CampusId } from '@/content/schema';
import { staticPageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const metadata = staticPageMetadata('annualReports', routes.annualReports);

const campusNames = Object.fromEntries(campuses.map((c) => [c.campusId, c.name])) as Record<
  CampusId,
  string
>;

export default function AnnualReportsPage() {
  return (
    <AnnualReportsList
      title={pageMeta.annualReports.title}
      page={annualReportsPage}
      reports={annualReports}
      campusNames={campusNames}
      newTabNote={navLabels.newTabNote}
    />
  );
}
