// Hindi words of content/campuses.ts. Not yet reviewed by the school.
import type { Translation } from '@/lib/i18n/localize';
import type * as english from '../../campuses';

export const reviewed = false;

export const campusesPage: Translation<typeof english.campusesPage> = {
  heading: 'Our Campuses',
  intro:
    'Aurora Global School has three campuses in the city. Each follows the same CBSE curriculum and the same caring approach, with its own character and facilities. Choose the one closest to your home.',
  contactHeading: 'Want to know more?',
  contactText:
    'Call the campus office between 9:00 AM and 5:00 PM, Monday to Saturday. Our admissions team will answer your questions and help you plan a visit.',
  exploreLabel: 'Explore More',
  featuresLabel: '{campus} features',
};

export const campusDetailLabels: Translation<typeof english.campusDetailLabels> = {
  backLink: {
    label: 'All Campuses',
  },
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
  disclosureLink: {
    label: 'View Now',
  },
};

export const campuses: Translation<typeof english.campuses> = [
  {
    name: 'City Campus',
    location: 'Station Road, City Centre',
    image: {
      alt: 'Front view of the Aurora Global School City Campus building',
    },
    features: [
      'Pre-Nursery to Grade X',
      'Smart Classrooms',
      'Robotics Lab',
      'Central Location',
      'Indoor Sports Hall',
    ],
    description:
      'Our flagship campus in the heart of the city, easy to reach from every area, with modern classrooms and a strong focus on olympiad preparation.',
    heroImage: {
      alt: 'The City Campus building and entrance gate in the morning sun',
    },
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
    gallery: {
      rowOne: [
        {
          alt: 'Students in a classroom discussion',
        },
        {
          alt: 'Students doing a science lab experiment',
        },
        {
          alt: 'Children reading quietly in the library',
        },
        {
          alt: 'Students playing a football match',
        },
        {
          alt: 'Basketball practice on the school court',
        },
        {
          alt: 'Children singing in a music class',
        },
        {
          alt: 'Students at a dance rehearsal',
        },
        {
          alt: 'Young artists painting in an art class',
        },
        {
          alt: 'Robotics club members building a robot',
        },
        {
          alt: 'Students standing in line at the morning assembly',
        },
        {
          alt: 'Runners racing on sports day',
        },
        {
          alt: 'Two students playing a game at the chess club',
        },
        {
          alt: 'Students in a yoga session on the lawn',
        },
        {
          alt: 'Students working at computers in the computer lab',
        },
        {
          alt: 'Students on a field trip with their teacher',
        },
        {
          alt: 'Students performing on stage at the annual day',
        },
        {
          alt: 'Students in a swimming lesson',
        },
        {
          alt: 'Students practising batting in the cricket nets',
        },
      ],
      rowTwo: [
        {
          alt: 'Students running a race on the athletics track',
        },
        {
          alt: 'Drama club students rehearsing a play',
        },
        {
          alt: 'Students speaking at a debate',
        },
        {
          alt: 'Gardening club members planting saplings',
        },
        {
          alt: 'Students building shapes with blocks in the maths lab',
        },
        {
          alt: 'Children sitting with books in the reading corner',
        },
        {
          alt: 'Students playing tennis',
        },
        {
          alt: 'Students playing badminton',
        },
        {
          alt: 'Graduates celebrating on graduation day',
        },
        {
          alt: 'Students presenting projects at the science fair',
        },
        {
          alt: 'Children shaping clay at a pottery workshop',
        },
        {
          alt: 'The school choir singing together',
        },
        {
          alt: 'Kindergarten children playing together',
        },
        {
          alt: 'Students eating lunch in the cafeteria',
        },
        {
          alt: 'The school bus waiting at the campus gate',
        },
        {
          alt: 'Students practising kicks in a taekwondo class',
        },
        {
          alt: 'Students painting at easels',
        },
        {
          alt: 'Photography club members taking pictures on campus',
        },
        {
          alt: 'Students at the Independence Day flag hoisting',
        },
        {
          alt: 'Geography club members studying a globe',
        },
      ],
    },
  },
  {
    name: 'Airport Campus',
    location: 'Jalna Road, near the Airport',
    image: {
      alt: 'Wide view of the Aurora Global School Airport Campus with its playground',
    },
    features: [
      'Grade I-X',
      '10-Acre Green Campus',
      'Sports Complex',
      'Swimming Pool',
      'Science Labs',
    ],
    description:
      'Our largest campus, set on ten green acres, with a full sports complex, swimming pool and well-equipped science labs.',
    heroImage: {
      alt: 'Aerial view of the Airport Campus with its buildings, trees and sports fields',
    },
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
    gallery: {
      rowOne: [
        {
          alt: 'Students in a classroom discussion',
        },
        {
          alt: 'Students doing a science lab experiment',
        },
        {
          alt: 'Children reading quietly in the library',
        },
        {
          alt: 'Students playing a football match',
        },
        {
          alt: 'Basketball practice on the school court',
        },
        {
          alt: 'Children singing in a music class',
        },
        {
          alt: 'Students at a dance rehearsal',
        },
        {
          alt: 'Young artists painting in an art class',
        },
        {
          alt: 'Robotics club members building a robot',
        },
        {
          alt: 'Students standing in line at the morning assembly',
        },
        {
          alt: 'Runners racing on sports day',
        },
        {
          alt: 'Two students playing a game at the chess club',
        },
        {
          alt: 'Students in a yoga session on the lawn',
        },
        {
          alt: 'Students working at computers in the computer lab',
        },
        {
          alt: 'Students on a field trip with their teacher',
        },
        {
          alt: 'Students performing on stage at the annual day',
        },
        {
          alt: 'Students in a swimming lesson',
        },
        {
          alt: 'Students practising batting in the cricket nets',
        },
      ],
      rowTwo: [
        {
          alt: 'Students running a race on the athletics track',
        },
        {
          alt: 'Drama club students rehearsing a play',
        },
        {
          alt: 'Students speaking at a debate',
        },
        {
          alt: 'Gardening club members planting saplings',
        },
        {
          alt: 'Students building shapes with blocks in the maths lab',
        },
        {
          alt: 'Children sitting with books in the reading corner',
        },
        {
          alt: 'Students playing tennis',
        },
        {
          alt: 'Students playing badminton',
        },
        {
          alt: 'Graduates celebrating on graduation day',
        },
        {
          alt: 'Students presenting projects at the science fair',
        },
        {
          alt: 'Children shaping clay at a pottery workshop',
        },
        {
          alt: 'The school choir singing together',
        },
        {
          alt: 'Kindergarten children playing together',
        },
        {
          alt: 'Students eating lunch in the cafeteria',
        },
        {
          alt: 'The school bus waiting at the campus gate',
        },
        {
          alt: 'Students practising kicks in a taekwondo class',
        },
        {
          alt: 'Students painting at easels',
        },
        {
          alt: 'Photography club members taking pictures on campus',
        },
        {
          alt: 'Students at the Independence Day flag hoisting',
        },
        {
          alt: 'Geography club members studying a globe',
        },
      ],
    },
  },
  {
    name: 'Osmanpura Campus',
    location: 'Osmanpura',
    image: {
      alt: 'Colourful entrance of the Aurora Global School Osmanpura Campus',
    },
    features: ['Grade I-V', 'Activity-Based Learning', 'Reading Corner', 'Play Areas'],
    description:
      'A friendly, close-knit campus for primary students, where young learners build strong basics through activities, stories and play.',
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
    gallery: {
      rowOne: [
        {
          alt: 'Students in a classroom discussion',
        },
        {
          alt: 'Students doing a science lab experiment',
        },
        {
          alt: 'Children reading quietly in the library',
        },
        {
          alt: 'Students playing a football match',
        },
        {
          alt: 'Basketball practice on the school court',
        },
        {
          alt: 'Children singing in a music class',
        },
        {
          alt: 'Students at a dance rehearsal',
        },
        {
          alt: 'Young artists painting in an art class',
        },
        {
          alt: 'Robotics club members building a robot',
        },
        {
          alt: 'Students standing in line at the morning assembly',
        },
        {
          alt: 'Runners racing on sports day',
        },
        {
          alt: 'Two students playing a game at the chess club',
        },
        {
          alt: 'Students in a yoga session on the lawn',
        },
        {
          alt: 'Students working at computers in the computer lab',
        },
        {
          alt: 'Students on a field trip with their teacher',
        },
        {
          alt: 'Students performing on stage at the annual day',
        },
        {
          alt: 'Students in a swimming lesson',
        },
        {
          alt: 'Students practising batting in the cricket nets',
        },
      ],
      rowTwo: [
        {
          alt: 'Students running a race on the athletics track',
        },
        {
          alt: 'Drama club students rehearsing a play',
        },
        {
          alt: 'Students speaking at a debate',
        },
        {
          alt: 'Gardening club members planting saplings',
        },
        {
          alt: 'Students building shapes with blocks in the maths lab',
        },
        {
          alt: 'Children sitting with books in the reading corner',
        },
        {
          alt: 'Students playing tennis',
        },
        {
          alt: 'Students playing badminton',
        },
        {
          alt: 'Graduates celebrating on graduation day',
        },
        {
          alt: 'Students presenting projects at the science fair',
        },
        {
          alt: 'Children shaping clay at a pottery workshop',
        },
        {
          alt: 'The school choir singing together',
        },
        {
          alt: 'Kindergarten children playing together',
        },
        {
          alt: 'Students eating lunch in the cafeteria',
        },
        {
          alt: 'The school bus waiting at the campus gate',
        },
        {
          alt: 'Students practising kicks in a taekwondo class',
        },
        {
          alt: 'Students painting at easels',
        },
        {
          alt: 'Photography club members taking pictures on campus',
        },
        {
          alt: 'Students at the Independence Day flag hoisting',
        },
        {
          alt: 'Geography club members studying a globe',
        },
      ],
    },
  },
];

export const campusFilterLabels: Translation<typeof english.campusFilterLabels> = {
  all: 'All campuses',
  city: 'City',
  airport: 'Airport',
  osmanpura: 'Osmanpura',
};
