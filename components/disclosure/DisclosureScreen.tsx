import {
  disclosureCampusesIn,
  disclosureLabelsIn,
  disclosureWordsIn,
} from '@/lib/disclosure/disclosure';
import { pageMetaIn, pagesWordsIn } from '@/lib/site/site';
import { DisclosureSelection } from './DisclosureSelection';
import { ImageHero } from '@/components/ui/ImageHero';
import type { Screen } from '@/components/layout/screen';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes/routes';

export const disclosureSelectionScreen: Screen = {
  metadata: (locale) => staticPageMetadata(locale, 'disclosure', routes.disclosure),
  Page({ locale }) {
    const { pageHeaderImages } = pagesWordsIn(locale);
    const { mpdLabels } = disclosureLabelsIn(locale);
    const { disclosurePage } = disclosureWordsIn(locale);
    const campuses = disclosureCampusesIn(locale);
    const pageMeta = pageMetaIn(locale);
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
