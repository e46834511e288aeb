import { notFound } from 'next/navigation';
import { EmbeddedDisclosure } from '@/components/disclosure/EmbeddedDisclosure';
import { PageHeader } from '@/components/ui/PageHeader';
import {
  disclosureDocuments,
  disclosureEmbeddedTitle,
  disclosureFile,
  disclosurePage,
  findDisclosureCampus,
} from '@/content/disclosure';
import { fillTemplate } from '@/lib/template';
import { pageMetadata } from '@/lib/metadata';
import { disclosureEmbeddedPath, disclosureViewerPath } from '@/lib/routes';

interface EmbeddedPdfPageProps {
  params: Promise<{ campusId: string }>;
}

export const dynamicParams = false;

/** Only the City and Airport documents have an embedded page; Osmanpura's has none. */
export function generateStaticParams() {
  return disclosureDocuments
    .filter((doc) => doc.embedded)
    .map((doc) => ({ campusId: doc.campusId }));
}

export async function generateMetadata({ params }: EmbeddedPdfPageProps) {
  const campus = findDisclosureCampus((await params).campusId);
  if (!campus) return {};
  return pageMetadata({
    title: disclosureEmbeddedTitle(campus),
    description: `${disclosureEmbeddedTitle(campus)}, ${disclosurePage.embeddedSubtitle}.`,
    path: disclosureEmbeddedPath(campus.id),
  });
}

export default async function EmbeddedPdfPage({ params }: EmbeddedPdfPageProps) {
  const campus = findDisclosureCampus((await params).campusId);
  const file = campus && disclosureFile(campus.id);
  if (!campus || !file) notFound();
  return (
    <>
      <PageHeader
        title={disclosureEmbeddedTitle(campus)}
        subtitle={disclosurePage.embeddedSubtitle}
      />
      <EmbeddedDisclosure
        file={file}
        frameTitle={fillTemplate(disclosurePage.frameTitle, { campus: campus.name })}
        frameHeightPx={disclosurePage.frameHeightPx}
        note={disclosurePage.embeddedNote}
        viewerHint={disclosurePage.embeddedViewerHint}
        viewerLink={disclosurePage.embeddedViewerLink}
        viewerHref={disclosureViewerPath(campus.id)}
      />
    </>
  );
}
