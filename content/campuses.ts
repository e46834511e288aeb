// The words the campus pages share: /campuses, the layout of /campuses/{campusId} and its gallery.
// Each campus's own card, page, About tab and disclosure card are in its folder
// (content/campuses/{campus}/campus.*.yml).
import type { CampusDetail, ImageRef, Texts } from './schema';

export { campusIds } from './ids';

export const campusesPage = {
  heading: 'Our Campuses',
  intro:
    'Aurora Global School has {campusCount} campuses in the city. Each follows the same CBSE curriculum and the same caring approach, with its own character and facilities. Choose the one closest to your home.',
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
 * What each of the 38 gallery photos shows, in file order (gallery-01 … gallery-38). Keep each
 * line in step with its photo (content/images.ts describes the drawings that stand in for them).
 */
const galleryScenes: string[] = [
  'Students in a classroom discussion',
  'Students doing a science lab experiment',
  'Children reading quietly in the library',
  'Students playing a football match',
  'Basketball practice on the school court',
  'Children singing in a music class',
  'Students at a dance rehearsal',
  'Young artists painting in an art class',
  'Robotics club members building a robot',
  'Students standing in line at the morning assembly',
  'Runners racing on sports day',
  'Two students playing a game at the chess club',
  'Students in a yoga session on the lawn',
  'Students working at computers in the computer lab',
  'Students on a field trip with their teacher',
  'Students performing on stage at the annual day',
  'Students in a swimming lesson',
  'Students practising batting in the cricket nets',
  'Students running a race on the athletics track',
  'Drama club students rehearsing a play',
  'Students speaking at a debate',
  'Gardening club members planting saplings',
  'Students building shapes with blocks in the maths lab',
  'Children sitting with books in the reading corner',
  'Students playing tennis',
  'Students playing badminton',
  'Graduates celebrating on graduation day',
  'Students presenting projects at the science fair',
  'Children shaping clay at a pottery workshop',
  'The school choir singing together',
  'Kindergarten children playing together',
  'Students eating lunch in the cafeteria',
  'The school bus waiting at the campus gate',
  'Students practising kicks in a taekwondo class',
  'Students painting at easels',
  'Photography club members taking pictures on campus',
  'Students at the Independence Day flag hoisting',
  'Geography club members studying a globe',
];

function galleryImage(index: number): ImageRef {
  const number = String(index + 1).padStart(2, '0');
  return { src: `/images/gallery/gallery-${number}.webp`, alt: galleryScenes[index] ?? '' };
}

/** Every campus page's scrolling gallery: two rows, of 18 and 20 images. */
export const campusGallery: CampusDetail['gallery'] = {
  rowOne: Array.from({ length: 18 }, (_, i) => galleryImage(i)),
  rowTwo: Array.from({ length: 20 }, (_, i) => galleryImage(18 + i)),
};

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
