// Marathi words of content/navigation.ts. Not yet reviewed by the school.
import type { Translation } from '@/lib/i18n/localize';
import type * as english from '../../navigation';

export const reviewed = false;

export const mainNav: Translation<typeof english.mainNav> = [
  {
    label: 'Home',
  },
  {
    label: 'About',
  },
  {
    label: 'Life at Aurora',
  },
  {
    label: 'Campuses',
  },
  {
    label: 'Admissions',
  },
];

export const moreNav: Translation<typeof english.moreNav> = [
  {
    label: 'Accolades',
  },
  {
    label: 'Mandatory Public Disclosure',
  },
  {
    label: 'Aurora Social',
  },
  {
    label: 'Calendar',
  },
  {
    label: 'Notices',
  },
];

export const footerQuickLinks: Translation<typeof english.footerQuickLinks> = [
  {
    label: 'Home',
  },
  {
    label: 'About Us',
  },
  {
    label: 'Admissions',
  },
  {
    label: 'Mandatory Public Disclosure',
  },
];

export const policyNav: Translation<typeof english.policyNav> = [
  {
    label: 'Privacy Notice',
  },
  {
    label: 'Accessibility',
  },
  {
    label: 'Child Safety',
  },
];

export const navLabels: Translation<typeof english.navLabels> = {
  skipToContent: 'Skip to main content',
  navigation: 'Main',
  more: 'More',
  login: 'Login',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  newTabNote: '(opens in a new tab)',
};
