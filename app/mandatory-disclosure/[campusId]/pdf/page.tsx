import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/ui/PageHeader';
import {
  disclosureDocuments,
  disclosureEmbeddedTitle,
  disclosurePage,
  findDisclosureCampus,
} from '@/content/disclosure';
import { pageMetadata } from '@/lib/metadata';
import { disclosureEmbeddedPath } from '@/lib/routes';

interface EmbeddedPdfPageProps {
  params: Promise<{ campusId: string }>;
}

export const dynamicParams = false;

/** SPEC §2: only the City and Airport documents have an embedded page. */
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
  if (!campus) notFound();
  return (
    <PageHeader
      title={disclosureEmbeddedTitle(campus)}
      subtitle={disclosurePage.embeddedSubtitle}
    />
  );
}
