import { AccoladesGrid } from '@/components/accolades/AccoladesGrid';
import { ImageHero } from '@/components/ui/ImageHero';
import { accolades, accoladesPage } from '@/content/accolades';
import { routes } from '@/lib/routes';
import { staticPageMetadata } from '@/lib/metadata';
import { pageHeaderImages } from '@/content/pages';

export const metadata = staticPageMetadata('accolades', routes.accolades);

export default function AccoladesPage() {
  return (
    <>
      <ImageHero
        title={accoladesPage.heading}
        lead={accoladesPage.intro}
        image={pageHeaderImages.accolades}
      />
      <AccoladesGrid accolades={accolades} yearLabel={accoladesPage.yearLabel} />
    </>
  );
}
