import { DisclosureSelection } from '@/components/disclosure/DisclosureSelection';
import { ImageHero } from '@/components/ui/ImageHero';
import { disclosureCampuses, disclosurePage } from '@/content/disclosure';
import { mpdLabels } from '@/content/mpd/labels';
import { pageMeta, pageHeaderImages } from '@/content/pages';
import { routes } from '@/lib/routes';
import { staticPageMetadata } from '@/lib/metadata';

export const metadata = staticPageMetadata('disclosure', routes.disclosure);

export default function DisclosureSelectionPage() {
  return (
    <>
      <ImageHero
        title={pageMeta.disclosure.title}
        lead={disclosurePage.intro}
        image={pageHeaderImages.disclosure}
      />
      <DisclosureSelection
        heading={disclosurePage.selectionHeading}
        linkLabel={disclosurePage.viewLinkLabel}
        tablesLinkLabel={mpdLabels.cardLink}
        campuses={disclosureCampuses.map(({ id, name }) => ({ id, name }))}
      />
    </>
  );
}
