import { ApplyCta } from '@/components/home/ApplyCta';
import { ComingUp } from '@/components/home/ComingUp';
import { DisclosureStrip } from '@/components/home/DisclosureStrip';
import { HomeAbout } from '@/components/home/HomeAbout';
import { HomeHero } from '@/components/home/HomeHero';
import { HomeStats } from '@/components/home/HomeStats';
import { LeadersSection } from '@/components/home/LeadersSection';
import { WhyFamilies } from '@/components/home/WhyFamilies';
import { SchoolJsonLd } from '@/components/seo/SchoolJsonLd';
import { calendar } from '@/content/calendar';
import { campusFilterLabels } from '@/content/campuses';
import { disclosureCampuses } from '@/content/disclosure';
import { home } from '@/content/home';
import { leaders, leadersCarouselLabels, LEADERS_CAROUSEL_INTERVAL_MS } from '@/content/leaders';
import { notices } from '@/content/notices';
import { site } from '@/content/site';
import { eventsFor } from '@/lib/calendar';
import { splitAtBuild } from '@/lib/past-events';
import { routes } from '@/lib/routes';
import { staticPageMetadata } from '@/lib/metadata';

export const metadata = staticPageMetadata('home', routes.home);

export default function HomePage() {
  return (
    <>
      <SchoolJsonLd />
      <DisclosureStrip
        content={home.disclosure}
        campuses={disclosureCampuses.map(({ id }) => ({ id, name: campusFilterLabels[id] }))}
      />
      <HomeHero hero={home.hero} eyebrow={site.name} />
      <HomeAbout about={home.about} />
      <HomeStats heading={home.statsHeading} stats={home.stats} />
      <WhyFamilies content={home.whyFamilies} />
      <ComingUp
        content={home.comingUp}
        upcoming={splitAtBuild(eventsFor(calendar.events)).upcoming}
        notices={notices}
      />
      <LeadersSection
        heading={home.leadersHeading}
        leaders={leaders}
        intervalMs={LEADERS_CAROUSEL_INTERVAL_MS}
        placeholderSrc={site.placeholderImage.src}
        labels={leadersCarouselLabels}
      />
      <ApplyCta cta={home.cta} />
    </>
  );
}
