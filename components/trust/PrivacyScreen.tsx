import { privacyNoticeIn } from '@/lib/trust/trust';
import { pagesWordsIn } from '@/lib/site/site';
import { PrivacyNotice } from './PrivacyNotice';
import { TrustFrame } from './TrustFrame';
import type { Screen } from '@/components/layout/screen';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes/routes';

export const privacyScreen: Screen = {
  metadata: (locale) => staticPageMetadata(locale, 'privacy', routes.privacy),
  Page({ locale }) {
    const { trustLabels } = pagesWordsIn(locale);
    const privacyNotice = privacyNoticeIn(locale);
    return (
      <TrustFrame locale={locale} page="privacy" content={privacyNotice}>
        <PrivacyNotice notice={privacyNotice} labels={trustLabels} />
      </TrustFrame>
    );
  },
};
