import { JsonLd } from '@/components/seo/JsonLd';
import { PrivacyNotice } from '@/components/trust/PrivacyNotice';
import { TrustPage } from '@/components/trust/TrustPage';
import { pageMeta, trustLabels } from '@/content/pages';
import { privacyNotice } from '@/content/privacy';
import { staticPageMetadata } from '@/lib/metadata';
import { formatIsoDate } from '@/lib/mpd';
import { routes } from '@/lib/routes';
import { topLevelPageJsonLd } from '@/lib/structured-data';
import { fillTemplate } from '@/lib/template';

export const metadata = staticPageMetadata('privacy', routes.privacy);

export default function PrivacyPage() {
  return (
    <TrustPage
      title={pageMeta.privacy.title}
      dateLine={fillTemplate(trustLabels.lastUpdated, {
        date: formatIsoDate(privacyNotice.lastUpdated),
      })}
      intro={privacyNotice.intro}
    >
      <JsonLd data={topLevelPageJsonLd(pageMeta.privacy.title, routes.privacy)} />
      <PrivacyNotice notice={privacyNotice} labels={trustLabels} />
    </TrustPage>
  );
}
