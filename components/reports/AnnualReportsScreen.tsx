import { languageLabelsIn, navigationIn, pageMetaIn } from '@/lib/site/site';
import { annualReportsPageIn } from '@/lib/reports/reports';
import { campusesIn } from '@/lib/campuses/campuses';
import { AnnualReportsList } from '@/components/reports/AnnualReportsList';
import { isTranslated } from '@/lib/i18n/locales';
import type { Screen } from '@/components/layout/screen';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes/routes';
import { annualReports } from '@/lib/reports/reports';

/** /annual-reports: every report newest first; the PDFs are the school's, in English. */
export const annualReportsScreen: Screen = {
  metadata: (locale) => staticPageMetadata(locale, 'annualReports', routes.annualReports),
  Page({ locale }) {
    const { navLabels } = navigationIn(locale);
    const pageMeta = pageMetaIn(locale);
    const annualReportsPage = annualReportsPageIn(locale);
    const campuses = campusesIn(locale);
    const languageLabels = languageLabelsIn(locale);
    const campusNames = Object.fromEntries(campuses.map((c) => [c.campusId, c.name]));
    return (
      <AnnualReportsList
        locale={locale}
        title={pageMeta.annualReports.title}
        page={annualReportsPage}
        reports={annualReports()}
        campusNames={campusNames}
        newTabNote={navLabels.newTabNote}
        inEnglishNote={isTranslated(locale) ? languageLabels.reportsInEnglish : undefined}
      />
    );
  },
};
