import { AccoladesGrid } from '@/components/accolades/AccoladesGrid';
import { PageHeader } from '@/components/ui/PageHeader';
import { accolades, accoladesPage } from '@/content/accolades';
import { staticPageMetadata } from '@/lib/page-meta';
import { routes } from '@/lib/routes';

export const metadata = staticPageMetadata('accolades', routes.accolades);

export default function AccoladesPage() {
  return (
    <>
      <PageHeader title={accoladesPage.heading} subtitle={accoladesPage.intro} />
      <AccoladesGrid accolades={accolades} yearLabel={accoladesPage.yearLabel} />
    </>
  );
}
