// Text and settings of the 'Schedule a Visit' modal and its form.
import type { VisitContent } from './schema';

export type { VisitContent } from './schema';

/**
 * How many months a visit request is kept from the day it arrives, then deleted (the privacy
 * notice says so too). The Digital Personal Data Protection Rules, 2025 ask for at least one
 * year from 13 May 2027: never less than 12.
 */
export const VISIT_RETENTION_MONTHS = 12;

/**
 * The date of the privacy notice in force: content/privacy.ts shows it as 'Last updated', and
 * every visit request carries it (`notice_version`), so the school can show which notice a
 * family saw. Change it whenever the notice changes. It lives here, not in the notice, so the
 * visit form's code carries this date and not the notice's text.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-29';

export const visit: VisitContent = {
  title: 'Schedule a Visit',
  intro:
    "We'd love to show you around {campusName}. Please fill out the form below and we'll get back to you shortly.",
  labels: {
    name: 'Full Name',
    phone: 'Phone Number',
    email: 'Email Address',
    preferredDate: 'Preferred Date',
    preferredTime: 'Preferred Time',
    message: 'Additional Information',
  },
  timePlaceholder: 'Select preferred time',
  timeSlots: ['9:00 AM - 11:00 AM', '11:00 AM - 1:00 PM', '2:00 PM - 4:00 PM', '4:00 PM - 6:00 PM'],
  submitLabel: 'Schedule Visit',
  sendingLabel: 'Sending...',
  successMessage: "Thank you! We'll contact you soon to schedule your visit.",
  errorMessage: 'Something went wrong. Please try again or contact us directly.',
  closeAfterMs: 2000,
  openLabel: 'Schedule a Visit',
  closeLabel: 'Close',
  blockedSenders: ['blocked-sender@spam.example'],
  contactHref: '/contact',
  privacyNote: {
    text: 'We use these details only to arrange your visit, and delete them after {months} months.',
    linkLabel: 'Privacy notice',
    newTabNote: '(opens in a new tab)',
  },
};
