import { AcademicExcellence } from '@/components/life/AcademicExcellence';
import { ActivityLists } from '@/components/life/ActivityLists';
import { LifeActions } from '@/components/life/LifeActions';
import { LifeCounters } from '@/components/life/LifeCounters';
import { LifeFacilities } from '@/components/life/LifeFacilities';
import { LifeHighlights } from '@/components/life/LifeHighlights';
import { ProgramCards } from '@/components/life/ProgramCards';
import { ImageHero } from '@/components/ui/ImageHero';
import { contentIn } from '@/lib/i18n/content';
import type { Screen } from '@/lib/i18n/screen';
import { staticPageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const lifeScreen: Screen = {
  metadata: (locale) => staticPageMetadata(locale, 'life', routes.life),
  Page({ locale }) {
    const { life } = contentIn(locale);
    return (
      <>
        <ImageHero title={life.heading} lead={life.intro} image={life.heroImage} overlapBelow />
        <LifeHighlights heading={life.highlightsHeading} highlights={life.highlights} />
        <LifeCounters heading={life.countersHeading} counters={life.counters} />
        <AcademicExcellence academic={life.academic} />
        <ProgramCards
          heading={life.programsHeading}
          intro={life.programsIntro}
          programs={life.programs}
        />
        <ActivityLists
          heading={life.activitiesHeading}
          intro={life.activitiesIntro}
          activities={life.activities}
        />
        <LifeActions locale={locale} actions={life.actions} />
        <LifeFacilities
          heading={life.facilitiesHeading}
          intro={life.facilitiesIntro}
          facilities={life.facilities}
        />
      </>
    );
  },
};
