import { AccessibilityStatement } from '@/components/trust/AccessibilityStatement';
import { TrustPage } from '@/components/trust/TrustPage';
import { accessibilityStatement } from '@/content/accessibility';
import { trustLabels } from '@/content/pages';
import { staticPageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { allRoutes } from '@/lib/site-routes';

export const metadata = staticPageMetadata('accessibility', routes.accessibility);

export default function AccessibilityPage() {
  return (
    <TrustPage page="accessibility" content={accessibilityStatement}>
      <AccessibilityStatement
        statement={accessibilityStatement}
        pageCount={allRoutes.length}
        labels={trustLabels}
      />
    </TrustPage>
  );
}
