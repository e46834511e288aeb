import { DisclosureSelection } from './DisclosureSelection';
import { ImageHero } from '@/components/ui/ImageHero';
import { contentIn } from '@/lib/i18n/content';
import type { Screen } from '@/components/layout/screen';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes/routes';

export const disclosureSelectionScreen: Screen = {
  metadata: (locale) => staticPageMetadata(locale, 'disclosure', routes.disclosure),
  Page({ locale }) {
    const {
      disclosureCampuses: campuses,
      disclosurePage,
      mpdLabels,
      pageMeta,
      pageHeaderImages,
    } = contentIn(locale);
    return (
      <>
        <ImageHero
          title={pageMeta.disclosure.title}
          lead={disclosurePage.intro}
          image={pageHeaderImages.disclosure}
        />
        <DisclosureSelection
          locale={locale}
          heading={disclosurePage.selectionHeading}
          linkLabel={disclosurePage.viewLinkLabel}
          tablesLinkLabel={mpdLabels.cardLink}
          campuses={campuses.map(({ id, name }) => ({ id, name }))}
        />
      </>
    );
  },
};
