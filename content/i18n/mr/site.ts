// Marathi words of content/site.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../site';

export const reviewed = false;

export const siteSettings: Translation<typeof english.siteSettings> = {
  socialImage: {
    alt: '{schoolName}: {campusNames} कॅम्पस असलेली CBSE शाळा',
  },
  placeholderImage: {
    alt: '',
  },
  socialLabels: {
    facebook: 'फेसबुकवर {schoolName}',
    youtube: 'यूट्यूबवर {schoolName}',
    instagram: 'इन्स्टाग्रामवर {schoolName}',
  },
  affiliationLine: 'CBSE संलग्नता क्र. {number}',
};
