// Hindi words of content/contact.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../contact';

export const reviewed = false;

export const contactAlternatives: Translation<typeof english.contactAlternatives> = {
  heading: 'हमें फ़ोन करें या लिखें',
  emailLabel: 'ई-मेल',
  phoneLabel: 'फ़ोन',
  noScriptFormNote: 'इस फ़ॉर्म के लिए JavaScript ज़रूरी है। इसके बजाय हमें लिखें या किसी कैंपस में फ़ोन करें:',
  formUnavailableNote: 'फ़ॉर्म लोड नहीं हो सका। कृपया हमें लिखें या किसी कैंपस में फ़ोन करें:',
  visitUnavailableNote:
    'भ्रमण का फ़ॉर्म लोड नहीं हो सका। कैंपस भ्रमण का समय तय करने के लिए कृपया किसी कैंपस में फ़ोन करें या हमें लिखें:',
};

export const contactBlock: Translation<typeof english.contactBlock> = {
  heading: '{campus} को फ़ोन करें, संदेश भेजें या मिलने आएँ',
  callName: '{campus} को फ़ोन करें: {number}',
  mobile: 'मो.',
  whatsapp: 'WhatsApp',
  whatsappName: 'WhatsApp पर {campus} को संदेश भेजें',
  directions: 'रास्ता देखें',
  directionsName: 'नक्शा ऐप में {campus} तक का रास्ता देखें',
  plusCode: 'प्लस कोड',
  sample: 'नमूना',
};
