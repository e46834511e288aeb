// Hindi words of content/site.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../site';

export const reviewed = false;

export const site: Translation<typeof english.site> = {
  name: 'ऑरोरा ग्लोबल स्कूल',
  description:
    'ऑरोरा ग्लोबल स्कूल {campusNames} कैंपस वाला एक CBSE स्कूल है, जहाँ मज़बूत पढ़ाई के साथ ओलंपियाड और प्रतियोगी परीक्षाओं की तैयारी भी होती है।',
  logo: {
    alt: 'ऑरोरा ग्लोबल स्कूल',
  },
  socialImage: {
    alt: 'ऑरोरा ग्लोबल स्कूल: {campusNames} कैंपस वाला एक CBSE स्कूल',
  },
  placeholderImage: {
    alt: '',
  },
  social: [
    {
      label: 'फ़ेसबुक पर ऑरोरा ग्लोबल स्कूल',
    },
    {
      label: 'यूट्यूब पर ऑरोरा ग्लोबल स्कूल',
    },
    {
      label: 'इंस्टाग्राम पर ऑरोरा ग्लोबल स्कूल',
    },
  ],
  affiliation: 'CBSE संबद्धता संख्या 0000000 (नमूना संख्या)',
};
