// Marathi words of content/transport.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../transport';

export const reviewed = false;

export const transportPage: Translation<typeof english.transportPage> = {
  intro:
    'प्रत्येक कॅम्पसची स्कूल बस कुठे थांबते, सकाळी आणि दुपारी प्रत्येक थांब्यावर बस किती वाजता येते, आणि वर्षभराचे शुल्क.',
  sampleNotice:
    'नमुना माहिती: या पानांवरील प्रत्येक मार्ग, थांबा, वेळ आणि शुल्क काल्पनिक आहे, केवळ प्रात्यक्षिकासाठी.',
  campusLink: '{campus}: तुमचा थांबा शोधा',
  routeStops: '{count} थांबे',
  campusTitle: 'स्कूल बस सेवा: {campus}',
  campusDescription:
    '{campus}: {schoolName}चा प्रत्येक बस थांबा परिसरानुसार — त्याचा मार्ग, सकाळची व दुपारची वेळ, वर्षाचे शुल्क आणि नकाशात उघडण्यासाठी लिंक.',
  yearLine:
    'शैक्षणिक वर्ष {year} चे शुल्क, क्षेत्रानुसार: मूल ज्या थांब्यावरून बसमध्ये चढते, त्या थांब्याचे शुल्क लागू होते.',
  searchLabel: 'तुमचा थांबा शोधा',
  searchHint: 'थांब्याच्या किंवा परिसराच्या नावाचा काही भाग टाइप करा.',
  allStops: '{count} थांबे',
  matches: '“{query}” शी जुळणारे {count} थांबे',
  oneMatch: '“{query}” शी जुळणारा 1 थांबा',
  noMatch: '“{query}” शी कोणताही थांबा जुळत नाही. थांब्याच्या नावाचा काही भाग किंवा परिसर टाइप करून पाहा.',
  stopsHeading: 'परिसरानुसार थांबे',
  route: 'मार्ग',
  morning: 'सकाळची बस',
  afternoon: 'दुपारची बस',
  fare: '{year} चे शुल्क',
  plusCode: 'प्लस कोड',
  openInMaps: 'नकाशात उघडा',
  routesHeading: 'छापण्यासाठी वेळापत्रके',
  routesIntro: 'प्रत्येक मार्ग आणि त्याचे थांबे सकाळच्या क्रमाने, छापण्यासाठी एका पानावर.',
  routeLink: '{route}: वेळापत्रक',
  routeSubtitle: '{campus} · शैक्षणिक वर्ष {year} चे शुल्क',
  routeDescription:
    '{schoolName}च्या {campus} चे {route} वेळापत्रक: थांबे सकाळच्या क्रमाने, प्रत्येक थांब्यावर बस येण्याची वेळ आणि {year} चे शुल्क, छापण्यासाठी एका पानावर.',
  routeCaption: '{route}: थांबे सकाळच्या क्रमाने',
  columnStop: 'थांबा',
  columnArea: 'परिसर',
  columnMorning: 'सकाळी',
  columnAfternoon: 'दुपारी',
  columnFare: 'वर्षाचे शुल्क',
  backToCampus: '{campus}: सर्व थांबे',
  backToAll: 'सर्व कॅम्पसची स्कूल बस सेवा',
  campusPageLink: '{campus}: स्कूल बस — थांबे, वेळा आणि शुल्क',
};
