import { AcademicExcellence } from '@/components/life/AcademicExcellence';
import { ActivityLists } from '@/components/life/ActivityLists';
import { LifeActions } from '@/components/life/LifeActions';
import { LifeCounters } from '@/components/life/LifeCounters';
import { LifeFacilities } from '@/components/life/LifeFacilities';
import { LifeHighlights } from '@/components/life/LifeHighlights';
import { ProgramCards } from '@/components/life/ProgramCards';
import { ImageHero } from '@/components/ui/ImageHero';
import { life } from '@/content/life';
import { routes } from '@/lib/routes';
import { staticPageMetadata } from '@/lib/metadata';

export const metadata = staticPageMetadata('life', routes.life);

export default function LifePage() {
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
      <LifeActions actions={life.actions} />
      <LifeFacilities
        heading={life.facilitiesHeading}
        intro={life.facilitiesIntro}
        facilities={life.facilities}
      />
    </>
  );
}
