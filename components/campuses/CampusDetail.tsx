import { campusesWordsIn } from '@/lib/campuses/campuses';
import type { CampusDetail as CampusDetailData } from '@/content/schema';
import type { Locale } from '@/lib/i18n/locales';
import { fillTemplate } from '@/lib/template';
import { CampusContactSection } from '@/components/contact/CampusContactSection';
import { CampusGallery } from './CampusGallery';
import { CampusHero } from './CampusHero';
import { CampusOverview } from './CampusOverview';
import { CampusTransportLink } from '@/components/transport/CampusTransportLink';
import { DisclosureBlock } from './DisclosureBlock';
import { WhyChooseCampus } from './WhyChooseCampus';

/** The one layout all three campus pages share. */
export function CampusDetail({ locale, campus }: { locale: Locale; campus: CampusDetailData }) {
  const labels = campusesWordsIn(locale).campusDetailLabels;
  const named = (template: string) => fillTemplate(template, { campus: campus.name });
  return (
    <>
      <CampusHero
        locale={locale}
        campus={campus}
        applyLabel={labels.applyLabel}
        backLink={labels.backLink}
      />
      <CampusOverview campus={campus} heading={labels.overviewHeading} labels={labels.stats} />
      <CampusContactSection
        locale={locale}
        campusId={campus.campusId}
        virtualTour={campus.virtualTour}
      />
      <CampusTransportLink locale={locale} campusId={campus.campusId} campusName={campus.name} />
      <WhyChooseCampus heading={named(labels.whyChooseHeading)} entries={campus.whyChooseUs} />
      <CampusGallery
        campus={campus}
        heading={named(labels.galleryHeading)}
        intro={labels.galleryIntro}
        labels={{
          row: labels.galleryRowLabel,
          pause: labels.galleryPauseLabel,
          play: labels.galleryPlayLabel,
        }}
      />
      <DisclosureBlock
        heading={labels.disclosureHeading}
        text={labels.disclosureText}
        link={labels.disclosureLink}
      />
    </>
  );
}
