// Marathi words of content/footer.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../footer';

export const reviewed = false;

export const footer: Translation<typeof english.footer> = {
  srHeadingAfterName: '– संपर्क माहिती आणि लिंक',
  campusesLabel: 'आमचे कॅम्पस',
  quickLinksHeading: 'महत्त्वाच्या लिंक',
  communityHeading: 'आमच्याशी जोडलेले राहा',
  contactHeading: 'संपर्क साधा',
  contactForm: {
    label: 'आमच्याशी संपर्क साधा',
    placeholders: {
      firstName: 'नाव',
      lastName: 'आडनाव',
      email: 'ई-मेल',
      subject: 'विषय',
      message: 'आपला संदेश लिहा...',
    },
    submitLabel: 'सबमिट करा',
    note: {
      before:
        'हा फॉर्म आपला संदेश पाठवत नाही: आपण टाइप केलेले याच पानावर राहते आणि कोणापर्यंतही पोहोचत नाही. शाळेशी संपर्क साधण्यासाठी आम्हाला फोन किंवा ई-मेल करा:',
      after:
        'आपला संदेश पाठवला गेलेला नाही: हा फॉर्म संदेश पाठवत नाही. शाळेशी संपर्क साधण्यासाठी फॉर्मच्या वर दिलेल्या फोन नंबरवर किंवा ई-मेल पत्त्यावर संपर्क साधा.',
      safetyBefore:
        'हा फॉर्म आपला संदेश पाठवत नाही: आपण टाइप केलेले याच पानावर राहते आणि कोणापर्यंतही पोहोचत नाही. एखाद्या मुलाबद्दलची काळजी कळवण्यासाठी आधी या पानावरील संपर्क वापरा:',
      safetyAfter:
        'आपला संदेश पाठवला गेलेला नाही: हा फॉर्म संदेश पाठवत नाही. एखाद्या मुलाबद्दलची काळजी कळवण्यासाठी फॉर्मच्या वर दिलेले या पानावरील संपर्क वापरा; इतर कशासाठीही शाळेला फोन किंवा ई-मेल करा.',
      safetyOtherwise: 'इतर कशासाठीही शाळेला फोन किंवा ई-मेल करा:',
    },
  },
  privacyLabel: 'गोपनीयता धोरण',
  copyrightLine: '© {year} {school}.',
  poweredByLine: 'तांत्रिक सेवा व सुरक्षा: {company}',
};
