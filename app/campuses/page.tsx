import { CampusCard } from '@/components/campus/CampusCard';
import { CampusContactBlock } from '@/components/campus/CampusContactBlock';
import { ImageHero } from '@/components/ui/ImageHero';
import { campuses, campusesPage } from '@/content/campuses';
import { routes } from '@/lib/routes';
import { staticPageMetadata } from '@/lib/metadata';
import { pageHeaderImages } from '@/content/pages';

export const metadata = staticPageMetadata('campuses', routes.campuses);

export default function CampusesPage() {
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
        campuses={campuses}
      />
    </>
  );
}
