import { lifeIn } from '@/lib/life/life';
import { AcademicExcellence } from './AcademicExcellence';
import { ActivityLists } from './ActivityLists';
import { LifeActions } from './LifeActions';
import { LifeCounters } from './LifeCounters';
import { LifeFacilities } from './LifeFacilities';
import { LifeHighlights } from './LifeHighlights';
import { ProgramCards } from './ProgramCards';
import { ImageHero } from '@/components/ui/ImageHero';
import type { Screen } from '@/components/layout/screen';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes/routes';

export const lifeScreen: Screen = {
  metadata: (locale) => staticPageMetadata(locale, 'life', routes.life),
  Page({ locale }) {
    const life = lifeIn(locale);
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
