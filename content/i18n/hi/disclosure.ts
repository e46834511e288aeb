// Hindi words of content/disclosure.ts. Not yet reviewed by the school.
import type { Translation } from '@/lib/i18n/localize';
import type * as english from '../../disclosure';

export const reviewed = false;

export const disclosureCampuses: Translation<typeof english.disclosureCampuses> = [
  {
    name: 'City Campus',
    location: 'City Centre',
  },
  {
    name: 'Airport Campus',
    location: 'Near Airport',
  },
  {
    name: 'Osmanpura Campus',
    location: 'Osmanpura',
  },
];

export const disclosurePage: Translation<typeof english.disclosurePage> = {
  selectionHeading: 'Select Campus for Detailed Information',
  intro:
    'Choose a campus to view its mandatory public disclosure as required by CBSE affiliation bye-laws.',
  viewLinkLabel: 'View Full Disclosure →',
  loadingText: 'Loading PDF...',
  errorTitle: 'Document Not Available',
  errorNote: 'Mandatory disclosure documents are being prepared and will be available soon.',
  backLabel: '← Back to Campus Selection',
  tryAgainLabel: 'Try Again',
  embeddedSubtitle: 'Academic Year 2024-25',
  academicYear: '2024-25',
  embeddedNote:
    'This document is for viewing purposes only. Download functionality has been disabled for security reasons.',
  embeddedTitleSuffix: ' Campus - Mandatory Public Disclosure',
  pageLabel: 'Page {page} of {total}',
  pagesLabel: '{campus} disclosure document, {total} pages',
  frameTitle: '{campus} mandatory public disclosure document (PDF)',
  embeddedViewerHint: 'Document not showing on your device?',
  embeddedViewerLink: 'Open it in the page viewer',
  fallbackIntro: 'Document not showing?',
  openPdfLabel: 'Open the PDF ({size})',
  fallbackEmbeddedLink: 'View it embedded in the page',
  zoom: {
    toolbar: 'Page zoom',
    fitWidth: 'Fit width',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    reset: 'Reset',
    resetLabel: 'Reset zoom',
    level: '{percent}%',
  },
};

export const disclosureErrorMessages: Translation<typeof english.disclosureErrorMessages> = {
  fetchFailed: 'Unable to load PDF file. Please check if the file exists and try again.',
  invalidPdf: 'The PDF file appears to be corrupted or invalid.',
  workerSetup: 'PDF viewer setup error. Please refresh the page and try again.',
  otherLoad: 'PDF document is being prepared. Please check back later.',
  outer: 'Failed to load PDF document. Please try again later.',
  pageRender: 'Failed to render PDF content',
  campusNotFound: 'Campus not found',
};
