// The mandatory public disclosure's page texts and the viewer's messages. Each campus's card and
// whole-disclosure PDF are in its folder (content/campuses/{campus}/campus.*.yml), its Appendix-IX
// record in content/mpd/; scripts/dev/sample-pdfs/generate.ts builds the PDFs under public/MPD/.

import { calendar } from './calendar';
import type { DisclosurePageText, Texts } from './schema';

export type { DisclosurePageText } from './schema';

export const disclosurePage = {
  selectionHeading: 'Select Campus for Detailed Information',
  intro:
    'Choose a campus to view its mandatory public disclosure as required by CBSE affiliation bye-laws.',
  viewLinkLabel: 'View Full Disclosure →',
  loadingText: 'Loading PDF...',
  errorTitle: 'Document Not Available',
  errorNote: 'Mandatory disclosure documents are being prepared and will be available soon.',
  backLabel: '← Back to Campus Selection',
  tryAgainLabel: 'Try Again',
  embeddedSubtitle: `Academic Year ${calendar.academicYear.label}`,
  academicYear: calendar.academicYear.label,
  viewerDescription: '{title} of {school}, {campus}, academic year {year}.',
  embeddedNote:
    'This document is for viewing purposes only. Download functionality has been disabled for security reasons.',
  embeddedTitleSuffix: ' Campus - Mandatory Public Disclosure',
  frameHeightPx: 800,
  pageLabel: 'Page {page} of {total}',
  pagesLabel: '{campus} disclosure document, {total} pages',
  pageImageAlt: 'Page {page} of {total}: {document}',
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
} as const satisfies DisclosurePageText;

export const disclosureErrorMessages = {
  fetchFailed: 'Unable to load PDF file. Please check if the file exists and try again.',
  invalidPdf: 'The PDF file appears to be corrupted or invalid.',
  workerSetup: 'PDF viewer setup error. Please refresh the page and try again.',
  otherLoad: 'PDF document is being prepared. Please check back later.',
  outer: 'Failed to load PDF document. Please try again later.',
  pageRender: 'Failed to render PDF content',
  campusNotFound: 'Campus not found',
} as const satisfies Texts;

export type DisclosureErrorKey = keyof typeof disclosureErrorMessages;
