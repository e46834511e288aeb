// Links in the navigation bar and the footer. Paths have no trailing slash. Two pages' addresses
// are made of the school's short name (content/school/): {addressWord} is that word ('aurora').
import type { NavItem, Texts } from './schema';

export const mainNav: NavItem[] = [
  { path: '/', label: 'Home' },
  { path: '/about', label: 'About' },
  { path: '/life-at-{addressWord}', label: 'Life at {shortName}' },
  { path: '/campuses', label: 'Campuses' },
  { path: '/admissions', label: 'Admissions' },
];

/** Links in the 'More' dropdown. */
export const moreNav: NavItem[] = [
  { path: '/accolades', label: 'Accolades' },
  { path: '/mandatory-disclosure', label: 'Mandatory Public Disclosure' },
  { path: '/fees', label: 'School Fees' },
  { path: '/transport', label: 'School Transport' },
  { path: '/{addressWord}-social', label: '{shortName} Social' },
  { path: '/calendar', label: 'Calendar' },
  { path: '/notices', label: 'Notices' },
  { path: '/annual-reports', label: 'Annual Reports' },
  { path: '/tc-verification', label: 'TC Verification' },
];

export const footerQuickLinks: NavItem[] = [
  { path: '/', label: 'Home' },
  { path: '/about', label: 'About Us' },
  { path: '/admissions', label: 'Admissions' },
  { path: '/mandatory-disclosure', label: 'Mandatory Public Disclosure' },
];

/**
 * What the school owes the families it collects data from: in the footer's bottom line (beside
 * 'Privacy Policy', whose summary links to the notice) and on the not-found page.
 */
export const policyNav: NavItem[] = [
  { path: '/privacy', label: 'Privacy Notice' },
  { path: '/accessibility', label: 'Accessibility' },
  { path: '/child-safety', label: 'Child Safety' },
];

/** Fixed labels of the navigation bar. */
export const navLabels = {
  skipToContent: 'Skip to main content',
  /** Accessible name of the navigation landmark. */
  navigation: 'Main',
  more: 'More',
  login: 'Login',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  /** Read after the label of every link that opens in a new tab. */
  newTabNote: '(opens in a new tab)',
} satisfies Texts;
