import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DisclosureViewer } from '@/components/disclosure/DisclosureViewer';
import { ViewerFallback } from '@/components/disclosure/ViewerFallback';
import { ViewerHeadStart } from '@/components/disclosure/ViewerHeadStart';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageHeader } from '@/components/ui/PageHeader';
import {
  disclosureErrorMessages,
  disclosurePage,
  findDisclosureCampus,
} from '@/content/disclosure';
import { findMpdDocument, findMpdRecord, mpdDocuments, mpdRecords } from '@/content/mpd';
import { mpdLabels } from '@/content/mpd/labels';
import { disclosurePageJsonLd } from '@/lib/disclosure-json-ld';
import { pageMetadata } from '@/lib/metadata';
import { pdfPageImages } from '@/lib/pdf-pages';
import { disclosureCampusPath, disclosureDocumentPath, routes } from '@/lib/routes';
import { fillTemplate } from '@/lib/template';

interface DocumentViewerPageProps {
  params: Promise<{ campusId: string; documentId: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return mpdRecords.flatMap((record) =>
    mpdDocuments(record).map((doc) => ({ campusId: record.campusId, documentId: doc.id })),
  );
}

async function load(params: DocumentViewerPageProps['params']) {
  const { campusId, documentId } = await params;
  const record = findMpdRecord(campusId);
  const campus = findDisclosureCampus(campusId);
  const document = record && findMpdDocument(record, documentId);
  return campus && document ? { campus, document } : null;
}

export async function generateMetadata({ params }: DocumentViewerPageProps) {
  const found = await load(params);
  if (!found) return {};
  const values = { document: found.document.title, campus: found.campus.name };
  return pageMetadata({
    title: fillTemplate(mpdLabels.documentTitle, values),
    description: fillTemplate(mpdLabels.documentDescription, values),
    path: disclosureDocumentPath(found.campus.id, found.document.id),
  });
}

/** One disclosure document in the existing viewer, with the viewer's loading and error states. */
export default async function DocumentViewerPage({ params }: DocumentViewerPageProps) {
  const found = await load(params);
  if (!found) notFound();
  const { campus, document } = found;
  const title = fillTemplate(mpdLabels.documentTitle, {
    document: document.title,
    campus: campus.name,
  });
  const pageImages = pdfPageImages(document.pdf, disclosurePage.pageImageAlt, title);
  return (
    <>
      <ViewerHeadStart file={document.pdf} />
      <JsonLd data={disclosurePageJsonLd(campus, document)} />
      <PageHeader title={title} subtitle={document.issuedBy} />
      {/* With the build's page images the document is readable before any script, and React
          starts after loading like on other pages; without them pdf.js draws it, so React starts
          at once (scripts/defer-hydration.mjs). */}
      <div className="bg-slate-100 px-5 py-10" data-hydrate={pageImages ? undefined : 'eager'}>
        <p className="mx-auto mb-6 max-w-[800px] text-sm">
          <Link
            href={disclosureCampusPath(campus.id)}
            className="font-semibold text-brand-800 underline hover:text-brand-900"
          >
            {mpdLabels.backToTables}
          </Link>
        </p>
        <DisclosureViewer
          file={document.pdf}
          campusName={`${campus.name}: ${document.title}`}
          texts={disclosurePage}
          messages={disclosureErrorMessages}
          backHref={routes.disclosure}
          pageImages={pageImages}
          fallback={<ViewerFallback file={document.pdf} texts={disclosurePage} />}
        />
      </div>
    </>
  );
}
