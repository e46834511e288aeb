// The 'Schedule a Visit' dialog's words on an English page, as ScheduleVisit gives them.
import type { VisitWords } from '@/components/visit/visit-words';
import { siteIn } from '@/lib/site/site';
import { privacyNotice } from '@/content/privacy';
import { visit } from '@/content/visit';
import { routes } from '@/lib/routes/routes';

const site = siteIn('en');

export const englishVisitWords = (campusName?: string): VisitWords => ({
  visit,
  schoolName: site.name,
  campusName,
  privacyHref: routes.privacy,
  mail: {
    ...site.emailService,
    toEmail: site.schoolInbox,
    schoolName: site.name,
    timeoutMs: site.emailSendTimeoutMs,
    blockedSenders: visit.blockedSenders,
    noticeVersion: privacyNotice.lastUpdated,
  },
  englishTimeSlots: visit.timeSlots,
  retentionMonths: privacyNotice.retention.months,
});
