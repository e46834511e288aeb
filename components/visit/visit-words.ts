// What the 'Schedule a Visit' dialog shows, in the page's language. The request it sends stays in
// English for the school's inbox (the campus's English name, the time slot's English value), with
// the visitor's language added on a Marathi or Hindi page.
import type { VisitContent } from '@/content/visit';
import type { VisitMailSettings } from '@/lib/visit/visit-request';

export interface VisitWords {
  /** The dialog's texts; `timeSlots` as shown, in the same order as the English ones. */
  visit: VisitContent;
  /** Named in the intro when the visit is for no particular campus. */
  schoolName: string;
  /** The campus, as the intro names it. */
  campusName?: string;
  /** The privacy notice in the page's language. */
  privacyHref: string;
  /** The visitor's language as the school reads it, on Marathi and Hindi pages. */
  language?: string;
  /**
   * Where the request goes and what it carries in English: the school's e-mail service and inbox,
   * its name, the senders refused and the date of the privacy notice the family saw.
   */
  mail: Pick<
    VisitMailSettings,
    | 'serviceId'
    | 'templateId'
    | 'publicKey'
    | 'toEmail'
    | 'schoolName'
    | 'timeoutMs'
    | 'blockedSenders'
    | 'noticeVersion'
  >;
  /** The time slots' English values, in the order `visit.timeSlots` shows them. */
  englishTimeSlots: readonly string[];
  /** How many months a request is kept (the privacy notice's). */
  retentionMonths: number;
}
