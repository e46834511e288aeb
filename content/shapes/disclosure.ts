// The mandatory public disclosure: each campus's combined PDF and the viewer's texts.
import { z } from 'zod';
import { text, verbatim, nonNegative, publicFile, campusId } from './common';

export const disclosureCampus = z.strictObject({
  id: campusId,
  name: text,
  location: text,
  principal: verbatim,
  establishment: verbatim,
  affiliation: verbatim,
  facilities: z.array(verbatim),
  studentTeacherRatio: verbatim,
  totalStudents: verbatim,
  totalTeachers: verbatim,
});
export type DisclosureCampus = z.infer<typeof disclosureCampus>;

export const disclosureDocument = z.strictObject({
  campusId,
  /** Static PDF under /MPD/. */
  file: publicFile,
  /** Whether /mandatory-disclosure/{campusId}/pdf exists (city and airport only). */
  embedded: z.boolean(),
});
export type DisclosureDocument = z.infer<typeof disclosureDocument>;

export const disclosurePageText = z.strictObject({
  selectionHeading: text,
  intro: text,
  viewLinkLabel: text,
  loadingText: text,
  errorTitle: text,
  errorNote: text,
  backLabel: text,
  tryAgainLabel: text,
  embeddedSubtitle: text,
  /** The school year the disclosure describes: the school calendar's. */
  academicYear: verbatim,
  /** The viewer page's description: '{title}', '{school}', '{campus}', '{year}' filled in. */
  viewerDescription: text,
  embeddedNote: text,
  /** Appended to the campus's short name: 'City' + suffix. */
  embeddedTitleSuffix: text,
  frameHeightPx: nonNegative,
  /** Spoken for each rendered page (canvas pages are invisible to screen readers). */
  pageLabel: text,
  /** Names the viewer's list of pages. */
  pagesLabel: text,
  /** Each page image's alt text: '{page}', '{total}' and '{document}' (the page's heading). */
  pageImageAlt: text,
  /** The embedded frame's accessible name. */
  frameTitle: text,
  /** For browsers that show no PDF in a frame (most phones): a way to the viewer. */
  embeddedViewerHint: text,
  embeddedViewerLink: text,
  /** The viewer's plain-HTML way to the document; '{size}' becomes the file's size. */
  fallbackIntro: text,
  openPdfLabel: text,
  fallbackEmbeddedLink: text,
  /** The viewer's zoom controls; `level` is '{percent}%'. */
  zoom: z.strictObject({
    toolbar: text,
    fitWidth: text,
    zoomIn: text,
    zoomOut: text,
    reset: text,
    /** The reset button's accessible name (it begins with `reset`, the visible text). */
    resetLabel: text,
    level: text,
  }),
});
export type DisclosurePageText = z.infer<typeof disclosurePageText>;
