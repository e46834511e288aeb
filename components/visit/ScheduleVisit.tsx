import type { ReactNode } from 'react';
import { visitIn } from '@/lib/visit/visit';
import { siteIn } from '@/lib/site/site';
import { privacyNoticeIn } from '@/lib/trust/trust';
import { campusesIn } from '@/lib/campuses/campuses';
import { contactWordsIn } from '@/lib/contact/contact';
import { ContactAlternatives } from '@/components/layout/ContactAlternatives';
import type { CampusId, SitePath } from '@/content/schema';
import {
  DEFAULT_LOCALE,
  localeNames,
  localeNamesInEnglish,
  localePath,
  type Locale,
} from '@/lib/i18n/locales';
import { routes } from '@/lib/routes/routes';
import { ScheduleVisitButton } from './ScheduleVisitButton';
import type { VisitWords } from './visit-words';

export interface ScheduleVisitProps {
  locale: Locale;
  /** The campus the visit is for; without it the request names the school. */
  campusId?: CampusId;
  className?: string;
  /** The link's content; 'Schedule a Visit' by default. */
  label?: ReactNode;
  /** Where the note shown when the dialog cannot load is placed; the next line by default. */
  unavailablePlace?: string;
}

/**
 * 'Schedule a Visit' in the page's language: its words, and the phones and e-mail shown if the
 * dialog cannot load, are rendered here on the server; the request names the campus in English.
 */
export function ScheduleVisit({
  locale,
  campusId,
  className,
  label,
  unavailablePlace,
}: ScheduleVisitProps) {
  const { contactAlternatives } = contactWordsIn(locale);
  const visit = visitIn(locale);
  const englishVisit = visitIn(DEFAULT_LOCALE);
  const site = siteIn(locale);
  const english = siteIn(DEFAULT_LOCALE);
  const notice = privacyNoticeIn(DEFAULT_LOCALE);
  const campuses = campusesIn(locale);
  const campusName = (list: typeof campuses) =>
    campusId && list.find((campus) => campus.campusId === campusId)?.name;
  const words: VisitWords = {
    visit: { ...visit, contactHref: localePath(locale, visit.contactHref) as SitePath },
    schoolName: site.name,
    campusName: campusName(campuses),
    privacyHref: localePath(locale, routes.privacy),
    mail: {
      ...english.emailService,
      toEmail: english.schoolInbox,
      schoolName: english.name,
      timeoutMs: english.emailSendTimeoutMs,
      blockedSenders: englishVisit.blockedSenders,
      noticeVersion: notice.lastUpdated,
    },
    englishTimeSlots: englishVisit.timeSlots,
    retentionMonths: notice.retention.months,
    ...(locale !== 'en' && {
      language: `${localeNamesInEnglish[locale]} (${localeNames[locale]})`,
    }),
  };
  return (
    <ScheduleVisitButton
      campusName={campusName(campusesIn(DEFAULT_LOCALE))}
      words={words}
      className={className}
      label={label}
      unavailablePlace={unavailablePlace}
      unavailable={
        <>
          <p>{contactAlternatives.visitUnavailableNote}</p>
          <ContactAlternatives locale={locale} className="mt-2" />
        </>
      }
      notSent={<ContactAlternatives locale={locale} campusId={campusId} />}
    />
  );
}
