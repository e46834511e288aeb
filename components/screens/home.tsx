import { ApplyCta } from '@/components/home/ApplyCta';
import { ComingUp } from '@/components/home/ComingUp';
import { DisclosureStrip } from '@/components/home/DisclosureStrip';
import { HomeAbout } from '@/components/home/HomeAbout';
import { HomeHero } from '@/components/home/HomeHero';
import { HomeStats } from '@/components/home/HomeStats';
import { LeadersSection } from '@/components/home/LeadersSection';
import { WhyFamilies } from '@/components/home/WhyFamilies';
import { SchoolJsonLd } from '@/components/seo/SchoolJsonLd';
import { eventsFor } from '@/lib/calendar';
import { contentIn } from '@/lib/i18n/content';
import type { Screen } from '@/lib/i18n/screen';
import { staticPageMetadata } from '@/lib/metadata';
import { splitAtBuild } from '@/lib/past-events';
import { routes } from '@/lib/routes';

export const homeScreen: Screen = {
  metadata: (locale) => staticPageMetadata(locale, 'home', routes.home),
  Page({ locale }) {
    const words = contentIn(locale);
    const { home, homeFigures, site, schoolEvents, notices, leaders, leadersCarouselLabels } =
      words;
    return (
      <>
        <SchoolJsonLd locale={locale} />
        <DisclosureStrip
          locale={locale}
          content={home.disclosure}
          campuses={words.disclosureCampuses.map(({ id }) => ({
            id,
            name: words.campusFilterLabels[id],
          }))}
        />
        <HomeHero hero={home.hero} eyebrow={site.name} />
        <HomeAbout about={home.about} />
        <HomeStats heading={home.statsHeading} stats={homeFigures} />
        <WhyFamilies content={home.whyFamilies} />
        <ComingUp
          locale={locale}
          content={home.comingUp}
          upcoming={splitAtBuild(eventsFor(schoolEvents)).upcoming}
          notices={notices}
        />
        <LeadersSection
          heading={home.leadersHeading}
          leaders={leaders}
          intervalMs={words.LEADERS_CAROUSEL_INTERVAL_MS}
          placeholderSrc={site.placeholderImage.src}
          labels={leadersCarouselLabels}
        />
        <ApplyCta locale={locale} cta={home.cta} />
      </>
    );
  },
};
