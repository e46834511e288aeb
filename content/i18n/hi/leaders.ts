// Hindi words of content/leaders.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../leaders';

export const reviewed = false;

export const leadersCarouselLabels: Translation<typeof english.leadersCarouselLabels> = {
  slide: '{total} में से {n}',
  previous: 'पिछला संदेश',
  next: 'अगला संदेश',
  dots: 'संदेश चुनें',
  dot: 'संदेश {n}: {name}',
  stopRotation: 'स्लाइड शो का अपने-आप चलना रोकें',
  startRotation: 'स्लाइड शो अपने-आप चलाएँ',
};
