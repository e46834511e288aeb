import { disclosureLabelsIn, disclosureWordsIn } from '@/lib/disclosure/disclosure';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DisclosureViewer } from './DisclosureViewer';
import { ViewerFallback } from './ViewerFallback';
import { ViewerArea } from './ViewerArea';
import { ViewerHeadStart } from './ViewerHeadStart';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageHeader } from '@/components/ui/PageHeader';
import { disclosurePageJsonLd } from '@/lib/disclosure/disclosure-json-ld';
import { pdfPageImages } from '@/lib/disclosure/pdf-pages';
import {
  disclosureDocumentParams,
  disclosureRecordIn,
  findMpdDocument,
} from '@/lib/disclosure/disclosure';
import { localePath, type Locale } from '@/lib/i18n/locales';
import type { Screen } from '@/components/layout/screen';
import { pageMetadata } from '@/lib/seo/metadata';
import { disclosureCampusPath, disclosureDocumentPath, routes } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';

/** One document of a campus's record and its campus. */
function loadDocument(locale: Locale, params: { campusId: string; documentId: string }) {
  const found = disclosureRecordIn(locale, params.campusId);
  const document = found && findMpdDocument(found.record, params.documentId);
  return found && document ? { campus: found.campus, document } : null;
}

/** One disclosure document in the viewer: …/{campusId}/documents/{documentId}. */
export const documentViewerScreen: Screen<{ campusId: string; documentId: string }> = {
  // The viewer's own controls hold the foot of a phone's screen.
  reachBar: false,
  params: disclosureDocumentParams,
  metadata(locale, params) {
    const found = loadDocument(locale, params);
    if (!found) return {};
    const { mpdLabels } = disclosureLabelsIn(locale);
    const values = { document: found.document.title, campus: found.campus.name };
    return pageMetadata({
      locale,
      title: fillTemplate(mpdLabels.documentTitle, values),
      description: fillTemplate(mpdLabels.documentDescription, values),
      path: disclosureDocumentPath(found.campus.id, found.document.id),
    });
  },
  Page({ locale, params }) {
    const found = loadDocument(locale, params);
    if (!found) notFound();
    const { campus, document } = found;
    const { disclosurePage, disclosureErrorMessages } = disclosureWordsIn(locale);
    const { mpdLabels } = disclosureLabelsIn(locale);
    const title = fillTemplate(mpdLabels.documentTitle, {
      document: document.title,
      campus: campus.name,
    });
    const pageImages = pdfPageImages(document.pdf, disclosurePage.pageImageAlt, title);
    return (
      <>
        <ViewerHeadStart file={document.pdf} afterPageImage={pageImages !== undefined} />
        <JsonLd data={disclosurePageJsonLd(campus, document, locale)} />
        <PageHeader title={title} subtitle={document.issuedBy} />
        <ViewerArea>
          <p className="mx-auto mb-6 max-w-[800px] text-sm">
            <Link
              href={localePath(locale, disclosureCampusPath(campus.id))}
              className="inline-flex min-h-6 items-center font-semibold text-brand-800 underline hover:text-brand-900"
            >
              {mpdLabels.backToTables}
            </Link>
          </p>
          <DisclosureViewer
            file={document.pdf}
            campusName={`${campus.name}: ${document.title}`}
            texts={disclosurePage}
            messages={disclosureErrorMessages}
            backHref={localePath(locale, routes.disclosure)}
            pageImages={pageImages}
            fallback={<ViewerFallback file={document.pdf} texts={disclosurePage} />}
          />
        </ViewerArea>
      </>
    );
  },
};
