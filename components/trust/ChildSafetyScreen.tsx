import { campusSafeguardingIn, childSafetyWordsIn } from '@/lib/trust/trust';
import { campusContactsIn } from '@/lib/campuses/campuses';
import { pagesWordsIn } from '@/lib/site/site';
import { Helplines } from '@/components/layout/Helplines';
import { ChildSafetyContacts } from '@/components/trust/ChildSafetyContacts';
import { Counselling } from '@/components/trust/Counselling';
import { ListSection, TrustFrame, TrustSection } from './TrustFrame';
import { counsellorOf } from '@/lib/disclosure/disclosure';
import { type Locale } from '@/lib/i18n/locales';
import type { Screen } from '@/components/layout/screen';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes/routes';

/** Each campus's safeguarding people, with its counsellor from the same record as its disclosure. */
function safeguardingCampuses(locale: Locale) {
  const campusSafeguarding = campusSafeguardingIn(locale);
  const campusContacts = campusContactsIn(locale);
  return campusSafeguarding.map((campus) => {
    const contact = campusContacts.find((c) => c.campusId === campus.campusId);
    return {
      ...campus,
      campusName: contact?.heading ?? campus.campusId,
      counsellor: counsellorOf(campus.campusId),
      campusPhone: contact?.phones.primary ?? '',
    };
  });
}

/** Each campus's counsellor (named by its disclosure record) and their confidential ways in. */
function counsellingCampuses(locale: Locale) {
  const campusSafeguarding = campusSafeguardingIn(locale);
  const campusContacts = campusContactsIn(locale);
  return campusSafeguarding.map(({ campusId, counselling }) => ({
    campusId,
    campusName: campusContacts.find((c) => c.campusId === campusId)?.heading ?? campusId,
    counsellor: counsellorOf(campusId),
    dropIn: counselling.dropIn,
    email: counselling.email.value,
    phone: counselling.phone.value,
  }));
}

export const childSafetyScreen: Screen = {
  metadata: (locale) => staticPageMetadata(locale, 'childSafety', routes.childSafety),
  Page({ locale }) {
    const { trustLabels } = pagesWordsIn(locale);
    const { childSafety } = childSafetyWordsIn(locale);
    const { report, afterReport, commitments } = childSafety;
    return (
      <TrustFrame locale={locale} page="childSafety" content={childSafety}>
        {/* The helplines come first: a child in danger needs them before anything else. */}
        <Helplines locale={locale} id="safety-helplines" variant="full" headingLevel="h2" />
        <Counselling content={childSafety.counselling} campuses={counsellingCampuses(locale)} />
        <ListSection id="safety-report" part={report} />
        <ListSection id="safety-after-report" part={afterReport} />
        <TrustSection id="safety-campuses" heading={childSafety.campusesHeading}>
          <ChildSafetyContacts
            campuses={safeguardingCampuses(locale)}
            labels={childSafety.labels}
            contactLabels={trustLabels}
          />
        </TrustSection>
        <ListSection id="safety-commitments" part={commitments} />
      </TrustFrame>
    );
  },
};
