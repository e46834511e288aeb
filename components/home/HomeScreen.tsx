import { ApplyCta } from './ApplyCta';
import { ComingUp } from './ComingUp';
import { DisclosureStrip } from './DisclosureStrip';
import { HomeAbout } from './HomeAbout';
import { HomeHero } from './HomeHero';
import { HomeStats } from './HomeStats';
import { LeadersSection } from './LeadersSection';
import { WhyFamilies } from './WhyFamilies';
import { SchoolJsonLd } from '@/components/seo/SchoolJsonLd';
import { eventsFor } from '@/lib/calendar/calendar';
import { contentIn } from '@/lib/i18n/content';
import type { Screen } from '@/components/layout/screen';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { splitAtBuild } from '@/lib/calendar/past-events';
import { routes } from '@/lib/routes/routes';

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
