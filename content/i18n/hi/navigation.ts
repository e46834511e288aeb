// Hindi words of content/navigation.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../navigation';

export const reviewed = false;

export const mainNav: Translation<typeof english.mainNav> = [
  {
    label: 'मुखपृष्ठ',
  },
  {
    label: 'हमारे बारे में',
  },
  {
    label: '{shortName} में जीवन',
  },
  {
    label: 'कैंपस',
  },
  {
    label: 'प्रवेश',
  },
];

export const moreNav: Translation<typeof english.moreNav> = [
  {
    label: 'उपलब्धियाँ',
  },
  {
    label: 'अनिवार्य सार्वजनिक प्रकटीकरण',
  },
  {
    label: 'विद्यालय शुल्क',
  },
  {
    label: 'स्कूल बस सेवा',
  },
  {
    label: '{shortName} सोशल',
  },
  {
    label: 'कैलेंडर',
  },
  {
    label: 'सूचनाएँ',
  },
  {
    label: 'वार्षिक रिपोर्टें',
  },
  {
    label: 'TC की जाँच',
  },
];

export const footerQuickLinks: Translation<typeof english.footerQuickLinks> = [
  {
    label: 'मुखपृष्ठ',
  },
  {
    label: 'हमारे बारे में',
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
    label: 'सुगम्यता',
  },
  {
    label: 'बाल सुरक्षा',
  },
];

export const navLabels: Translation<typeof english.navLabels> = {
  skipToContent: 'सीधे मुख्य सामग्री पर जाएँ',
  navigation: 'मुख्य',
  more: 'अधिक',
  login: 'लॉग इन',
  openMenu: 'मेनू खोलें',
  closeMenu: 'मेनू बंद करें',
  newTabNote: '(नए टैब में खुलता है)',
};
