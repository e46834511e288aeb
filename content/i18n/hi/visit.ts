// Hindi words of content/visit.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../visit';

export const reviewed = false;

export const visit: Translation<typeof english.visit> = {
  title: 'भ्रमण का समय तय करें',
  intro: 'हमें आपको {campusName} दिखाकर खुशी होगी। कृपया नीचे दिया गया फ़ॉर्म भरें, हम जल्द ही आपसे संपर्क करेंगे।',
  labels: {
    name: 'पूरा नाम',
    phone: 'फ़ोन नंबर',
    email: 'ई-मेल पता',
    preferredDate: 'सुविधाजनक तारीख',
    preferredTime: 'सुविधाजनक समय',
    message: 'अतिरिक्त जानकारी',
  },
  timePlaceholder: 'सुविधाजनक समय चुनें',
  timeSlots: ['सुबह 9:00 - 11:00', 'सुबह 11:00 - दोपहर 1:00', 'दोपहर 2:00 - 4:00', 'शाम 4:00 - 6:00'],
  submitLabel: 'भ्रमण तय करें',
  sendingLabel: 'भेजा जा रहा है...',
  successMessage: 'धन्यवाद! भ्रमण का समय तय करने के लिए हम जल्द ही आपसे संपर्क करेंगे।',
  errorMessage: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें या हमसे सीधे संपर्क करें।',
  openLabel: 'भ्रमण का समय तय करें',
  closeLabel: 'बंद करें',
  privacyNote: {
    text: 'हम ये विवरण केवल आपके भ्रमण की व्यवस्था के लिए इस्तेमाल करते हैं, और {months} महीने बाद इन्हें मिटा देते हैं।',
    linkLabel: 'गोपनीयता सूचना',
    newTabNote: '(नए टैब में खुलता है)',
  },
};
