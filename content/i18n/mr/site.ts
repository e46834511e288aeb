// Marathi words of content/site.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../site';

export const reviewed = false;

export const site: Translation<typeof english.site> = {
  name: 'ऑरोरा ग्लोबल स्कूल',
  description:
    'ऑरोरा ग्लोबल स्कूल ही {campusNames} असे {campusCount} कॅम्पस असलेली CBSE शाळा आहे. येथे भक्कम अभ्यासासोबतच ऑलिंपियाड आणि स्पर्धा परीक्षांची तयारीही करून घेतली जाते.',
  logo: {
    alt: 'ऑरोरा ग्लोबल स्कूल',
  },
  socialImage: {
    alt: 'ऑरोरा ग्लोबल स्कूल: {campusNames} कॅम्पस असलेली CBSE शाळा',
  },
  placeholderImage: {
    alt: '',
  },
  social: [
    {
      label: 'फेसबुकवर ऑरोरा ग्लोबल स्कूल',
    },
    {
      label: 'यूट्यूबवर ऑरोरा ग्लोबल स्कूल',
    },
    {
      label: 'इन्स्टाग्रामवर ऑरोरा ग्लोबल स्कूल',
    },
  ],
  affiliation: 'CBSE संलग्नता क्र. 0000000 (नमुना क्रमांक)',
};
