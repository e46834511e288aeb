import { accoladesIn, accoladesPageIn } from '@/lib/accolades/accolades';
import { pagesWordsIn } from '@/lib/site/site';
import { AccoladesGrid } from './AccoladesGrid';
import { BoardResults } from './BoardResults';
import { boardResultsIn } from '@/lib/accolades/board-results';
import { ImageHero } from '@/components/ui/ImageHero';
import type { Screen } from '@/components/layout/screen';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes/routes';

export const accoladesScreen: Screen = {
  metadata: (locale) => staticPageMetadata(locale, 'accolades', routes.accolades),
  Page({ locale }) {
    const { pageHeaderImages } = pagesWordsIn(locale);
    const accolades = accoladesIn(locale);
    const accoladesPage = accoladesPageIn(locale);
    return (
      <>
        <ImageHero
          title={accoladesPage.heading}
          lead={accoladesPage.intro}
          image={pageHeaderImages.accolades}
        />
        <BoardResults
          locale={locale}
          words={accoladesPage.results}
          years={boardResultsIn(locale)}
        />
        <AccoladesGrid accolades={accolades} yearLabel={accoladesPage.yearLabel} />
      </>
    );
  },
};
