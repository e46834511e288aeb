// The words the campus pages share: /campuses and the layout of /campuses/{campusId}. Its gallery's
// photos are the gallery collection's (content/gallery/).
// Each campus's own card, page, About tab and disclosure card are in its folder
// (content/campuses/{campus}/campus.*.yml).
import type { Texts } from './schema';

export { campusIds } from './ids';

export const campusesPage = {
  heading: 'Our Campuses',
  intro:
    '{schoolName} has {campusCount} campuses in the city. Each follows the same CBSE curriculum and the same caring approach, with its own character and facilities. Choose the one closest to your home.',
  contactHeading: 'Want to know more?',
  contactText:
    'Call the campus office between 9:00 AM and 5:00 PM, Monday to Saturday. Our admissions team will answer your questions and help you plan a visit.',
  exploreLabel: 'Explore More',
  /** Accessible name of a card's feature list; `{campus}` is the campus name. */
  featuresLabel: '{campus} features',
} satisfies Texts;

/**
 * Fixed labels of the shared campus detail layout. `{campus}` is
 * replaced with the campus name, `{row}` with the gallery row number.
 */
export const campusDetailLabels = {
  backLink: { label: 'All Campuses', href: '/campuses' },
  applyLabel: 'Apply Now',
  overviewHeading: 'Campus Overview',
  stats: {
    students: 'Students',
    faculty: 'Faculty',
    established: 'Established',
    area: 'Campus Area',
  },
  whyChooseHeading: 'Why Choose {campus}?',
  galleryHeading: 'Life at {campus}',
  galleryIntro:
    'Classes, labs, sports, arts and celebrations: a glimpse of an ordinary week on campus.',
  galleryRowLabel: 'Campus photos, row {row} of 2',
  galleryPauseLabel: 'Pause gallery',
  galleryPlayLabel: 'Play gallery',
  disclosureHeading: 'Mandatory Public Disclosure',
  disclosureText:
    'Read the general information, documents, results, staff and infrastructure details this campus publishes as required by CBSE.',
  disclosureLink: { label: 'View Now', href: '/mandatory-disclosure' },
} as const;

/**
 * The calendar's and the notices' campus filters: the choice of every campus, which also names an
 * event or notice for every campus. Each campus's own choice is its short name (its contacts'
 * `shortName`, content/campuses/{campus}/contact.*.yml).
 */
export const campusFilterLabels = {
  all: 'All campuses',
};

/**
 * The words a text says how many campuses there are with, for one to ten campuses: a text writes
 * `{campusCount}` for `counts` ('three'), `{allCampusCount}` for `all` ('all three') and
 * `{campusNames}` for the campuses' short names as a list ('City, Airport and Osmanpura'), so
 * that opening a campus changes every such text. The content check refuses more campuses than
 * words, and a text that names every campus itself.
 */
export const campusCountWords = {
  counts: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
  all: [
    'the one',
    'both',
    'all three',
    'all four',
    'all five',
    'all six',
    'all seven',
    'all eight',
    'all nine',
    'all ten',
  ],
};
