// Hindi words of content/site.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../site';

export const reviewed = false;

export const siteSettings: Translation<typeof english.siteSettings> = {
  socialImage: {
    alt: '{schoolName}: {campusNames} कैंपस वाला एक CBSE स्कूल',
  },
  placeholderImage: {
    alt: '',
  },
  socialLabels: {
    facebook: 'फ़ेसबुक पर {schoolName}',
    youtube: 'यूट्यूब पर {schoolName}',
    instagram: 'इंस्टाग्राम पर {schoolName}',
  },
  affiliationLine: 'CBSE संबद्धता संख्या {number}',
};
