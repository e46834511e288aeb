// Marathi words of content/admissions.ts. Not yet reviewed by the school.
import type { Translation } from '@/lib/i18n/localize';
import type * as english from '../../admissions';

export const reviewed = false;

export const admissions: Translation<typeof english.admissions> = {
  hero: {
    title: 'Admissions Open',
    subtitle: 'For Academic Year 2026-27',
    note: 'Limited seats available for Pre-Primary to Grade 10',
    image: {
      alt: 'A parent and child smiling as they arrive at the Aurora Global School reception',
    },
    applyLabel: 'Apply Now',
  },
  processHeading: 'Admission Process',
  steps: [
    {
      title: 'Inquiry',
      description:
        'Call us, visit the campus office or fill in the online form. Our team will answer your questions about classes, fees and transport.',
    },
    {
      title: 'Campus Tour',
      description:
        'Visit the campus with your child. See the classrooms, labs and playgrounds, and meet our teachers.',
    },
    {
      title: 'Application',
      description:
        'Fill in the admission form online and upload the required documents, such as the birth certificate and last report card.',
    },
    {
      title: 'Assessment',
      description:
        'A short, friendly assessment helps us understand your child’s level. For young children, it is a simple play-based interaction.',
    },
    {
      title: 'Interview',
      description:
        'A relaxed conversation with the parents and child, so we can learn about your family and your expectations.',
    },
    {
      title: 'Enrollment',
      description:
        'Receive the admission offer, pay the fees and complete the formalities. Welcome to the Aurora family!',
    },
  ],
  benefits: {
    heading: 'Why Choose Aurora Global School?',
    items: [
      'CBSE curriculum with olympiad and competitive-exam coaching in school hours',
      'Experienced, caring teachers and a personal mentor for every student',
      'Smart classrooms, science labs and a robotics lab',
      'More than 30 clubs for sports, arts and hobbies',
      'Safe campuses with CCTV and GPS-tracked school buses',
      'Regular parent-teacher meetings and clear progress reports',
    ],
  },
  facilitiesHeading: 'Our Facilities',
  facilities: [
    {
      title: 'Science Labs',
      image: {
        alt: 'Students in lab coats doing an experiment in the science lab',
      },
      description:
        'Physics, chemistry and biology labs where students learn by doing real experiments safely.',
    },
    {
      title: 'Library',
      image: {
        alt: 'Bright school library with bookshelves and reading tables',
      },
      description:
        'A large collection of books, magazines and reference material, with weekly library periods for every class.',
    },
    {
      title: 'Sports Complex',
      image: {
        alt: 'School sports complex with a football field and running track',
      },
      description:
        'Fields and courts for football, cricket, basketball, badminton and athletics, with trained coaches.',
    },
    {
      title: 'Smart Classrooms',
      image: {
        alt: 'Teacher using an interactive smart board in a classroom',
      },
      description:
        'Interactive boards and digital content make lessons clear, visual and easy to understand.',
    },
    {
      title: 'Arts Studio',
      image: {
        alt: 'Children painting at easels in the arts studio',
      },
      description: 'A creative space for drawing, painting, pottery, music and dance practice.',
    },
    {
      title: 'Transport',
      image: {
        alt: 'Yellow Aurora Global School bus parked at the campus gate',
      },
      description:
        'GPS-tracked school buses on routes across the city, each with a trained driver and attendant.',
    },
  ],
  cta: {
    heading: 'Ready to Join Our Community?',
    text: 'Take the first step today. Fill in the online admission form, and our team will guide you through every step.',
    applyLabel: 'Apply Now',
  },
  academicYear: '2026-27',
};
