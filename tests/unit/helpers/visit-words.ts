// The 'Schedule a Visit' dialog's words on an English page, as ScheduleVisit gives them.
import type { VisitWords } from '@/components/visit/visit-words';
import { site } from '@/content/site';
import { visit } from '@/content/visit';
import { routes } from '@/lib/routes/routes';

export const englishVisitWords = (campusName?: string): VisitWords => ({
  visit,
  schoolName: site.name,
  campusName,
  privacyHref: routes.privacy,
});
