import { PageHeader } from '@/components/ui/PageHeader';
import { accoladesPage } from '@/content/accolades';
import { staticPageMetadata } from '@/lib/page-meta';
import { routes } from '@/lib/routes';

export const metadata = staticPageMetadata('accolades', routes.accolades);

export default function AccoladesPage() {
  return <PageHeader title={accoladesPage.heading} subtitle={accoladesPage.intro} />;
}
