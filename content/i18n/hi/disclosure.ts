// Hindi words of content/disclosure.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import { calendar } from '../../calendar';
import type * as english from '../../disclosure';

export const reviewed = false;

export const disclosurePage: Translation<typeof english.disclosurePage> = {
  selectionHeading: 'विस्तृत जानकारी के लिए कैंपस चुनें',
  intro: 'CBSE संबद्धता उपनियमों के अनुसार अनिवार्य सार्वजनिक प्रकटीकरण देखने के लिए कोई कैंपस चुनें।',
  viewLinkLabel: 'पूरा प्रकटीकरण देखें →',
  loadingText: 'PDF लोड हो रहा है...',
  errorTitle: 'दस्तावेज़ उपलब्ध नहीं है',
  errorNote: 'अनिवार्य प्रकटीकरण के दस्तावेज़ तैयार किए जा रहे हैं और जल्द ही उपलब्ध होंगे।',
  backLabel: '← कैंपस चुनने के पृष्ठ पर लौटें',
  tryAgainLabel: 'फिर से प्रयास करें',
  embeddedSubtitle: `शैक्षणिक वर्ष ${calendar.academicYear.label}`,
  viewerDescription: '{title}: {school}, {campus}, शैक्षणिक वर्ष {year}.',
  embeddedNote: 'यह दस्तावेज़ केवल देखने के लिए है। सुरक्षा कारणों से डाउनलोड की सुविधा बंद रखी गई है।',
  // Follows the campus's short name ('सिटी'), as the English suffix does.
  embeddedTitleSuffix: ' कैंपस - अनिवार्य सार्वजनिक प्रकटीकरण',
  pageLabel: 'पृष्ठ {page} / {total}',
  pagesLabel: '{campus} का प्रकटीकरण दस्तावेज़, {total} पृष्ठ',
  pageImageAlt: 'पृष्ठ {page} / {total}: {document}',
  frameTitle: '{campus} का अनिवार्य सार्वजनिक प्रकटीकरण दस्तावेज़ (PDF)',
  embeddedViewerHint: 'आपके डिवाइस पर दस्तावेज़ नहीं दिख रहा?',
  embeddedViewerLink: 'इसे पृष्ठ के व्यूअर में खोलें',
  fallbackIntro: 'दस्तावेज़ नहीं दिख रहा?',
  openPdfLabel: 'PDF खोलें ({size})',
  fallbackEmbeddedLink: 'इसे पृष्ठ के भीतर ही देखें',
  zoom: {
    toolbar: 'पृष्ठ का आकार',
    fitWidth: 'चौड़ाई के अनुसार',
    zoomIn: 'बड़ा करें',
    zoomOut: 'छोटा करें',
    reset: 'पहले जैसा',
    resetLabel: 'आकार पहले जैसा करें',
    level: '{percent}%',
  },
};

export const disclosureErrorMessages: Translation<typeof english.disclosureErrorMessages> = {
  fetchFailed: 'PDF फ़ाइल लोड नहीं हो सकी। कृपया जाँचें कि फ़ाइल मौजूद है और फिर से प्रयास करें।',
  invalidPdf: 'PDF फ़ाइल खराब या अमान्य लगती है।',
  workerSetup: 'PDF व्यूअर शुरू नहीं हो सका। कृपया पृष्ठ रीफ़्रेश करके फिर से प्रयास करें।',
  otherLoad: 'PDF दस्तावेज़ तैयार किया जा रहा है। कृपया बाद में फिर देखें।',
  outer: 'PDF दस्तावेज़ लोड नहीं हो सका। कृपया बाद में फिर से प्रयास करें।',
  pageRender: 'PDF की सामग्री दिखाई नहीं जा सकी',
  campusNotFound: 'कैंपस नहीं मिला',
};
