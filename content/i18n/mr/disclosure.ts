// Marathi words of content/disclosure.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import { calendar } from '../../calendar';
import type * as english from '../../disclosure';

export const reviewed = false;

export const disclosurePage: Translation<typeof english.disclosurePage> = {
  selectionHeading: 'सविस्तर माहितीसाठी कॅम्पस निवडा',
  intro: 'CBSE संलग्नता उपविधींनुसार आवश्यक असलेले कॅम्पसचे अनिवार्य सार्वजनिक प्रकटीकरण पाहण्यासाठी कॅम्पस निवडा.',
  viewLinkLabel: 'संपूर्ण प्रकटीकरण पाहा →',
  loadingText: 'PDF उघडत आहे...',
  errorTitle: 'दस्तऐवज उपलब्ध नाही',
  errorNote: 'अनिवार्य प्रकटीकरणाचे दस्तऐवज तयार होत आहेत आणि लवकरच उपलब्ध होतील.',
  backLabel: '← कॅम्पस निवडीकडे परत',
  tryAgainLabel: 'पुन्हा प्रयत्न करा',
  embeddedSubtitle: `शैक्षणिक वर्ष ${calendar.academicYear.label}`,
  viewerDescription: '{title}: {school}, {campus}, शैक्षणिक वर्ष {year}.',
  embeddedNote: 'हा दस्तऐवज फक्त पाहण्यासाठी आहे. सुरक्षेच्या कारणास्तव डाउनलोडची सुविधा बंद ठेवली आहे.',
  embeddedTitleSuffix: ' कॅम्पस - अनिवार्य सार्वजनिक प्रकटीकरण',
  pageLabel: '{total} पैकी पान {page}',
  pagesLabel: '{campus} प्रकटीकरण दस्तऐवज, {total} पाने',
  pageImageAlt: '{total} पैकी पान {page}: {document}',
  frameTitle: '{campus} – अनिवार्य सार्वजनिक प्रकटीकरण दस्तऐवज (PDF)',
  embeddedViewerHint: 'आपल्या फोन किंवा संगणकावर दस्तऐवज दिसत नाही?',
  embeddedViewerLink: 'तो पानावरील दर्शकात उघडा',
  fallbackIntro: 'दस्तऐवज दिसत नाही?',
  openPdfLabel: 'PDF उघडा ({size})',
  fallbackEmbeddedLink: 'तो पानातच पाहा',
  zoom: {
    toolbar: 'पानाचा आकार',
    fitWidth: 'रुंदीनुसार बसवा',
    zoomIn: 'मोठे करा',
    zoomOut: 'लहान करा',
    reset: 'मूळ आकार',
    resetLabel: 'मूळ आकारात आणा',
    level: '{percent}%',
  },
};

export const disclosureErrorMessages: Translation<typeof english.disclosureErrorMessages> = {
  fetchFailed: 'PDF फाइल उघडता आली नाही. फाइल उपलब्ध आहे का ते तपासून पुन्हा प्रयत्न करा.',
  invalidPdf: 'PDF फाइल खराब झालेली किंवा अवैध असल्याचे दिसते.',
  workerSetup: 'PDF दर्शक सुरू करताना त्रुटी आली. कृपया पान पुन्हा लोड करून प्रयत्न करा.',
  otherLoad: 'PDF दस्तऐवज तयार होत आहे. कृपया नंतर पुन्हा पाहा.',
  outer: 'PDF दस्तऐवज उघडता आला नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
  pageRender: 'PDF मधील मजकूर दाखवता आला नाही',
  campusNotFound: 'कॅम्पस सापडला नाही',
};
