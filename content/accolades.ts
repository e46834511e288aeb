// The four awards shown on the Accolades page. The award names and the
// bodies that give them are fictional.
import type { Accolade, Texts } from './schema';

export const accoladesPage = {
  heading: 'Our Accolades',
  intro:
    'We are proud of what our students and teachers achieve together. These awards recognise their hard work, and they encourage us to keep improving.',
  /** Read before each card's year by screen readers. */
  yearLabel: 'Year',
} satisfies Texts;

export const accolades: Accolade[] = [
  {
    id: 1,
    title: 'Top School of the Year',
    description:
      'Named Top School of the Year by the Deccan School Excellence Forum for teaching quality, student care and all-round development.',
    icon: 'trophy',
    year: '2024',
  },
  {
    id: 2,
    title: 'Best STEM Program',
    description:
      'Awarded Best STEM Program by the Young Innovators Education Council for our robotics, coding and hands-on science teaching.',
    icon: 'microscope',
    year: '2023',
  },
  {
    id: 3,
    title: 'Sports Excellence Award',
    description:
      'Honoured three years in a row by the Inter-School Sports League for medals in athletics, football and swimming.',
    icon: 'medal',
    year: '2022-2024',
  },
  {
    id: 4,
    title: '100% Board Results',
    description:
      'Every Grade 10 student passed the CBSE board examination, and nine out of ten scored a first class.',
    icon: 'graduation-cap',
    year: '2023',
  },
];
