import { SectionHeading } from '@/components/ui/SectionHeading';
import type { CampusId } from '@/content/schema';
import type { aboutIn } from '@/lib/about/about';
import { CampusPanel } from './CampusPanel';
import { CampusTabs } from './CampusTabs';

/** The About page's 'Our Campuses': a tab per campus, named with its short name (`names`). */
export function AboutCampuses({
  about,
  names,
}: {
  about: ReturnType<typeof aboutIn>;
  names: Record<CampusId, string>;
}) {
  return (
    // Not a named landmark: the footer already has an 'Our campuses' region (axe landmark-unique).
    <section className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="about-campuses-heading"
          title={about.campusesHeading}
          intro={about.campusesIntro}
        />
        <div className="mt-10">
          <CampusTabs
            label={about.campusTabsLabel}
            tabs={about.campusTabs.map((tab) => ({ id: tab.campusId, label: names[tab.campusId] }))}
            panels={about.campusTabs.map((tab) => (
              <CampusPanel
                key={tab.campusId}
                tab={tab}
                labels={about.campusLabels}
                modalLabels={about.imageModal}
              />
            ))}
          />
        </div>
      </div>
    </section>
  );
}
