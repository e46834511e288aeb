// Hindi words of content/footer.ts. Not yet reviewed by the school.
import type { Translation } from '@/lib/i18n/localize';
import type * as english from '../../footer';

export const reviewed = false;

export const footer: Translation<typeof english.footer> = {
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
  mobLabel: 'Mob.',
  copyrightLine: '© {year} by {school}.',
  poweredByLine: 'Powered and secured by {company}',
};
