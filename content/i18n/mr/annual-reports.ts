// Marathi words of content/annual-reports.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../annual-reports';

export const reviewed = false;

export const annualReportsPage: Translation<typeof english.annualReportsPage> = {
  intro:
    'शाळा दरवर्षी नुकत्याच संपलेल्या शैक्षणिक वर्षाचा अहवाल प्रसिद्ध करते: विद्यार्थी, शिक्षक, निकाल आणि वर्षभरातील उपक्रम. सर्वात नवीन अहवाल आधी.',
  reportTitle: 'वार्षिक अहवाल {year}',
  scopeLabel: 'अहवालात समाविष्ट',
  wholeSchool: 'संपूर्ण शाळा ({allCampusCount} कॅम्पस)',
  publishedLabel: 'प्रसिद्धी दिनांक',
  students: 'विद्यार्थी',
  teachers: 'शिक्षक',
  classXPass: 'इयत्ता 10वी बोर्ड परीक्षेतील उत्तीर्णतेचे प्रमाण',
  classXIIPass: 'इयत्ता 12वी बोर्ड परीक्षेतील उत्तीर्णतेचे प्रमाण',
  pdfLinkLabel: 'वार्षिक अहवाल {year} (PDF, {size})',
  sampleNote: 'काल्पनिक आकडेवारी असलेला नमुना अहवाल: शाळा आपला अहवाल प्रसिद्ध करेपर्यंत हा दाखवला जातो.',
  noReports: 'अद्याप एकही वार्षिक अहवाल प्रसिद्ध झालेला नाही.',
  allReports: 'सर्व वार्षिक अहवाल',
};
