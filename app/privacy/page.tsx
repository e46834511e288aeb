import { PrivacyNotice } from '@/components/trust/PrivacyNotice';
import { TrustPage } from '@/components/trust/TrustPage';
import { trustLabels } from '@/content/pages';
import { privacyNotice } from '@/content/privacy';
import { staticPageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const metadata = staticPageMetadata('privacy', routes.privacy);

export default function PrivacyPage() {
  return (
    <TrustPage page="privacy" content={privacyNotice}>
      <PrivacyNotice notice={privacyNotice} labels={trustLabels} />
    </TrustPage>
  );
}
