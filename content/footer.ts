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
    note: {
      before:
        'This form does not send your message: what you type stays on this page and reaches no one. To reach the school, call or e-mail us:',
      after:
        'Your message has not been sent: this form does not send messages. To reach the school, call or e-mail us as shown above the form.',
      safetyBefore:
        'This form does not send your message: what you type stays on this page and reaches no one. To report a worry about a child, use this page’s contacts first:',
      safetyAfter:
        'Your message has not been sent: this form does not send messages. To report a worry about a child, use the contacts on this page shown above the form; for anything else, call or e-mail the school.',
      safetyOtherwise: 'For anything else, call or e-mail the school:',
    },
  },
  privacyLabel: 'Privacy Policy',
  privacyHref: '#privacy-policy',
};
