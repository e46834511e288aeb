// The three campuses: card data for /campuses and detail data for /campuses/{campusId}. The
// About page gives other areas and grade ranges on purpose; it has its own reading
// (content/about.ts).
import type { CampusDetail, ImageRef, Texts } from './schema';

export { campusIds } from './ids';

export const campusesPage = {
  heading: 'Our Campuses',
  intro:
    'Aurora Global School has three campuses in the city. Each follows the same CBSE curriculum and the same caring approach, with its own character and facilities. Choose the one closest to your home.',
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

/** Two rows for the scrolling gallery: 18 and 20 images. */
const gallery: CampusDetail['gallery'] = {
  rowOne: Array.from({ length: 18 }, (_, i) => galleryImage(i)),
  rowTwo: Array.from({ length: 20 }, (_, i) => galleryImage(18 + i)),
};

export const campuses: CampusDetail[] = [
  {
    id: 1,
    campusId: 'city',
    name: 'City Campus',
    location: 'Station Road, City Centre',
    image: {
      src: '/images/campuses/city.webp',
      alt: 'Front view of the Aurora Global School City Campus building',
    },
    path: '/campuses/city',
    features: [
      'Pre-Nursery to Grade X',
      'Smart Classrooms',
      'Robotics Lab',
      'Central Location',
      'Indoor Sports Hall',
    ],
    description:
      'Our flagship campus in the heart of the city, easy to reach from every area, with modern classrooms and a strong focus on olympiad preparation.',
    fallbackImageUrl:
      'https://images.unsplash.com/photo-1580582932707-520aed937b7b?auto=format&fit=crop&w=1200&q=60',
    heroImage: {
      src: '/images/campuses/city-hero.webp',
      alt: 'The City Campus building and entrance gate in the morning sun',
    },
    established: '2018',
    students: '800+',
    faculty: '55+',
    area: '4 Acres',
    overview:
      'The City Campus brings the full Aurora experience to the centre of the city. Children from Pre-Nursery to Grade X learn in bright smart classrooms, a modern robotics lab and an indoor sports hall. Short travel times leave students more time for study, play and rest.',
    whyChooseUs: [
      {
        title: 'Central Location',
        description:
          'Easy to reach from all parts of the city, with school buses on every major route.',
      },
      {
        title: 'Complete Schooling',
        description:
          'One campus from Pre-Nursery to Grade X, so children grow with the same friends and teachers.',
      },
      {
        title: 'Olympiad Focus',
        description:
          'Daily practice periods and expert mentors for mathematics, science and reasoning olympiads.',
      },
      {
        title: 'Modern Labs',
        description:
          'Robotics, computer and science labs where students learn by building and testing.',
      },
    ],
    virtualTour: 'https://tour.aurora-school.example/city',
    gallery,
  },
  {
    id: 2,
    campusId: 'airport',
    name: 'Airport Campus',
    location: 'Jalna Road, near the Airport',
    image: {
      src: '/images/campuses/airport.webp',
      alt: 'Wide view of the Aurora Global School Airport Campus with its playground',
    },
    path: '/campuses/airport',
    features: [
      'Grade I-X',
      '10-Acre Green Campus',
      'Sports Complex',
      'Swimming Pool',
      'Science Labs',
    ],
    description:
      'Our largest campus, set on ten green acres, with a full sports complex, swimming pool and well-equipped science labs.',
    fallbackImageUrl:
      'https://images.unsplash.com/photo-1523050854058-8df90110c9f1?auto=format&fit=crop&w=1200&q=60',
    heroImage: {
      src: '/images/campuses/airport-hero.webp',
      alt: 'Aerial view of the Airport Campus with its buildings, trees and sports fields',
    },
    established: '2010',
    students: '1200+',
    faculty: '85+',
    area: '10 Acres',
    overview:
      'The Airport Campus is the oldest and largest home of Aurora Global School. Its open green grounds, sports complex and swimming pool give students space to run, play and train. Inside, spacious classrooms and science labs support serious study for board exams and olympiads.',
    whyChooseUs: [
      {
        title: 'Space to Grow',
        description: 'Ten acres of green grounds with football, cricket and athletics fields.',
      },
      {
        title: 'Sports Excellence',
        description:
          'A full sports complex and swimming pool with trained coaches for many sports.',
      },
      {
        title: 'Experienced Faculty',
        description:
          'More than 85 teachers and mentors, many with years of olympiad coaching experience.',
      },
      {
        title: 'Strong Results',
        description: 'Consistent board exam results and many national olympiad medal winners.',
      },
      {
        title: 'Safe and Green',
        description: 'A secure, CCTV-monitored campus with trees, gardens and clean air.',
      },
    ],
    virtualTour: 'https://tour.aurora-school.example/airport',
    gallery,
  },
  {
    id: 3,
    campusId: 'osmanpura',
    name: 'Osmanpura Campus',
    location: 'Osmanpura',
    image: {
      src: '/images/campuses/osmanpura.webp',
      alt: 'Colourful entrance of the Aurora Global School Osmanpura Campus',
    },
    path: '/campuses/osmanpura',
    features: ['Grade I-V', 'Activity-Based Learning', 'Reading Corner', 'Play Areas'],
    description:
      'A friendly, close-knit campus for primary students, where young learners build strong basics through activities, stories and play.',
    fallbackImageUrl:
      'https://images.unsplash.com/photo-1509062522246-3755977927d7?auto=format&fit=crop&w=1200&q=60',
    established: '2015',
    students: '950+',
    faculty: '65+',
    area: '3.5 Acres',
    overview:
      'The Osmanpura Campus is designed for the primary years. Small classes, caring teachers and colourful learning spaces help young children feel at home. Activity-based lessons and early brain-power practice build a strong base for the years ahead.',
    whyChooseUs: [
      {
        title: 'Made for Young Learners',
        description: 'Child-friendly classrooms, furniture and play areas for Grades I to V.',
      },
      {
        title: 'Personal Attention',
        description: 'Teachers know every child well and keep parents updated on progress.',
      },
      {
        title: 'Strong Basics',
        description: 'A reading programme, mental maths and phonics build confidence early.',
      },
      {
        title: 'Close to Home',
        description: 'A neighbourhood campus with short, safe travel for little ones.',
      },
    ],
    virtualTour: 'https://tour.aurora-school.example/osmanpura',
    gallery,
  },
];

/**
 * The calendar's and the notices' campus filters: the choice of every campus, which also names an
 * event or notice for every campus. Each campus's own choice is its short name (its contacts'
 * `shortName`, content/campuses/{campus}/contact.*.yml).
 */
export const campusFilterLabels = {
  all: 'All campuses',
};
