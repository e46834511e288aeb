import { notFound } from 'next/navigation';
import { DisclosureViewer } from '@/components/disclosure/DisclosureViewer';
import { ViewerFallback } from '@/components/disclosure/ViewerFallback';
import { ViewerHeadStart } from '@/components/disclosure/ViewerHeadStart';
import { PageHeader } from '@/components/ui/PageHeader';
import {
  disclosureCampuses,
  disclosureDocuments,
  disclosureErrorMessages,
  disclosureFile,
  disclosurePage,
  findDisclosureCampus,
} from '@/content/disclosure';
import { pageMeta } from '@/content/pages';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';
import { pdfPageImages } from '@/lib/pdf-pages';
import { disclosureEmbeddedPath, disclosureViewerPath, routes } from '@/lib/routes';

interface ViewerPageProps {
  params: Promise<{ campusId: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return disclosureCampuses.map((campus) => ({ campusId: campus.id }));
}

export async function generateMetadata({ params }: ViewerPageProps) {
  const campus = findDisclosureCampus((await params).campusId);
  if (!campus) return {};
  return pageMetadata({
    title: `${campus.name} – ${pageMeta.disclosure.title}`,
    description: `${pageMeta.disclosure.title} of ${site.name}, ${campus.name}, academic year ${disclosurePage.academicYear}.`,
    path: disclosureViewerPath(campus.id),
  });
}

export default async function DisclosureViewerPage({ params }: ViewerPageProps) {
  const campus = findDisclosureCampus((await params).campusId);
  const file = campus && disclosureFile(campus.id);
  if (!campus || !file) notFound();
  const title = `${campus.name} – ${pageMeta.disclosure.title}`;
  const pageImages = pdfPageImages(file, disclosurePage.pageImageAlt, title);
  return (
    <>
      <ViewerHeadStart file={file} />
      <PageHeader title={title} subtitle={disclosurePage.embeddedSubtitle} />
      {/* With the build's page images the document is readable before any script, and React
          starts after loading like on other pages; without them pdf.js draws it, so React starts
          at once (scripts/defer-hydration.mjs). */}
      <div className="bg-slate-100 px-5 py-10" data-hydrate={pageImages ? undefined : 'eager'}>
        <DisclosureViewer
          file={file}
          campusName={campus.name}
          texts={disclosurePage}
          messages={disclosureErrorMessages}
          backHref={routes.disclosure}
          pageImages={pageImages}
          fallback={
            <ViewerFallback
              file={file}
              embeddedHref={
                disclosureDocuments.find((d) => d.campusId === campus.id)?.embedded
                  ? disclosureEmbeddedPath(campus.id)
                  : undefined
              }
              texts={disclosurePage}
            />
          }
        />
      </div>
    </>
  );
}
