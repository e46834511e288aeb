// Marathi words of content/contact.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../contact';

export const reviewed = false;

export const contactAlternatives: Translation<typeof english.contactAlternatives> = {
  heading: 'आम्हाला फोन करा किंवा ई-मेल पाठवा',
  emailLabel: 'ई-मेल',
  phoneLabel: 'फोन',
  noScriptFormNote:
    'हा फॉर्म वापरण्यासाठी ब्राउझरमध्ये JavaScript सुरू असणे आवश्यक आहे. त्याऐवजी आम्हाला ई-मेल पाठवा किंवा कॅम्पसला फोन करा:',
  formUnavailableNote: 'फॉर्म उघडू शकला नाही. कृपया त्याऐवजी आम्हाला ई-मेल पाठवा किंवा कॅम्पसला फोन करा:',
  visitUnavailableNote:
    'भेटीचा फॉर्म उघडू शकला नाही. भेटीची वेळ ठरवण्यासाठी कृपया कॅम्पसला फोन करा किंवा आम्हाला ई-मेल पाठवा:',
};

export const contactBlock: Translation<typeof english.contactBlock> = {
  heading: '{campus}ला फोन करा, संदेश पाठवा किंवा भेट द्या',
  callName: '{campus}ला फोन करा: {number}',
  mobile: 'मो.',
  whatsapp: 'WhatsApp',
  whatsappName: 'WhatsApp वर {campus}ला संदेश पाठवा',
  directions: 'मार्ग दाखवा',
  directionsName: 'नकाशा ॲपमध्ये {campus}कडे जाण्याचा मार्ग दाखवा',
  plusCode: 'प्लस कोड',
  sample: 'नमुना',
};
