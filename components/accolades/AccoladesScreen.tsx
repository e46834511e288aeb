import { AccoladesGrid } from './AccoladesGrid';
import { ImageHero } from '@/components/ui/ImageHero';
import { contentIn } from '@/lib/i18n/content';
import type { Screen } from '@/components/layout/screen';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes/routes';

export const accoladesScreen: Screen = {
  metadata: (locale) => staticPageMetadata(locale, 'accolades', routes.accolades),
  Page({ locale }) {
    const { accolades, accoladesPage, pageHeaderImages } = contentIn(locale);
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
  },
};
