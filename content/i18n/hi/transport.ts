// Hindi words of content/transport.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../transport';

export const reviewed = false;

export const transportPage: Translation<typeof english.transportPage> = {
  intro:
    'हर कैंपस की स्कूल बस कहाँ रुकती है, सुबह और दोपहर हर स्टॉप पर बस कितने बजे आती है, और साल भर का किराया।',
  sampleNotice: 'नमूना जानकारी: इन पृष्ठों पर हर रूट, स्टॉप, समय और किराया काल्पनिक है, केवल प्रदर्शन के लिए।',
  campusLink: '{campus}: अपना स्टॉप खोजें',
  routeStops: '{count} स्टॉप',
  campusTitle: 'स्कूल बस सेवा: {campus}',
  campusDescription:
    '{campus}: {schoolName} का हर बस स्टॉप इलाके के अनुसार — उसका रूट, सुबह और दोपहर का समय, साल का किराया और नक्शे में खोलने का लिंक।',
  yearLine:
    'शैक्षणिक वर्ष {year} का किराया, ज़ोन के अनुसार: बच्चा जिस स्टॉप से बस में चढ़ता है, उसी स्टॉप का किराया लगता है।',
  searchLabel: 'अपना स्टॉप खोजें',
  searchHint: 'स्टॉप या इलाके के नाम का कोई हिस्सा लिखें।',
  allStops: '{count} स्टॉप',
  matches: '“{query}” से मेल खाते {count} स्टॉप',
  oneMatch: '“{query}” से मेल खाता 1 स्टॉप',
  noMatch: '“{query}” से कोई स्टॉप मेल नहीं खाता। स्टॉप के नाम का कोई हिस्सा या इलाके का नाम लिखकर देखें।',
  stopsHeading: 'इलाके के अनुसार स्टॉप',
  route: 'रूट',
  morning: 'सुबह की बस',
  afternoon: 'दोपहर की बस',
  fare: '{year} का किराया',
  plusCode: 'प्लस कोड',
  openInMaps: 'नक्शे में खोलें',
  routesHeading: 'प्रिंट करने के लिए समय-सारिणी',
  routesIntro: 'हर रूट और उसके स्टॉप सुबह के क्रम में, प्रिंट करने के लिए एक पृष्ठ पर।',
  routeLink: '{route}: समय-सारिणी',
  routeSubtitle: '{campus} · शैक्षणिक वर्ष {year} का किराया',
  routeDescription:
    '{schoolName} के {campus} की {route} समय-सारिणी: स्टॉप सुबह के क्रम में, हर स्टॉप पर बस आने का समय और {year} का किराया, प्रिंट करने के लिए एक पृष्ठ पर।',
  routeCaption: '{route}: स्टॉप सुबह के क्रम में',
  columnStop: 'स्टॉप',
  columnArea: 'इलाका',
  columnMorning: 'सुबह',
  columnAfternoon: 'दोपहर',
  columnFare: 'साल का किराया',
  backToCampus: '{campus}: सभी स्टॉप',
  backToAll: 'सभी कैंपस की स्कूल बस सेवा',
  campusPageLink: '{campus}: स्कूल बस — स्टॉप, समय और किराया',
};
