// The content that changes during the year, as collections: each is declared here once, with
// where its files are, the zod schema an entry follows and its name in the editor. This one list
// drives the loader (lib/content/collections.server.ts), the content check of every file and of every
// translation (scripts/content-check/collections.ts) and the editor's configuration
// (scripts/editor/editor-config.ts). The words a collection translates are its schema's `text`
// strings; everything else (dates, ids, campuses, files) is the English entry's in every language.
//
// Files: a folder collection keeps one file per entry and language, `{folder}/{slug}.{locale}.{format}`
// (`…/heavy-rain.en.yml` beside `…/heavy-rain.mr.yml`); a collection that is not translated
// keeps `{folder}/{slug}.{format}`. A campus collection keeps one entry in each campus's folder,
// `content/campuses/{campus}/{file}.{locale}.{format}` (`…/city/contact.en.yml`): the campuses are
// those folders, and everything about one campus is in its own. A Markdown entry's body is its
// `body` field.
import type { z } from 'zod';
import { alertEntry } from './shapes/alerts';
import { annualReport, annualReportList } from './shapes/annual-reports';
import { postFrontMatter } from './shapes/blog';
import { noticeFrontMatter, schoolEvent } from './shapes/calendar';
import { accoladeEntry, galleryEntry, homeFiguresEntry, leaderEntry } from './shapes/pages';
import { campusContactEntry } from './shapes/site';
import { campusTransportEntry } from './shapes/transport';
import { campusPageEntry } from './shapes/campuses';
import { campusSafeguardingEntry } from './shapes/trust';
import { mpdRecordEntry } from './shapes/disclosure-records';
import { booksUniformEntry } from './shapes/books-uniform';
import { admissionYearEntry } from './shapes/admission-rules';
import { boardResultsEntry } from './shapes/board-results';
import { schoolEntry } from './shapes/school';
import { wordsReviewEntry } from './shapes/words-review';
import { type CollectionBase } from './collection-base';
import { wordsCollections, wordsEntryFile, type WordsCollection } from './words-collections';

export { WORDS_FOLDER, wordsEntryFile, type WordsCollection } from './words-collections';

export interface FolderCollection<
  Schema extends z.ZodType = z.ZodType,
> extends CollectionBase<Schema> {
  kind: 'folder';
  folder: string;
  /** A new entry's file name, from its fields: '{{fields.date}}-{{fields.id}}'. */
  slug: string;
  /** The fields the editor's list shows for each entry: '{{fields.date}} {{fields.title}}'. */
  summary: string;
  /** The field an entry sorts by, newest first, in the editor. */
  sortBy?: string;
  /** Whether the editor may add entries (yes unless `false`): the home page's figures are fixed. */
  create?: boolean;
}

/** The folder of the campuses' folders: one per campus, named with the campus's id. */
export const CAMPUSES_FOLDER = 'content/campuses';

export interface CampusCollection<
  Schema extends z.ZodType = z.ZodType,
> extends CollectionBase<Schema> {
  kind: 'campus';
  /** The entry's file name in each campus's folder, without language and format: 'contact'. */
  file: string;
  /** Whether every campus must have one (a campus without it fails the content check). */
  required: boolean;
  /** The fields the editor's list shows for each campus's entry ({{dirname}}: the campus). */
  summary: string;
  /** The field the editor's list sorts the campuses by, first to last, where there is one. */
  sortBy?: string;
}

export type CollectionDeclaration = FolderCollection | CampusCollection | WordsCollection;

/**
 * The field a campus's English file names its kind by (`kind: contact`): the editor lists a
 * folder's files by their extension, and its local backend (unlike a git host's) does not narrow
 * that list to the collection's path, so each campus collection keeps to its own files by this
 * field. Hidden in the editor; the content check reads it, and the site drops it.
 */
export const CAMPUS_FILE_KIND = 'kind';

/** A campus collection's entry file for one campus, in one language (English by default). */
export const campusEntryFile = (collection: CampusCollection, campus: string, locale = 'en') =>
  `${CAMPUSES_FOLDER}/${campus}/${collection.file}.${collection.translated ? `${locale}.` : ''}${collection.format}`;

/** Closure and emergency banners, for every campus or the ones named, between two times. */
export const alertsCollection = {
  kind: 'folder',
  name: 'alerts',
  label: 'Alerts',
  labelSingular: 'Alert',
  description:
    'A closure or emergency message at the top of every page from its start to its end time.',
  folder: 'content/alerts',
  format: 'yml',
  schema: alertEntry,
  translated: true,
  slug: '{{fields.id}}',
  summary:
    "{{fields.starts | date('D MMMM YYYY, HH:mm')}} · {{fields.level | upper}} · {{fields.text}}",
  sortBy: 'starts',
} as const satisfies FolderCollection<typeof alertEntry>;

/** Circulars for parents: /notices, its feed and the home page. */
export const noticesCollection = {
  kind: 'folder',
  name: 'notices',
  label: 'Notices',
  labelSingular: 'Notice',
  description: 'Circulars for parents, newest first on the notices page, its feed and home page.',
  folder: 'content/notices',
  format: 'md',
  schema: noticeFrontMatter,
  translated: true,
  bodyLabel: 'Notice text',
  slug: '{{fields.date}}-{{fields.id}}',
  summary: "{{fields.date | date('D MMMM YYYY')}} · {{fields.title}}",
  sortBy: 'date',
} as const satisfies FolderCollection<typeof noticeFrontMatter>;

/** The blog's posts and news articles, in English. */
export const postsCollection = {
  kind: 'folder',
  name: 'posts',
  label: 'Blog posts',
  labelSingular: 'Blog post',
  description: 'Posts and news on the school’s blog page, in English; listed in file-name order.',
  folder: 'content/blog',
  format: 'md',
  schema: postFrontMatter,
  translated: false,
  bodyLabel: 'Post text',
  slug: '{{fields.id}}-{{slug}}',
  summary: "{{fields.date | date('D MMMM YYYY')}} · {{fields.title}}",
  sortBy: 'date',
} as const satisfies FolderCollection<typeof postFrontMatter>;

/** The school calendar's dates, for every campus or the ones named: pages, feeds, home page. */
export const eventsCollection = {
  kind: 'folder',
  name: 'events',
  label: 'Calendar dates',
  labelSingular: 'Calendar date',
  description:
    'Holidays, examinations, parent-teacher meetings, admissions dates and school events: the calendar pages, the calendar feeds phones subscribe to and the home page’s next dates.',
  folder: 'content/events',
  format: 'yml',
  schema: schoolEvent,
  translated: true,
  slug: '{{fields.date}}-{{fields.id}}',
  summary: "{{fields.date | date('D MMMM YYYY')}} · {{fields.title}}",
  sortBy: 'date',
} as const satisfies FolderCollection<typeof schoolEvent>;

/**
 * Each campus's name, address, phones and e-mail, and where it stands in every list of campuses:
 * one entry in each campus's folder (content/campuses/city/contact.en.yml).
 */
export const contactsCollection = {
  kind: 'campus',
  name: 'contacts',
  label: 'Campus contacts',
  labelSingular: 'Campus contacts',
  description:
    'Each campus’s address, phones and e-mail: the footer of every page, the campus pages, the contact lists and the disclosure.',
  file: 'contact',
  required: true,
  format: 'yml',
  schema: campusContactEntry,
  translated: true,
  summary: '{{fields.heading}}',
  sortBy: 'order',
} as const satisfies CampusCollection<typeof campusContactEntry>;

/** The school's figures on the home page ('… at a Glance'): one entry (…/figures.en.yml). */
export const homeFiguresCollection = {
  kind: 'folder',
  name: 'homeFigures',
  label: 'Home page figures',
  labelSingular: 'Home page figures',
  description: 'The school’s figures on the home page: students, teachers, clubs and the like.',
  folder: 'content/home-figures',
  format: 'yml',
  schema: homeFiguresEntry,
  translated: true,
  create: false,
  slug: 'figures',
  summary: 'The school’s figures',
} as const satisfies FolderCollection<typeof homeFiguresEntry>;

/** The leaders' messages on the home page's carousel: one file per leader. */
export const leadersCollection = {
  kind: 'folder',
  name: 'leaders',
  label: 'Leaders',
  labelSingular: 'Leader',
  description:
    'The chairperson’s, director’s and principal’s messages to parents, with their portraits: the carousel on the home page, in the order of their numbers.',
  folder: 'content/leaders',
  format: 'yml',
  schema: leaderEntry,
  translated: true,
  slug: '{{slug}}',
  summary: '{{fields.order}} · {{fields.name}} · {{fields.position}}',
  sortBy: 'order',
} as const satisfies FolderCollection<typeof leaderEntry>;

/** The awards on the Accolades page: one file per award. */
export const accoladesCollection = {
  kind: 'folder',
  name: 'accolades',
  label: 'Accolades',
  labelSingular: 'Accolade',
  description: 'The awards the school has won: the Accolades page, in the order of their numbers.',
  folder: 'content/accolades',
  format: 'yml',
  schema: accoladeEntry,
  translated: true,
  slug: '{{slug}}',
  summary: '{{fields.order}} · {{fields.year}} · {{fields.title}}',
  sortBy: 'order',
} as const satisfies FolderCollection<typeof accoladeEntry>;

/**
 * Each year's board results: the students who came top, named with their parents' consent, on
 * the Accolades page beside the figures of the campuses' disclosures. Names are written as the
 * results write them, the same in every language.
 */
export const boardResultsCollection = {
  kind: 'folder',
  name: 'boardResults',
  label: 'Board results',
  labelSingular: 'Board results of a year',
  description:
    'The Class X and XII toppers of each year, on the Accolades page under “Board results”, beside how many appeared and passed (from each campus’s disclosure). Name a student only with the parents’ written consent.',
  folder: 'content/board-results',
  format: 'yml',
  schema: boardResultsEntry,
  translated: false,
  slug: '{{fields.year}}',
  summary: '{{fields.year}}',
  sortBy: 'year',
} as const satisfies FolderCollection<typeof boardResultsEntry>;

/** The campus pages' photo gallery: one entry, its two rows of photos. */
export const galleryCollection = {
  kind: 'folder',
  name: 'gallery',
  label: 'Campus photo gallery',
  labelSingular: 'Campus photo gallery',
  description:
    'The photos every campus page scrolls through under “Life at …”, in two rows, each with a line saying what it shows.',
  folder: 'content/gallery',
  format: 'yml',
  schema: galleryEntry,
  translated: true,
  create: false,
  slug: 'photos',
  summary: 'Life on campus',
} as const satisfies FolderCollection<typeof galleryEntry>;

/**
 * Each academic year's admission rule: which class a child can join by date of birth, the
 * documents to bring and the Right to Education seats. /admissions shows the newest year.
 */
export const admissionYearsCollection = {
  kind: 'folder',
  name: 'admissionYears',
  label: 'Admission years',
  labelSingular: 'Admission year',
  description:
    'For each academic year: the classes a child can join by date of birth, the documents to bring and the RTE seats. The admissions page shows the newest year.',
  folder: 'content/admission-years',
  format: 'yml',
  schema: admissionYearEntry,
  translated: true,
  slug: '{{fields.academicYear}}',
  summary: "{{fields.academicYear}} · cut-off {{fields.cutoff | date('D MMMM YYYY')}}",
  sortBy: 'academicYear',
} as const satisfies FolderCollection<typeof admissionYearEntry>;

/** The annual reports: one PDF per academic year, for the whole school or a campus. */
export const annualReportsCollection = {
  kind: 'folder',
  name: 'annualReports',
  label: 'Annual reports',
  labelSingular: 'Annual report',
  description:
    'One report per academic year, published before 15 September: the annual reports page and each campus’s disclosure.',
  folder: 'content/annual-reports',
  format: 'yml',
  schema: annualReport,
  list: annualReportList,
  translated: false,
  slug: '{{fields.academicYear}}-{{fields.scope}}',
  summary: '{{fields.academicYear}} · {{fields.scope}}',
  sortBy: 'academicYear',
} as const satisfies FolderCollection<typeof annualReport>;

/**
 * Each campus as the site presents it: its card on /campuses, its own page, its tab on the About
 * page and its card on the disclosure page (content/campuses/city/campus.en.yml).
 */
export const campusPagesCollection = {
  kind: 'campus',
  name: 'campusPages',
  label: 'Campus pages',
  labelSingular: 'Campus page',
  description:
    'Each campus’s card on the campuses page, its own page (overview, figures, reasons to choose it), its tab on the About page and its card on the mandatory disclosure page.',
  file: 'campus',
  required: true,
  format: 'yml',
  schema: campusPageEntry,
  translated: true,
  summary: '{{fields.name}} · {{fields.location}}',
} as const satisfies CampusCollection<typeof campusPageEntry>;

/**
 * Each campus's people for a child's safety: its anti-bullying and POCSO committees, its grievance
 * redressal officer and its counsellor's ways in (content/campuses/city/safeguarding.en.yml).
 */
export const safeguardingCollection = {
  kind: 'campus',
  name: 'safeguarding',
  label: 'Child safety contacts',
  labelSingular: 'Campus child safety contacts',
  description:
    'Each campus’s anti-bullying and POCSO committees, its grievance redressal officer and where, when and how pupils reach its counsellor: the child-safety page.',
  file: 'safeguarding',
  required: true,
  format: 'yml',
  schema: campusSafeguardingEntry,
  translated: true,
  summary: '{{dirname}} · {{fields.grievanceOfficer.role}}',
} as const satisfies CampusCollection<typeof campusSafeguardingEntry>;

/**
 * Each campus's CBSE Appendix-IX mandatory public disclosure, sections A to E, with its teachers
 * and the year's fees (content/campuses/city/disclosure.yml), in English as the school issues it.
 */
export const disclosureCollection = {
  kind: 'campus',
  name: 'disclosure',
  label: 'Mandatory disclosure',
  labelSingular: 'Campus disclosure',
  description:
    'Each campus’s Appendix-IX disclosure: affiliation, principal, certificates and their PDFs, the year’s fees and their approval, results, staff and every teacher, infrastructure. The disclosure pages and PDFs, the fee page and the child-safety page.',
  file: 'disclosure',
  required: true,
  format: 'yml',
  schema: mpdRecordEntry,
  translated: false,
  summary: '{{dirname}} · {{fields.lastUpdated}}',
} as const satisfies CampusCollection<typeof mpdRecordEntry>;

/**
 * Each campus's school buses: its routes with their stops in order, the morning and afternoon
 * times at each stop and the fare by zone (content/campuses/city/transport.en.yml). A campus
 * without buses has no such file.
 */
export const transportCollection = {
  kind: 'campus',
  name: 'transport',
  label: 'School transport',
  labelSingular: 'Campus transport',
  description:
    'Each campus’s bus routes, their stops in order with the morning and afternoon times, and the fare of each zone for the year: the transport pages, the fee page’s cost of a year and the site search.',
  file: 'transport',
  required: false,
  format: 'yml',
  schema: campusTransportEntry,
  translated: true,
  summary: '{{dirname}} · {{fields.academicYear}}',
} as const satisfies CampusCollection<typeof campusTransportEntry>;

/**
 * Each campus's estimate of books and uniform for a year, per group of classes of its fee table,
 * with its list (content/campuses/city/books-uniform.en.yml).
 */
export const booksUniformCollection = {
  kind: 'campus',
  name: 'booksUniform',
  label: 'Books and uniform',
  labelSingular: 'Campus books and uniform',
  description:
    'Each campus’s estimate of what books, stationery and uniforms cost a family for a year, per group of classes, item by item: the fee page’s cost of a year. Every group of classes in the campus’s fee table needs one.',
  file: 'books-uniform',
  // Each group of classes of the campus's fee table asks for its estimate: the fee check names
  // the file a campus with fees lacks.
  required: false,
  format: 'yml',
  schema: booksUniformEntry,
  translated: true,
  summary: '{{dirname}} · {{fields.academicYear}}',
} as const satisfies CampusCollection<typeof booksUniformEntry>;

/**
 * The school itself: its name and short name (which makes two of the site's addresses), logo,
 * CBSE affiliation, portal, social pages, visit inbox and e-mail service: one entry.
 */
export const schoolCollection = {
  kind: 'folder',
  name: 'school',
  label: 'The school',
  labelSingular: 'The school',
  description:
    'The school’s name and short name, logo, CBSE affiliation number and school code, parents’ portal, social pages, the inbox for visit requests and its e-mail service, and the foot of every page. Every page names the school from here.',
  folder: 'content/school',
  format: 'yml',
  schema: schoolEntry,
  translated: true,
  create: false,
  slug: 'school',
  summary: '{{fields.name}}',
} as const satisfies FolderCollection<typeof schoolEntry>;

/**
 * The school's review of the site's words in each language (the pages' menus, headings and texts,
 * content/words/): one entry, a tick per language.
 */
export const wordsReviewCollection = {
  kind: 'folder',
  name: 'wordsReview',
  label: 'Translations reviewed',
  labelSingular: 'Translations reviewed',
  description:
    'Whether the school has checked the Marathi and Hindi words of every page (menus, headings, the pages’ texts). Each entry above has its own tick in its language.',
  folder: 'content/words-review',
  format: 'yml',
  schema: wordsReviewEntry,
  translated: false,
  create: false,
  slug: 'languages',
  summary: 'The pages’ words in Marathi and Hindi',
} as const satisfies FolderCollection<typeof wordsReviewEntry>;

/** Every collection, in the order the editor lists them. */
export const collections: readonly CollectionDeclaration[] = [
  schoolCollection,
  alertsCollection,
  noticesCollection,
  eventsCollection,
  postsCollection,
  contactsCollection,
  campusPagesCollection,
  safeguardingCollection,
  disclosureCollection,
  homeFiguresCollection,
  leadersCollection,
  accoladesCollection,
  boardResultsCollection,
  galleryCollection,
  admissionYearsCollection,
  annualReportsCollection,
  transportCollection,
  booksUniformCollection,
  wordsReviewCollection,
  ...wordsCollections,
];

/** The collection whose English entry files include `file` ('content/alerts/x.en.yml'), if any. */
export function collectionOfFile(file: string): CollectionDeclaration | undefined {
  return collections.find((collection) => {
    const suffix = collection.translated ? `.en.${collection.format}` : `.${collection.format}`;
    if (collection.kind === 'words') return file === wordsEntryFile(collection);
    if (collection.kind === 'campus') {
      const [campus, name, ...rest] = file.startsWith(`${CAMPUSES_FOLDER}/`)
        ? file.slice(CAMPUSES_FOLDER.length + 1).split('/')
        : [];
      return campus !== undefined && rest.length === 0 && name === `${collection.file}${suffix}`;
    }
    const prefix = `${collection.folder}/`;
    const name = file.startsWith(prefix) ? file.slice(prefix.length) : '';
    return name !== '' && !name.includes('/') && name.endsWith(suffix);
  });
}
