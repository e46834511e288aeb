import { campusesIn, campusesWordsIn } from '@/lib/campuses/campuses';
import { pagesWordsIn } from '@/lib/site/site';
import { CampusCard } from './CampusCard';
import { CampusContactBlock } from './CampusContactBlock';
import { contactBlockOf } from '@/components/contact/ContactBlock';
import { ImageHero } from '@/components/ui/ImageHero';
import type { Screen } from '@/components/layout/screen';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes/routes';

export const campusesScreen: Screen = {
  metadata: (locale) => staticPageMetadata(locale, 'campuses', routes.campuses),
  Page({ locale }) {
    const { pageHeaderImages } = pagesWordsIn(locale);
    const { campusesPage } = campusesWordsIn(locale);
    const campuses = campusesIn(locale);
    return (
      <>
        <ImageHero
          title={campusesPage.heading}
          lead={campusesPage.intro}
          image={pageHeaderImages.campuses}
        />
        <div className="bg-white py-14 sm:py-20">
          <ul className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 md:grid-cols-2 lg:grid-cols-3 lg:px-8">
            {campuses.map((campus) => (
              <li key={campus.campusId} className="flex">
                <CampusCard
                  campus={campus}
                  exploreLabel={campusesPage.exploreLabel}
                  featuresLabel={campusesPage.featuresLabel}
                />
              </li>
            ))}
          </ul>
        </div>
        <CampusContactBlock
          heading={campusesPage.contactHeading}
          text={campusesPage.contactText}
          campuses={campuses.map(({ campusId }) => contactBlockOf(locale, campusId))}
        />
      </>
    );
  },
};
