// Hindi words of content/accolades.ts. Not yet reviewed by the school.
import type { Translation } from '@/lib/i18n/localize';
import type * as english from '../../accolades';

export const reviewed = false;

export const accoladesPage: Translation<typeof english.accoladesPage> = {
  heading: 'Our Accolades',
  intro:
    'We are proud of what our students and teachers achieve together. These awards recognise their hard work, and they encourage us to keep improving.',
  yearLabel: 'Year',
};

export const accolades: Translation<typeof english.accolades> = [
  {
    title: 'Top School of the Year',
    description:
      'Named Top School of the Year by the Deccan School Excellence Forum for teaching quality, student care and all-round development.',
  },
  {
    title: 'Best STEM Program',
    description:
      'Awarded Best STEM Program by the Young Innovators Education Council for our robotics, coding and hands-on science teaching.',
  },
  {
    title: 'Sports Excellence Award',
    description:
      'Honoured three years in a row by the Inter-School Sports League for medals in athletics, football and swimming.',
  },
  {
    title: '100% Board Results',
    description:
      'Every Grade 10 student passed the CBSE board examination, and nine out of ten scored a first class.',
  },
];
