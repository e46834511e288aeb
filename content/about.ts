// Text of the About Us page. The campus tabs use the About page's own areas and grade ranges,
// which differ from the campus detail pages on purpose: both readings stand.
import type { AboutContent } from './schema';

export type { AboutContent, MissionVision } from './schema';

export const about: AboutContent = {
  tagline: 'One school, {campusCount} campuses, and a simple belief: every child can shine.',
  heroImage: {
    src: '/images/hero/about.webp',
    alt: 'The {schoolName} building among trees in the morning sun',
  },
  story: {
    heading: 'Redefining Education for the Modern World',
    intro: [
      '{schoolName} began with a question many parents ask: why must a child go to school in the morning and to a coaching class in the evening? We believed one good school could do both, and do it with care.',
      'Today our {campusCount} campuses follow the CBSE curriculum and prepare students for olympiads and competitive exams as part of the normal school day. We teach children to understand, not only to memorise, and we give them time for sports, arts and friendship.',
    ],
    image: {
      src: '/images/about/story.webp',
      alt: 'Teacher helping a small group of students with a mathematics problem on the board',
    },
    pillars: [
      {
        title: 'Every Child is Unique',
        icon: 'sparkles',
        description:
          'Children learn in different ways and at different speeds. We observe each child, find their strengths and plan support that fits them.',
      },
      {
        title: 'Integrated Schooling and Coaching',
        icon: 'book-open',
        description:
          'Olympiad and competitive-exam preparation is built into the timetable, so students save travel time and avoid the stress of extra tuition.',
      },
      {
        title: 'Jack of All, Master of At Least One',
        icon: 'target',
        description:
          'Students try many subjects, sports and arts, then go deep in at least one area they love, with expert guidance.',
      },
      {
        title: 'Not Just a School, but a Career School',
        icon: 'rocket',
        description:
          'From the middle grades, students explore careers, meet professionals and set clear goals for higher studies.',
      },
    ],
  },
  mission: {
    title: 'Our Mission',
    text: 'To give every child a strong academic base, sharp thinking skills and good values, in a caring school that combines CBSE learning with expert coaching.',
    features: [
      'Strong basics in every subject',
      'Coaching for olympiads and competitive exams',
      'Safe, caring and inclusive campuses',
    ],
  },
  vision: {
    title: 'Our Vision',
    text: 'To be a school where curious children grow into confident, responsible young people who are ready for the careers and challenges of tomorrow.',
    features: [
      'Confident learners who ask questions',
      'Responsible citizens with strong values',
      'Young people ready for future careers',
    ],
  },
  campusesHeading: 'Our Campuses',
  campusesIntro:
    '{campusCount} campuses in one city, each with its own character and the same {shortName} care.',
  campusTabsLabel: 'Choose a campus',
  campusLabels: {
    location: 'Location',
    area: 'Campus area',
    grades: 'Grades',
    exploreMore: 'Explore More',
  },
  imageModal: { open: 'Enlarge image: {alt}', close: 'Close enlarged image' },
};
