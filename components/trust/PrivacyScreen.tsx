import { PrivacyNotice } from './PrivacyNotice';
import { TrustFrame } from './TrustFrame';
import { contentIn } from '@/lib/i18n/content';
import type { Screen } from '@/components/layout/screen';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes/routes';

export const privacyScreen: Screen = {
  metadata: (locale) => staticPageMetadata(locale, 'privacy', routes.privacy),
  Page({ locale }) {
    const { privacyNotice, trustLabels } = contentIn(locale);
    return (
      <TrustFrame locale={locale} page="privacy" content={privacyNotice}>
        <PrivacyNotice notice={privacyNotice} labels={trustLabels} />
      </TrustFrame>
    );
  },
};
