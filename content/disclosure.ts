// Mandatory public disclosure content: campuses, documents, page texts and the viewer's messages.
// All people and numbers are fictional. The principal and affiliation come from the Appendix-IX
// records in content/mpd/ (one source of truth);
// scripts/generate-disclosure-pdfs.ts builds the PDFs under public/MPD/ from those records.

import { calendar } from './calendar';
import { mpdRecordFiles } from './mpd';
import type {
  CampusId,
  DisclosureCampus,
  DisclosureDocument,
  DisclosurePageText,
  SitePath,
  Texts,
} from './schema';

export type { DisclosurePageText } from './schema';

/** The disclosure campus fields that the campus's Appendix-IX record also holds. */
function fromRecord(id: CampusId) {
  const source = mpdRecordFiles.find((file) => file.record.campusId === id);
  if (!source) throw new Error(`content/mpd has no disclosure for campus "${id}"`);
  const { general } = source.record;
  return { id, principal: general.principal.name, affiliation: general.affiliationNo };
}

export const disclosureCampuses: DisclosureCampus[] = [
  {
    ...fromRecord('city'),
    name: 'City Campus',
    location: 'City Centre',
    establishment: '2018',
    facilities: [
      'Smart classrooms',
      'Science and computer labs',
      'Library',
      'Indoor games hall',
      'Pre-primary play area',
    ],
    studentTeacherRatio: '25:1',
    totalStudents: '800+',
    totalTeachers: '55+',
  },
  {
    ...fromRecord('airport'),
    name: 'Airport Campus',
    location: 'Near Airport',
    establishment: '2010',
    facilities: [
      'Smart classrooms',
      'Physics, chemistry and biology labs',
      'Computer and robotics lab',
      'Library',
      'Sports grounds',
      'Swimming pool',
      'Auditorium',
    ],
    studentTeacherRatio: '20:1',
    totalStudents: '1200+',
    totalTeachers: '85+',
  },
  {
    ...fromRecord('osmanpura'),
    name: 'Osmanpura Campus',
    location: 'Osmanpura',
    establishment: '2015',
    facilities: ['Smart classrooms', 'Activity rooms', 'Library', 'Computer lab', 'Playground'],
    studentTeacherRatio: '22:1',
    totalStudents: '950+',
    totalTeachers: '65+',
  },
];

export const disclosureDocuments: DisclosureDocument[] = [
  { campusId: 'city', file: '/MPD/city-campus-disclosure.pdf', embedded: true },
  { campusId: 'airport', file: '/MPD/airport-campus-disclosure.pdf', embedded: true },
  { campusId: 'osmanpura', file: '/MPD/osmanpura-campus-disclosure.pdf', embedded: false },
];

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

/** The campus's short name as used in titles: 'City Campus' → 'City'. */
export function disclosureShortName(campus: DisclosureCampus): string {
  return campus.name.replace(/ Campus$/, '');
}

/** '<Campus> Campus - Mandatory Public Disclosure' for the embedded PDF page. */
export function disclosureEmbeddedTitle(campus: DisclosureCampus): string {
  return `${disclosureShortName(campus)}${disclosurePage.embeddedTitleSuffix}`;
}

export function findDisclosureCampus(id: string): DisclosureCampus | undefined {
  return disclosureCampuses.find((c) => c.id === id);
}

/** The PDF path for a campus; undefined for an unknown id. */
export function disclosureFile(id: string): SitePath | undefined {
  return disclosureDocuments.find((d) => d.campusId === id)?.file;
}
