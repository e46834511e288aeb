// Headings and labels of the footer shown on every page, and its contact form's fields.
// Campus addresses, phones, social links and the copyright line come from content/site.ts.
import type { FooterContent } from './schema';

export type { FooterContent } from './schema';

export const footer: FooterContent = {
  /** The bottom line; {year} and {school} are filled in from content/site.ts. */
  copyrightLine: '© {year} by {school}.',
  /** {company} is site.poweredBy. */
  poweredByLine: 'Powered and secured by {company}',
  srHeadingAfterName: 'contact details and links',
  campusesLabel: 'Our campuses',
  quickLinksHeading: 'Quick Links',
  communityHeading: 'Join the Community',
  contactHeading: 'Contact Us',
  contactForm: {
    label: 'Contact us',
    placeholders: {
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      subject: 'Subject',
      message: 'Leave us a message...',
    },
    submitLabel: 'Submit',
  },
  privacyLabel: 'Privacy Policy',
  privacyHref: '#privacy-policy',
  mobLabel: 'Mob.',
};
