// Hindi words of content/annual-reports.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../annual-reports';

export const reviewed = false;

export const annualReportsPage: Translation<typeof english.annualReportsPage> = {
  intro:
    'स्कूल हर वर्ष अभी-अभी समाप्त हुए शैक्षणिक वर्ष की रिपोर्ट प्रकाशित करता है: विद्यार्थी, शिक्षक, परिणाम और वर्ष भर की गतिविधियाँ। नवीनतम रिपोर्ट सबसे पहले।',
  reportTitle: 'वार्षिक रिपोर्ट {year}',
  scopeLabel: 'रिपोर्ट में शामिल',
  wholeSchool: 'पूरा स्कूल ({allCampusCount} कैंपस)',
  publishedLabel: 'प्रकाशन तिथि',
  students: 'विद्यार्थी',
  teachers: 'शिक्षक',
  classXPass: 'कक्षा 10 बोर्ड परीक्षा में उत्तीर्ण होने की दर',
  classXIIPass: 'कक्षा 12 बोर्ड परीक्षा में उत्तीर्ण होने की दर',
  pdfLinkLabel: 'वार्षिक रिपोर्ट {year} (PDF, {size})',
  sampleNote:
    'काल्पनिक आँकड़ों वाली नमूना रिपोर्ट: जब तक स्कूल अपनी रिपोर्ट प्रकाशित नहीं करता, तब तक यही दिखाई जाती है।',
  noReports: 'अभी तक कोई वार्षिक रिपोर्ट प्रकाशित नहीं हुई है।',
  allReports: 'सभी वार्षिक रिपोर्टें',
};
