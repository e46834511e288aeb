import { disclosureLabelsIn } from '@/lib/disclosure/disclosure';
import { languageLabelsIn, siteIn } from '@/lib/site/site';
import { annualReportsPageIn } from '@/lib/reports/reports';
import { notFound } from 'next/navigation';
import { DisclosureReport } from '@/components/disclosure/DisclosureReport';
import { annualReportLinkText } from '@/components/reports/AnnualReportsList';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageHeader } from '@/components/ui/PageHeader';
import { latestReportFor } from '@/lib/reports/annual-reports';
import { disclosurePageJsonLd } from '@/lib/disclosure/disclosure-json-ld';
import { disclosureFile, disclosureRecordIn, recordCampusIds } from '@/lib/disclosure/disclosure';
import { DEFAULT_LOCALE, intlLocale, localePath } from '@/lib/i18n/locales';
import type { Screen } from '@/components/layout/screen';
import { pageMetadata } from '@/lib/seo/metadata';
import { todayIso } from '@/lib/disclosure/figures';
import { mpdFileSizes } from '@/lib/disclosure/files.server';
import { mpdSections } from '@/lib/disclosure/tables';
import {
  disclosureCampusPath,
  disclosureDocumentPath,
  disclosureViewerPath,
  feesCampusPath,
  routes,
} from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import { annualReports } from '@/lib/reports/reports';

/** A campus's CBSE Appendix-IX disclosure as tables (sections A–E): …/{campusId}. */
export const disclosureTablesScreen: Screen<{ campusId: string }> = {
  params: () => recordCampusIds().map((campusId) => ({ campusId })),
  metadata(locale, { campusId }) {
    const found = disclosureRecordIn(locale, campusId);
    if (!found) return {};
    const { mpdLabels } = disclosureLabelsIn(locale);
    const values = { campus: found.campus.name };
    return pageMetadata({
      locale,
      title: fillTemplate(mpdLabels.pageTitle, values),
      description: fillTemplate(mpdLabels.pageDescription, values),
      path: disclosureCampusPath(found.campus.id),
    });
  },
  Page({ locale, params }) {
    const found = disclosureRecordIn(locale, params.campusId);
    const file = found && disclosureFile(found.campus.id);
    if (!found || !file) notFound();
    const { record, campus } = found;
    const { mpdLabels } = disclosureLabelsIn(locale);
    const languageLabels = languageLabelsIn(locale);
    const annualReportsPage = annualReportsPageIn(locale);
    const site = siteIn(locale);
    const numberLocale = locale === DEFAULT_LOCALE ? undefined : intlLocale[locale];
    // A static export: 'today' is the build date, against which certificates are checked.
    const sections = mpdSections(record, {
      labels: mpdLabels,
      campusName: campus.name,
      today: todayIso(),
      fileSizes: mpdFileSizes(record),
      viewerPath: (doc) => localePath(locale, disclosureDocumentPath(campus.id, doc.id)),
      numberLocale,
      feesPath: localePath(locale, feesCampusPath(campus.id)),
    });
    // The latest annual report covering the campus (its own or the whole school's), and all.
    const report = latestReportFor(annualReports(), campus.id);
    const reportLinks = [
      ...(report
        ? [
            {
              href: report.pdf,
              text: annualReportLinkText(report, annualReportsPage),
              document: true,
            },
          ]
        : []),
      { href: localePath(locale, routes.annualReports), text: annualReportsPage.allReports },
    ];
    return (
      <>
        <JsonLd data={disclosurePageJsonLd(campus, undefined, locale)} />
        <PageHeader
          title={fillTemplate(mpdLabels.pageTitle, { campus: campus.name })}
          subtitle={mpdLabels.intro}
        />
        <DisclosureReport
          record={record}
          numberLocale={numberLocale}
          asIssuedNote={numberLocale && languageLabels.disclosureAsIssued}
          sections={sections}
          labels={mpdLabels}
          origin={site.url}
          combinedPdf={{
            href: file,
            viewerHref: localePath(locale, disclosureViewerPath(campus.id)),
            viewerLabel: mpdLabels.combinedViewerLink,
          }}
          moreLinks={reportLinks}
        />
      </>
    );
  },
};
