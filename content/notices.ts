// Notices and circulars: one Markdown file each, in the notices collection (content/collections.ts:
// content/notices/{slug}.en.md, its translations beside it as .mr.md and .hi.md). Front matter
// holds the id, title, date, campuses, audience and an optional attached PDF; the body is the
// notice's text, one paragraph per line. Listed newest first.
import { noticesCollection } from './collections';
import type { Texts } from './schema';

/** The folder of notice files, as editors and the content check's messages name it. */
export const NOTICES_FOLDER = noticesCollection.folder;

export const noticesPage = {
  intro: 'Circulars and news for parents from the {campusCount} campuses, newest first.',
  /** A campus's list: '{campus}' is its name. */
  campusIntro: 'Circulars and news for parents of the {campus}, newest first.',
  campusDescription:
    'Circulars and news for parents of the {schoolName} {campus}: timings, examinations, meetings and admissions, newest first.',
  noNotices: 'There are no notices for this campus yet.',
  /** The campus filter's accessible name. */
  filterLabel: 'Show the notices of',
  dateLabel: 'Date',
  audienceLabel: 'For',
  campusLabel: 'Campus',
  attachmentLabel: 'Attachment',
  attachmentNote: 'PDF',
  /** The attached PDF's link: '{label}' from the notice, '{size}' e.g. '312 KB'. */
  attachmentLink: '{label}, {size}',
  readMore: 'Read the notice',
  backToAll: '← All notices',
  feedTitle: '{schoolName} notices',
} satisfies Texts;

/** The words around an alert (content/alerts/): its level, its campus, its link to a notice. */
export const alertLabels = {
  /** The alerts at the top of every page, as screen readers list the page's regions. */
  regionLabel: 'School alerts',
  /** The alerts above the notices list. */
  listHeading: 'Alerts',
  information: 'Information',
  warning: 'Warning',
  emergency: 'Emergency',
  /** An alert for some campuses: '{level}' is its level's word, '{campus}' the campuses. */
  levelForCampus: '{level} · {campus}',
  /** The link to the notice with the details. */
  details: 'Read the notice',
  /** An alert in the notices feed: '{level}' as above, '{text}' the alert's text. */
  feedTitle: '{level}: {text}',
} satisfies Texts;
