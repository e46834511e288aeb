// Text of the Home page. Its figures ('{shortName} at a Glance') are the home page figures collection
// (content/home-figures/figures.en.yml, its translations beside it).
import type { HomeContent } from './schema';

export type { HomeContent } from './schema';

export const home: HomeContent = {
  hero: {
    heading: 'Where Every Child Finds Their Light',
    subheading:
      'A CBSE school for Pre-Primary to Grade 10, with olympiad and competitive-exam coaching built into the school day.',
    ctaLabel: 'Join Us Today',
    ctaHref: '/admissions',
    image: {
      src: '/images/hero/home.webp',
      alt: 'Smiling students in {schoolName} uniforms walking across the school courtyard',
    },
  },
  disclosure: {
    heading: 'Mandatory Public Disclosure',
    allCampuses: 'All campuses',
  },
  about: {
    heading: 'A School That Prepares Children for Life',
    text: 'At {schoolName}, good marks are only the beginning. Our teachers know each child by name, and they help every student build strong basics, think clearly and grow in confidence. Coaching for olympiads and competitive exams is part of the normal timetable, so children do not need extra tuition after school.',
    features: [
      'CBSE curriculum from Pre-Primary to Grade 10',
      'Olympiad and competitive-exam coaching in school hours',
      'Small groups and personal attention for every child',
      'Smart classrooms, science labs and a robotics lab',
      'More than 30 clubs for sports, arts and hobbies',
      'Regular meetings and open communication with parents',
    ],
    image: {
      src: '/images/about/students.webp',
      alt: 'A group of students working together on a science project in a classroom',
    },
    primary: { label: 'Our Story', href: '/about' },
    secondary: { label: 'Explore Our Campuses', href: '/campuses' },
  },
  statsHeading: '{shortName} at a Glance',
  whyFamilies: {
    heading: 'Why Families Choose {schoolName}',
    intro:
      'Six reasons parents give us when they tell us why they picked {shortName} for their children.',
    hint: 'Hover or tap to see more',
    cards: [
      {
        title: 'Philosophy',
        icon: 'sprout',
        description:
          'We believe every child is unique. We help each student find their strengths and grow at their own pace.',
        bullets: [
          'Learning that starts from the child',
          'Values of honesty, kindness and respect',
          'Balance of study, sport and creativity',
        ],
      },
      {
        title: 'Smart Learning',
        icon: 'lightbulb',
        description:
          'Digital classrooms and hands-on activities make lessons clear, interesting and easy to remember.',
        bullets: [
          'Interactive smart boards in every classroom',
          'Lab work and projects, not only textbooks',
          'Regular tests to track progress',
          'Online resources for revision at home',
        ],
      },
      {
        title: 'Expert Mentors',
        icon: 'graduation-cap',
        description:
          'Experienced teachers and subject experts guide students in class and prepare them for olympiads and entrance exams.',
        bullets: [
          'Qualified and trained CBSE teachers',
          'Specialist coaches for olympiads',
          'A mentor teacher for every student',
        ],
      },
      {
        title: 'Brain Power',
        icon: 'brain',
        description:
          'Puzzles, mental maths and reasoning practice build sharp minds and strong problem-solving skills.',
        bullets: [
          'Logical reasoning and aptitude practice',
          'Mental maths and Vedic maths sessions',
          'Chess, quizzes and brain games',
        ],
      },
      {
        title: 'Beyond Classroom',
        icon: 'volleyball',
        description:
          'Sports, music, dance, art and clubs help children discover talents and learn teamwork.',
        bullets: [
          'More than 30 clubs and activities',
          'Sports coaching and inter-school events',
          'Field trips, annual day and festivals',
          'Community service projects',
        ],
      },
      {
        title: 'Parents Club',
        icon: 'handshake',
        description:
          'Parents are our partners. We keep you informed and involved in your child’s learning journey.',
        bullets: [
          'Regular parent-teacher meetings',
          'Workshops on parenting and study habits',
          'Clear updates on progress and events',
        ],
      },
    ],
  },
  leadersHeading: 'A Message from Our Leaders',
  comingUp: {
    heading: 'Coming Up',
    eventsHeading: 'Next dates',
    calendarLink: 'The whole school calendar',
    noticesHeading: 'Latest notices',
    noticesLink: 'All notices',
  },
  cta: {
    heading: 'Give Your Child the {shortName} Advantage',
    text: 'Admissions are open for the academic year {admissionYear}, from Pre-Primary to Grade 10. Seats are limited, so apply early.',
    label: 'Apply Now',
  },
};
