import { FeesScreen } from '@/components/fees/FeesScreen';
import { disclosureCampuses } from '@/content/disclosure';
import { feeRegulationNote, feesPage, feeTerms } from '@/content/fees';
import { mpdRecordOf } from '@/content/mpd';
import { mpdLabels } from '@/content/mpd/labels';
import { pageMeta } from '@/content/pages';
import { site } from '@/content/site';
import { staticPageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const metadata = staticPageMetadata('fees', routes.fees);

/** Each campus's approved fees, from the same records as its disclosure tables. */
export default function FeesPage() {
  return (
    <FeesScreen
      title={pageMeta.fees.title}
      text={feesPage}
      campuses={disclosureCampuses.map(({ id, name }) => ({
        id,
        name,
        academics: mpdRecordOf(id).academics,
      }))}
      terms={feeTerms}
      regulation={feeRegulationNote}
      tableLabels={mpdLabels}
      origin={site.url}
    />
  );
}
