// Headings and labels of the footer shown on every page (SPEC §2, Footer; SPEC §5).
// Campus addresses, phones, social links and the copyright line come from content/site.ts.

export interface FooterContent {
  /** Screen-reader heading of the footer, read after the school's name. */
  srHeadingAfterName: string;
  /** Accessible name of the campus addresses section. */
  campusesLabel: string;
  quickLinksHeading: string;
  communityHeading: string;
  contactHeading: string;
  contactForm: {
    /** Accessible name of the form. */
    label: string;
    placeholders: {
      firstName: string;
      lastName: string;
      email: string;
      subject: string;
      message: string;
    };
    submitLabel: string;
  };
  privacyLabel: string;
  privacyHref: string;
  /** Label before the two phone numbers of each campus. */
  mobLabel: string;
}

export const footer: FooterContent = {
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
