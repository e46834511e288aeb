// Marathi words of content/leaders.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../leaders';

export const reviewed = false;

export const leadersCarouselLabels: Translation<typeof english.leadersCarouselLabels> = {
  slide: '{total} पैकी {n}',
  previous: 'मागील संदेश',
  next: 'पुढील संदेश',
  dots: 'संदेश निवडा',
  dot: 'संदेश {n}: {name}',
  stopRotation: 'आपोआप बदलणारे संदेश थांबवा',
  startRotation: 'संदेश आपोआप बदलणे सुरू करा',
};
