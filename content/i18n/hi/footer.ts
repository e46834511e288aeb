// Hindi words of content/footer.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../footer';

export const reviewed = false;

export const footer: Translation<typeof english.footer> = {
  srHeadingAfterName: 'के संपर्क विवरण और लिंक',
  campusesLabel: 'हमारे कैंपस',
  quickLinksHeading: 'त्वरित लिंक',
  communityHeading: 'हमसे जुड़ें',
  contactHeading: 'संपर्क करें',
  contactForm: {
    label: 'हमसे संपर्क करें',
    placeholders: {
      firstName: 'पहला नाम',
      lastName: 'उपनाम',
      email: 'ई-मेल',
      subject: 'विषय',
      message: 'अपना संदेश लिखें...',
    },
    submitLabel: 'सबमिट करें',
    note: {
      before:
        'यह फ़ॉर्म आपका संदेश नहीं भेजता: आप जो लिखते हैं वह इसी पृष्ठ पर रहता है और किसी तक नहीं पहुँचता। स्कूल से संपर्क करने के लिए हमें फ़ोन या ई-मेल करें:',
      after:
        'आपका संदेश नहीं भेजा गया है: यह फ़ॉर्म संदेश नहीं भेजता। स्कूल से संपर्क करने के लिए फ़ॉर्म के ऊपर दिए गए फ़ोन नंबर या ई-मेल पते पर संपर्क करें।',
      safetyBefore:
        'यह फ़ॉर्म आपका संदेश नहीं भेजता: आप जो लिखते हैं वह इसी पृष्ठ पर रहता है और किसी तक नहीं पहुँचता। किसी बच्चे को लेकर चिंता बताने के लिए पहले इस पृष्ठ के संपर्क इस्तेमाल करें:',
      safetyAfter:
        'आपका संदेश नहीं भेजा गया है: यह फ़ॉर्म संदेश नहीं भेजता। किसी बच्चे को लेकर चिंता बताने के लिए फ़ॉर्म के ऊपर दिए गए इस पृष्ठ के संपर्क इस्तेमाल करें; बाकी किसी भी बात के लिए स्कूल को फ़ोन या ई-मेल करें।',
      safetyOtherwise: 'बाकी किसी भी बात के लिए स्कूल को फ़ोन या ई-मेल करें:',
    },
  },
  privacyLabel: 'गोपनीयता नीति',
  copyrightLine: '© {year} {school}।',
  poweredByLine: '{company} द्वारा संचालित और सुरक्षित',
};
