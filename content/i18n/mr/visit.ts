// Marathi words of content/visit.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../visit';

export const reviewed = false;

export const visit: Translation<typeof english.visit> = {
  title: 'भेटीची वेळ ठरवा',
  intro:
    '{campusName} आपल्याला प्रत्यक्ष फिरून दाखवायला आम्हाला आनंद होईल. कृपया खालील फॉर्म भरा; आम्ही लवकरच आपल्याशी संपर्क साधू.',
  labels: {
    name: 'पूर्ण नाव',
    phone: 'फोन नंबर',
    email: 'ई-मेल पत्ता',
    preferredDate: 'सोयीची तारीख',
    preferredTime: 'सोयीची वेळ',
    message: 'अधिक माहिती',
  },
  timePlaceholder: 'सोयीची वेळ निवडा',
  timeSlots: [
    'सकाळी 9:00 ते 11:00',
    'सकाळी 11:00 ते दुपारी 1:00',
    'दुपारी 2:00 ते 4:00',
    'दुपारी 4:00 ते सायंकाळी 6:00',
  ],
  submitLabel: 'भेट ठरवा',
  sendingLabel: 'पाठवत आहे...',
  successMessage: 'धन्यवाद! भेटीची वेळ ठरवण्यासाठी आम्ही लवकरच आपल्याशी संपर्क साधू.',
  errorMessage: 'काहीतरी चूक झाली. कृपया पुन्हा प्रयत्न करा किंवा थेट आमच्याशी संपर्क साधा.',
  openLabel: 'भेटीची वेळ ठरवा',
  closeLabel: 'बंद करा',
  privacyNote: {
    text: 'ही माहिती आम्ही फक्त आपली भेट ठरवण्यासाठी वापरतो आणि {months} महिन्यांनंतर ती हटवतो.',
    linkLabel: 'गोपनीयता सूचना',
    newTabNote: '(नवीन टॅबमध्ये उघडते)',
  },
};
