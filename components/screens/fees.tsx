import { FeesScreen } from '@/components/fees/FeesScreen';
import { contentIn } from '@/lib/i18n/content';
import { disclosureRecordIn } from '@/lib/i18n/disclosure';
import type { Screen } from '@/lib/i18n/screen';
import { staticPageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

/**
 * /fees: each campus's approved fees, from the same records as its disclosure tables, in the
 * page's language (its words and groups of classes, and amounts and dates written by Intl in
 * that language).
 */
export const feesScreen: Screen = {
  metadata: (locale) => staticPageMetadata(locale, 'fees', routes.fees),
  Page({ locale }) {
    const { pageMeta, feesPage, feeTerms, feeRegulationNote, mpdLabels, disclosureCampuses, site } =
      contentIn(locale);
    return (
      <FeesScreen
        locale={locale}
        title={pageMeta.fees.title}
        text={feesPage}
        campuses={disclosureCampuses.map(({ id, name }) => ({
          id,
          name,
          academics: disclosureRecordIn(locale, id)!.record.academics,
        }))}
        terms={feeTerms}
        regulation={feeRegulationNote}
        tableLabels={mpdLabels}
        origin={site.url}
      />
    );
  },
};
