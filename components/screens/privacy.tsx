import { PrivacyNotice } from '@/components/trust/PrivacyNotice';
import { TrustPage } from '@/components/trust/TrustPage';
import { contentIn } from '@/lib/i18n/content';
import type { Screen } from '@/lib/i18n/screen';
import { staticPageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const privacyScreen: Screen = {
  metadata: (locale) => staticPageMetadata(locale, 'privacy', routes.privacy),
  Page({ locale }) {
    const { privacyNotice, trustLabels } = contentIn(locale);
    return (
      <TrustPage locale={locale} page="privacy" content={privacyNotice}>
        <PrivacyNotice notice={privacyNotice} labels={trustLabels} />
      </TrustPage>
    );
  },
};
