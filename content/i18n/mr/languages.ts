// Marathi words of content/languages.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../languages';

export const reviewed = false;

export const languageLabels: Translation<typeof english.languageLabels> = {
  switcher: 'भाषा',
  postInEnglish: 'हा लेख इंग्रजीत आहे.',
  noticeInEnglish: 'ही सूचना इंग्रजीत आहे.',
  feedsInEnglish: 'सबस्क्राइब केलेल्या कॅलेंडरमध्ये आणि डाउनलोड केलेल्या .ics फाइलमध्ये तारखा इंग्रजीत दिसतात.',
  disclosureAsIssued:
    'प्रकटीकरणातील माहिती आणि कागदपत्रे शाळेने दिली तशीच, इंग्रजीत दाखवली आहेत; शीर्षके मराठीत आहेत.',
  reportsInEnglish: 'वार्षिक अहवाल शाळेने प्रसिद्ध केल्याप्रमाणे, इंग्रजीत (PDF) आहेत.',
};
