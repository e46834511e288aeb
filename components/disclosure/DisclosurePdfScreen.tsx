import { disclosureWordsIn } from '@/lib/disclosure/disclosure';
import { notFound } from 'next/navigation';
import { EmbeddedDisclosure } from './EmbeddedDisclosure';
import { PageHeader } from '@/components/ui/PageHeader';
import {
  disclosureCampusIn,
  disclosureFile,
  embeddedDisclosureCampusIds,
  embeddedTitleIn,
} from '@/lib/disclosure/disclosure';
import { localePath } from '@/lib/i18n/locales';
import type { Screen } from '@/components/layout/screen';
import { pageMetadata } from '@/lib/seo/metadata';
import { disclosureEmbeddedPath, disclosureViewerPath } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';

/** The combined PDF in a frame (City and Airport only): …/{campusId}/pdf. */
export const embeddedPdfScreen: Screen<{ campusId: string }> = {
  // The viewer's own controls hold the foot of a phone's screen.
  reachBar: false,
  params: () => embeddedDisclosureCampusIds().map((campusId) => ({ campusId })),
  metadata(locale, { campusId }) {
    const campus = disclosureCampusIn(locale, campusId);
    if (!campus) return {};
    const title = embeddedTitleIn(locale, campus.id);
    return pageMetadata({
      locale,
      title,
      description: `${title}, ${disclosureWordsIn(locale).disclosurePage.embeddedSubtitle}.`,
      path: disclosureEmbeddedPath(campus.id),
    });
  },
  Page({ locale, params }) {
    const campus = disclosureCampusIn(locale, params.campusId);
    const file = campus && disclosureFile(campus.id);
    if (!campus || !file) notFound();
    const { disclosurePage } = disclosureWordsIn(locale);
    return (
      <>
        <PageHeader
          title={embeddedTitleIn(locale, campus.id)}
          subtitle={disclosurePage.embeddedSubtitle}
        />
        <EmbeddedDisclosure
          file={file}
          frameTitle={fillTemplate(disclosurePage.frameTitle, { campus: campus.name })}
          frameHeightPx={disclosurePage.frameHeightPx}
          note={disclosurePage.embeddedNote}
          viewerHint={disclosurePage.embeddedViewerHint}
          viewerLink={disclosurePage.embeddedViewerLink}
          viewerHref={localePath(locale, disclosureViewerPath(campus.id))}
        />
      </>
    );
  },
};
