// Marathi words of content/navigation.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../navigation';

export const reviewed = false;

export const mainNav: Translation<typeof english.mainNav> = [
  {
    label: 'मुख्यपृष्ठ',
  },
  {
    label: 'आमच्याविषयी',
  },
  {
    label: '{shortName}मधील जीवन',
  },
  {
    label: 'कॅम्पस',
  },
  {
    label: 'प्रवेश',
  },
];

export const moreNav: Translation<typeof english.moreNav> = [
  {
    label: 'सन्मान व पुरस्कार',
  },
  {
    label: 'अनिवार्य सार्वजनिक प्रकटीकरण',
  },
  {
    label: 'शाळेचे शुल्क',
  },
  {
    label: 'स्कूल बस सेवा',
  },
  {
    label: '{shortName} सोशल',
  },
  {
    label: 'दिनदर्शिका',
  },
  {
    label: 'सूचना',
  },
  {
    label: 'वार्षिक अहवाल',
  },
  {
    label: 'दाखला (TC) पडताळणी',
  },
];

export const footerQuickLinks: Translation<typeof english.footerQuickLinks> = [
  {
    label: 'मुख्यपृष्ठ',
  },
  {
    label: 'आमच्याविषयी',
  },
  {
    label: 'प्रवेश',
  },
  {
    label: 'अनिवार्य सार्वजनिक प्रकटीकरण',
  },
];

export const policyNav: Translation<typeof english.policyNav> = [
  {
    label: 'गोपनीयता सूचना',
  },
  {
    label: 'सुलभता',
  },
  {
    label: 'बाल सुरक्षा',
  },
];

export const navLabels: Translation<typeof english.navLabels> = {
  skipToContent: 'थेट मुख्य मजकुराकडे जा',
  navigation: 'मुख्य',
  more: 'अधिक',
  login: 'लॉग इन',
  openMenu: 'मेनू उघडा',
  closeMenu: 'मेनू बंद करा',
  newTabNote: '(नवीन टॅबमध्ये उघडते)',
};
