import { AccoladesGrid } from '@/components/accolades/AccoladesGrid';
import { PageHeader } from '@/components/ui/PageHeader';
import { accolades, accoladesPage } from '@/content/accolades';
import { routes } from '@/lib/routes';
import { staticPageMetadata } from '@/lib/metadata';

export const metadata = staticPageMetadata('accolades', routes.accolades);

export default function AccoladesPage() {
  return (
    <>
      <PageHeader title={accoladesPage.heading} subtitle={accoladesPage.intro} />
      <AccoladesGrid accolades={accolades} yearLabel={accoladesPage.yearLabel} />
    </>
  );
}
