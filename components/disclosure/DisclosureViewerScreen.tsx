import { pageMetaIn, siteIn } from '@/lib/site/site';
import { disclosureWordsIn } from '@/lib/disclosure/disclosure';
import { notFound } from 'next/navigation';
import { DisclosureViewer } from './DisclosureViewer';
import { ViewerFallback } from './ViewerFallback';
import { ViewerArea } from './ViewerArea';
import { ViewerHeadStart } from './ViewerHeadStart';
import { PageHeader } from '@/components/ui/PageHeader';
import { pdfPageImages } from '@/lib/disclosure/pdf-pages';
import {
  disclosureCampusIds,
  disclosureCampusIn,
  disclosureFile,
  isDisclosureEmbedded,
} from '@/lib/disclosure/disclosure';
import { localePath, type Locale } from '@/lib/i18n/locales';
import type { Screen } from '@/components/layout/screen';
import { pageMetadata } from '@/lib/seo/metadata';
import { disclosureEmbeddedPath, disclosureViewerPath, routes } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';

/** The page title of a campus's combined disclosure in the viewer. */
const viewerTitle = (locale: Locale, campusName: string) =>
  `${campusName} – ${pageMetaIn(locale).disclosure.title}`;

/** A campus's combined disclosure PDF in the in-browser viewer: …/{campusId}/viewer. */
export const viewerScreen: Screen<{ campusId: string }> = {
  // The viewer's own controls hold the foot of a phone's screen.
  reachBar: false,
  params: () => disclosureCampusIds().map((campusId) => ({ campusId })),
  metadata(locale, { campusId }) {
    const campus = disclosureCampusIn(locale, campusId);
    if (!campus) return {};
    const { disclosurePage } = disclosureWordsIn(locale);
    const pageMeta = pageMetaIn(locale);
    const site = siteIn(locale);
    return pageMetadata({
      locale,
      title: viewerTitle(locale, campus.name),
      description: fillTemplate(disclosurePage.viewerDescription, {
        title: pageMeta.disclosure.title,
        school: site.name,
        campus: campus.name,
        year: disclosurePage.academicYear,
      }),
      path: disclosureViewerPath(campus.id),
    });
  },
  Page({ locale, params }) {
    const campus = disclosureCampusIn(locale, params.campusId);
    const file = campus && disclosureFile(campus.id);
    if (!campus || !file) notFound();
    const { disclosurePage, disclosureErrorMessages } = disclosureWordsIn(locale);
    const embedded = isDisclosureEmbedded(campus.id);
    const title = viewerTitle(locale, campus.name);
    const pageImages = pdfPageImages(file, disclosurePage.pageImageAlt, title);
    return (
      <>
        <ViewerHeadStart file={file} afterPageImage={pageImages !== undefined} />
        <PageHeader title={title} subtitle={disclosurePage.embeddedSubtitle} />
        <ViewerArea>
          <DisclosureViewer
            file={file}
            campusName={campus.name}
            texts={disclosurePage}
            messages={disclosureErrorMessages}
            backHref={localePath(locale, routes.disclosure)}
            pageImages={pageImages}
            fallback={
              <ViewerFallback
                file={file}
                embeddedHref={
                  embedded ? localePath(locale, disclosureEmbeddedPath(campus.id)) : undefined
                }
                texts={disclosurePage}
              />
            }
          />
        </ViewerArea>
      </>
    );
  },
};
