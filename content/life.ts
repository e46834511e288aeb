// Text and figures of the 'Life at {shortName}' page.
import type { LifeContent } from './schema';

export type { LifeContent } from './schema';

export const life: LifeContent = {
  heading: 'Life at {shortName}',
  intro:
    'A day at {shortName} is full of questions, experiments, games and friendships. Students learn in bright classrooms, practise for olympiads with expert mentors, and find time every week for sports, music and art.',
  heroImage: {
    src: '/images/hero/life.webp',
    alt: 'Students laughing together during a group activity on the school lawn',
  },
  highlightsHeading: 'Highlights of Life at {shortName}',
  highlights: [
    {
      title: 'Joyful Learning',
      icon: 'smile',
      description:
        'Lessons use stories, games and hands-on activities, so children enjoy coming to school and remember what they learn.',
    },
    {
      title: 'Olympiad Ready',
      icon: 'medal',
      description:
        'Regular practice in mathematics, science, reasoning and English prepares students for national olympiads.',
    },
    {
      title: 'Care and Safety',
      icon: 'shield-check',
      description:
        'CCTV-monitored campuses, trained staff, a school nurse and GPS-tracked buses keep every child safe.',
    },
    {
      title: 'Values and Character',
      icon: 'heart',
      description:
        'Assemblies, community service and house activities teach honesty, kindness, teamwork and respect.',
    },
  ],
  countersHeading: '{shortName} in Numbers',
  counters: [
    { target: 100, suffix: '%', label: 'Results', durationMs: 1500 },
    { target: 50, suffix: '+', label: 'Activities', durationMs: 2000 },
    { target: 7, suffix: '+', label: 'Years of Excellence', durationMs: 1800 },
    { target: 1000, suffix: '+', label: 'Successful Alumni', durationMs: 2500 },
  ],
  academic: {
    heading: 'Academic Excellence',
    text: 'Our students do well because they understand their subjects deeply. Teachers track each child’s progress, give extra help when it is needed, and challenge fast learners with olympiad-level problems.',
    stats: [
      { value: '98%', label: 'Board Results', checkedAgainst: 'boardResults' },
      { value: '90%', label: 'First Class' },
    ],
    enquireLabel: 'Enquire Now',
    enquireHref: '#footer-contact',
  },
  programsHeading: 'Our Programs',
  programsIntro:
    'One CBSE journey from the first day of KG to the Grade 10 board exams, with the right mix of care, challenge and coaching at every stage.',
  programs: [
    {
      title: 'Pre-Primary',
      grades: 'KG',
      description:
        'A warm, play-based start where little ones build language, numbers and social skills through songs, stories and play.',
      highlights: [
        'Play-way and activity-based learning',
        'Phonics and early reading',
        'Motor skills through art and movement',
      ],
    },
    {
      title: 'Primary',
      grades: 'Grade 1-5',
      description:
        'Strong basics in reading, writing and mathematics, with early brain-power and olympiad practice in a friendly setting.',
      highlights: [
        'Mental maths and reasoning games',
        'Reading programme and library periods',
        'Introduction to science olympiads',
      ],
    },
    {
      title: 'Middle',
      grades: 'Grade 6-8',
      description:
        'Students learn to think independently, run experiments and prepare for national olympiads and talent-search exams.',
      highlights: [
        'Lab-based science and coding',
        'Olympiad coaching in school hours',
        'Career exploration sessions',
      ],
    },
    {
      title: 'High School',
      grades: 'Grade 9-10',
      description:
        'Focused preparation for the CBSE board exams, with a strong foundation for competitive exams such as engineering and medical entrance tests.',
      highlights: [
        'Board exam practice and mock tests',
        'Foundation coaching for competitive exams',
        'Personal mentoring and career guidance',
      ],
    },
  ],
  activitiesHeading: 'Beyond the Classroom',
  activitiesIntro:
    'Every student finds something they love: more than 50 activities run each week, on the field, on stage and in the clubs.',
  activities: [
    {
      title: 'Sports & Athletics',
      icon: 'footprints',
      items: ['Football', 'Cricket', 'Basketball', 'Athletics', 'Swimming', 'Badminton'],
    },
    {
      title: 'Performing Arts',
      icon: 'drama',
      items: [
        'Indian classical dance',
        'Western dance',
        'Vocal music and choir',
        'Drama',
        'Instrumental music',
      ],
    },
    {
      title: 'Clubs & Societies',
      icon: 'bot',
      items: [
        'Robotics club',
        'Coding club',
        'Chess club',
        'Debate and public speaking',
        'Quiz club',
        'Eco club',
      ],
    },
    {
      title: 'Visual Arts',
      icon: 'palette',
      items: [
        'Drawing and painting',
        'Clay modelling and pottery',
        'Craft and origami',
        'Photography',
      ],
    },
  ],
  facilitiesHeading: 'World-Class Facilities',
  facilitiesIntro: 'Spaces and services designed for safe, focused and joyful learning.',
  facilities: [
    {
      title: 'Smart Classrooms',
      icon: 'monitor',
      description: 'Air-conditioned classrooms with interactive boards and audio-visual lessons.',
    },
    {
      title: 'Science Laboratories',
      icon: 'microscope',
      description:
        'Well-equipped physics, chemistry and biology labs for safe, hands-on experiments.',
    },
    {
      title: 'Robotics and Computer Labs',
      icon: 'laptop',
      description: 'Modern computers, robotics kits and coding tools for young innovators.',
    },
    {
      title: 'Library',
      icon: 'book-open',
      description: 'Thousands of books, magazines and a quiet reading corner for every age group.',
    },
    {
      title: 'Sports Grounds',
      icon: 'dumbbell',
      description:
        'Playgrounds, courts and coaching for football, cricket, basketball and athletics.',
    },
    {
      title: 'Safe Transport',
      icon: 'bus',
      description:
        'GPS-tracked school buses with trained drivers and a female attendant on every route.',
    },
  ],
  actions: {
    heading: 'Come and See {shortName} for Yourself',
    text: 'Apply online in a few minutes, or visit a campus with your child to meet our teachers and see the classrooms, labs and playgrounds.',
    applyLabel: 'Apply Now',
  },
};
