import { DisclosureSelection } from '@/components/disclosure/DisclosureSelection';
import { PageHeader } from '@/components/ui/PageHeader';
import { disclosureCampuses, disclosurePage } from '@/content/disclosure';
import { mpdLabels } from '@/content/mpd/labels';
import { pageMeta } from '@/content/pages';
import { routes } from '@/lib/routes';
import { staticPageMetadata } from '@/lib/metadata';

export const metadata = staticPageMetadata('disclosure', routes.disclosure);

export default function DisclosureSelectionPage() {
  return (
    <>
      <PageHeader title={pageMeta.disclosure.title} subtitle={disclosurePage.intro} />
      <DisclosureSelection
        heading={disclosurePage.selectionHeading}
        linkLabel={disclosurePage.viewLinkLabel}
        tablesLinkLabel={mpdLabels.cardLink}
        campuses={disclosureCampuses.map(({ id, name }) => ({ id, name }))}
      />
    </>
  );
}
