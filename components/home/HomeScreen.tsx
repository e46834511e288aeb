import { schoolEventsIn } from '@/lib/calendar/school-events';
import { campusFilterLabelsIn } from '@/lib/campuses/campuses';
import { disclosureCampusesIn } from '@/lib/disclosure/disclosure';
import { homeFiguresIn, homeIn, leadersCarouselIn, leadersIn } from '@/lib/home/home';
import { noticesIn } from '@/lib/notices/notices-i18n';
import { siteIn } from '@/lib/site/site';
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
import type { Screen } from '@/components/layout/screen';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { splitAtBuild } from '@/lib/calendar/past-events';
import { accoladesPageIn } from '@/lib/accolades/accolades';
import { localePath } from '@/lib/i18n/locales';
import { boardResultsPath, routes } from '@/lib/routes/routes';
import { campusReachIn, contactWordsIn } from '@/lib/contact/contact';

export const homeScreen: Screen = {
  metadata: (locale) => staticPageMetadata(locale, 'home', routes.home),
  Page({ locale }) {
    const home = homeIn(locale);
    const site = siteIn(locale);
    const campusFilterLabels = campusFilterLabelsIn(locale);
    const carousel = leadersCarouselIn(locale);
    const { reachBar, contactBlock } = contactWordsIn(locale);
    return (
      <>
        <SchoolJsonLd locale={locale} />
        <HomeHero
          locale={locale}
          hero={home.hero}
          eyebrow={site.name}
          contactsHeading={reachBar.heroHeading}
          applyLabel={home.cta.label}
          callLabel={reachBar.call}
          whatsappLabel={contactBlock.whatsapp}
          contacts={campusReachIn(locale)}
        />
        {/* CBSE asks for the disclosure on the home page: under the hero, which answers parents. */}
        <DisclosureStrip
          locale={locale}
          content={home.disclosure}
          campuses={disclosureCampusesIn(locale).map(({ id }) => ({
            id,
            name: campusFilterLabels[id],
          }))}
        />
        <HomeAbout about={home.about} />
        <HomeStats
          heading={home.statsHeading}
          stats={homeFiguresIn(locale)}
          results={{
            label: accoladesPageIn(locale).results.link,
            href: localePath(locale, boardResultsPath()),
          }}
        />
        <WhyFamilies content={home.whyFamilies} />
        <ComingUp
          locale={locale}
          content={home.comingUp}
          upcoming={splitAtBuild(eventsFor(schoolEventsIn(locale))).upcoming}
          notices={noticesIn(locale)}
        />
        <LeadersSection
          heading={home.leadersHeading}
          leaders={leadersIn(locale)}
          intervalMs={carousel.LEADERS_CAROUSEL_INTERVAL_MS}
          placeholderSrc={site.placeholderImage.src}
          labels={carousel.leadersCarouselLabels}
        />
        <ApplyCta locale={locale} cta={home.cta} />
      </>
    );
  },
};
