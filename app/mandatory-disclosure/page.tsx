import { PageHeader } from '@/components/ui/PageHeader';
import { disclosurePage } from '@/content/disclosure';
import { pageMeta } from '@/content/pages';
import { staticPageMetadata } from '@/lib/page-meta';
import { routes } from '@/lib/routes';

export const metadata = staticPageMetadata('disclosure', routes.disclosure);

export default function DisclosureSelectionPage() {
  return <PageHeader title={pageMeta.disclosure.title} subtitle={disclosurePage.intro} />;
}
