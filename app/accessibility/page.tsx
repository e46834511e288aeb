import { JsonLd } from '@/components/seo/JsonLd';
import { AccessibilityStatement } from '@/components/trust/AccessibilityStatement';
import { TrustPage } from '@/components/trust/TrustPage';
import { accessibilityStatement } from '@/content/accessibility';
import { pageMeta, trustLabels } from '@/content/pages';
import { staticPageMetadata } from '@/lib/metadata';
import { formatIsoDate } from '@/lib/mpd';
import { routes } from '@/lib/routes';
import { allRoutes } from '@/lib/site-routes';
import { topLevelPageJsonLd } from '@/lib/structured-data';
import { fillTemplate } from '@/lib/template';

export const metadata = staticPageMetadata('accessibility', routes.accessibility);

export default function AccessibilityPage() {
  return (
    <TrustPage
      title={pageMeta.accessibility.title}
      dateLine={fillTemplate(trustLabels.lastReviewed, {
        date: formatIsoDate(accessibilityStatement.lastReviewed),
      })}
      intro={accessibilityStatement.intro}
    >
      <JsonLd data={topLevelPageJsonLd(pageMeta.accessibility.title, routes.accessibility)} />
      <AccessibilityStatement
        statement={accessibilityStatement}
        pageCount={allRoutes.length}
        labels={trustLabels}
      />
    </TrustPage>
  );
}
