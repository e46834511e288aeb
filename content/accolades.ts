// The Accolades page's own words. The awards are the accolades collection's (content/accolades/).
import type { Texts } from './schema';

export const accoladesPage = {
  heading: 'Our Accolades',
  intro:
    'We are proud of what our students and teachers achieve together. These awards recognise their hard work, and they encourage us to keep improving.',
  /** Read before each card's year by screen readers. */
  yearLabel: 'Year',
} satisfies Texts;
