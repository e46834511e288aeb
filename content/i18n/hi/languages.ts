// Hindi words of content/languages.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../languages';

export const reviewed = false;

export const languageLabels: Translation<typeof english.languageLabels> = {
  switcher: 'भाषा',
  postInEnglish: 'यह लेख अंग्रेज़ी में है।',
  noticeInEnglish: 'यह सूचना अंग्रेज़ी में है।',
  feedsInEnglish: 'सब्सक्राइब किए गए कैलेंडर और डाउनलोड की गई .ics फ़ाइलों में तारीखें अंग्रेज़ी में दिखती हैं।',
  disclosureAsIssued:
    'प्रकटीकरण की जानकारी और दस्तावेज़ विद्यालय द्वारा जारी रूप में, अंग्रेज़ी में दिखाए गए हैं; शीर्षक हिंदी में हैं।',
  reportsInEnglish: 'वार्षिक रिपोर्टें विद्यालय द्वारा प्रकाशित रूप में, अंग्रेज़ी में (PDF) हैं।',
};
