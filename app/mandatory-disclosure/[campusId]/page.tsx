import { notFound } from 'next/navigation';
import { MpdReport } from '@/components/disclosure/mpd/MpdReport';
import { annualReportLinkText } from '@/components/reports/AnnualReportsList';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageHeader } from '@/components/ui/PageHeader';
import { annualReports, annualReportsPage } from '@/content/annual-reports';
import { disclosureFile, findDisclosureCampus } from '@/content/disclosure';
import { findMpdRecord, mpdRecords } from '@/content/mpd';
import { mpdLabels } from '@/content/mpd/labels';
import { site } from '@/content/site';
import { latestReportFor } from '@/lib/annual-reports';
import { disclosurePageJsonLd } from '@/lib/disclosure-json-ld';
import { pageMetadata } from '@/lib/metadata';
import { todayIso } from '@/lib/mpd';
import { mpdFileSizes } from '@/lib/mpd-files.server';
import { mpdSections } from '@/lib/mpd-tables';
import {
  disclosureCampusPath,
  disclosureDocumentPath,
  disclosureViewerPath,
  feesCampusPath,
  routes,
} from '@/lib/routes';
import { fillTemplate } from '@/lib/template';

interface DisclosureTablesPageProps {
  params: Promise<{ campusId: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return mpdRecords.map((record) => ({ campusId: record.campusId }));
}

async function load(params: DisclosureTablesPageProps['params']) {
  const { campusId } = await params;
  const record = findMpdRecord(campusId);
  const campus = findDisclosureCampus(campusId);
  return record && campus ? { record, campus } : null;
}

export async function generateMetadata({ params }: DisclosureTablesPageProps) {
  const found = await load(params);
  if (!found) return {};
  const values = { campus: found.campus.name };
  return pageMetadata({
    title: fillTemplate(mpdLabels.pageTitle, values),
    description: fillTemplate(mpdLabels.pageDescription, values),
    path: disclosureCampusPath(found.campus.id),
  });
}

/** A campus's CBSE Appendix-IX disclosure as tables (sections A–E), prerendered HTML. */
export default async function DisclosureTablesPage({ params }: DisclosureTablesPageProps) {
  const found = await load(params);
  const file = found && disclosureFile(found.campus.id);
  if (!found || !file) notFound();
  const { record, campus } = found;
  // A static export: 'today' is the build date, against which certificates are checked.
  const sections = mpdSections(record, {
    labels: mpdLabels,
    campusName: campus.name,
    today: todayIso(),
    fileSizes: mpdFileSizes(record),
    viewerPath: (doc) => disclosureDocumentPath(campus.id, doc.id),
    feesPath: feesCampusPath(campus.id),
  });
  // The latest annual report covering the campus (its own or the whole school's), and all.
  const report = latestReportFor(annualReports, campus.id);
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
    { href: routes.annualReports, text: annualReportsPage.allReports },
  ];
  return (
    <>
      <JsonLd data={disclosurePageJsonLd(campus)} />
      <PageHeader
        title={fillTemplate(mpdLabels.pageTitle, { campus: campus.name })}
        subtitle={mpdLabels.intro}
      />
      <MpdReport
        record={record}
        sections={sections}
        labels={mpdLabels}
        origin={site.url}
        combinedPdf={{
          href: file,
          viewerHref: disclosureViewerPath(campus.id),
          viewerLabel: mpdLabels.combinedViewerLink,
        }}
        moreLinks={reportLinks}
      />
    </>
  );
}
