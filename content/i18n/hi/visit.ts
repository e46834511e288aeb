// Hindi words of content/visit.ts. Not yet reviewed by the school.
import type { Translation } from '@/lib/i18n/localize';
import type * as english from '../../visit';

export const reviewed = false;

export const visit: Translation<typeof english.visit> = {
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
  openLabel: 'Schedule a Visit',
  closeLabel: 'Close',
  privacyNote: {
    text: 'We use these details only to arrange your visit, and delete them after {months} months.',
    linkLabel: 'Privacy notice',
    newTabNote: '(opens in a new tab)',
  },
};
