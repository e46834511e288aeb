// The pages' words as the office edits them: each entry below is one page (or one part of every
// page) in content/words/{file}.{locale}.yml, checked against its schema like any collection's
// entry and translated the same way (its schema's `text` strings). Pages read them in their
// language through lib/i18n/words.ts (pageWordsIn), typed by the schema; scripts and tests may
// read the English through the entry's content module. The editor lists each as a collection of
// its own (content/collections.ts), after the others.
import { z } from 'zod';
import type { CollectionBase } from './collection-base';
import { pageMetas } from './shapes/common';
import { feeRegulationNote, feeTerms, feesPageText, feeYearText } from './shapes/fees';
import {
  aboutContent,
  admissionsByAgeText,
  pageHeaderImages,
  admissionsContent,
  homeContent,
  lifeContent,
} from './shapes/pages';
import { footerContent, siteWordsText, visitContent } from './shapes/site';
import { disclosurePageText } from './shapes/disclosure';
import {
  accoladesPageText,
  alertLabelsText,
  annualReportsPageText,
  blogFiltersText,
  blogLabelsText,
  blogNotFoundText,
  blogPageText,
  calendarLabelsText,
  calendarText,
  campusCountWordsText,
  campusDetailLabelsText,
  campusFilterLabelsText,
  campusesPageText,
  contactAlternativesText,
  contactBlockText,
  reachBarText,
  contactPageText,
  disclosureErrorMessagesText,
  footerQuickLinksText,
  languageLabelsText,
  leadersCarouselLabelsText,
  mainNavText,
  moreNavText,
  mpdDocumentTitlesText,
  mpdFeeClassesText,
  mpdIssuersText,
  mpdLabelsText,
  navLabelsText,
  noticesPageText,
  policyNavText,
  searchLabelsText,
  searchSynonymsText,
  searchTypesText,
  tcVerificationPageText,
  transportPageText,
} from './shapes/page-words';
import {
  accessibilityStatement,
  childSafety,
  helplines,
  privacyNotice,
  trustLabels,
} from './shapes/trust';

/** The folder of the pages' words: one file per page (or part of the site) and language. */
export const WORDS_FOLDER = 'content/words';

/**
 * The words of one page, or of one part of every page (the menus, the footer): one entry, its
 * file `content/words/{name}.{locale}.yml`, whose English file names its kind (`kind: home`: the
 * editor lists the folder's files by it). The editor shows each as a collection of its own, by its
 * label ('Home page'). Pages read them through lib/i18n/words.ts (pageWordsIn); the content
 * module of the same name (content/home.ts) types them and keeps any constant that is code.
 */
export interface WordsCollection<
  Schema extends z.ZodType = z.ZodType,
> extends CollectionBase<Schema> {
  kind: 'words';
  /** Its entry's file name, without language and format: 'home'. */
  file: string;
}

/** A words entry's file in one language (English by default): content/words/home.en.yml. */
export const wordsEntryFile = (collection: WordsCollection, locale = 'en') =>
  `${WORDS_FOLDER}/${collection.file}.${locale}.${collection.format}`;

/** One page's words: translated, in YAML, its entry named by its file. */
const words = <Schema extends z.ZodType>(
  declaration: Pick<WordsCollection<Schema>, 'file' | 'label' | 'description'> & {
    schema: Schema;
  },
) =>
  ({
    kind: 'words',
    // Unique among all collections (the notices' words beside the notices): 'noticesWords'.
    name: `${declaration.file.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}Words`,
    labelSingular: declaration.label,
    format: 'yml',
    translated: true,
    ...declaration,
  }) as const satisfies WordsCollection<Schema>;

export const homeWords = words({
  file: 'home',
  label: 'Home page',
  description: 'The home page’s headings, texts, reasons families give and pictures.',
  schema: z.strictObject({ home: homeContent }),
});

export const aboutWords = words({
  file: 'about',
  label: 'About page',
  description: 'The About page: the school’s story, mission and vision, and each campus’s tab.',
  schema: z.strictObject({ about: aboutContent }),
});

export const lifeWords = words({
  file: 'life',
  label: 'Life at the school page',
  description: 'The Life page: a day at the school, its highlights, activities and figures.',
  schema: z.strictObject({ life: lifeContent }),
});

export const admissionsWords = words({
  file: 'admissions',
  label: 'Admissions page',
  description:
    'The Admissions page: the steps of admission, the facilities and programmes, the documents, and the classes by date of birth.',
  schema: z.strictObject({ admissions: admissionsContent, admissionsByAge: admissionsByAgeText }),
});

export const feesWords = words({
  file: 'fees',
  label: 'Fees page',
  description:
    'The Fees page’s words, the fee terms (instalments, refunds, concessions), the fee regulation note and the cost of a year.',
  schema: z.strictObject({
    feesPage: feesPageText,
    feeTerms,
    feeRegulationNote,
    feeYear: feeYearText,
  }),
});

export const privacyWords = words({
  file: 'privacy',
  label: 'Privacy notice',
  description:
    'Who holds the data (the data fiduciary), what the site keeps and for how long, who receives it, and whom to ask (the grievance officer).',
  schema: z.strictObject({ privacyNotice }),
});

export const accessibilityWords = words({
  file: 'accessibility',
  label: 'Accessibility statement',
  description: 'How accessible the site is, what is known not to be, and whom to tell.',
  schema: z.strictObject({ accessibilityStatement }),
});

export const childSafetyWords = words({
  file: 'child-safety',
  label: 'Child safety page',
  description: 'The school’s child-safety policy, and the helplines every page can reach.',
  schema: z.strictObject({ childSafety, helplines }),
});

export const pagesWords = words({
  file: 'pages',
  label: 'Titles of the pages',
  description:
    'Each page’s title and description (in search engines and link previews), the photos at the top of the list pages, and the labels of the privacy, accessibility and child-safety pages.',
  schema: z.strictObject({ pageMeta: pageMetas, pageHeaderImages, trustLabels }),
});

export const footerWords = words({
  file: 'footer',
  label: 'Foot of every page',
  description: 'The headings and lines at the foot of every page.',
  schema: z.strictObject({ footer: footerContent }),
});

export const accoladesWords = words({
  file: 'accolades',
  label: 'Awards page',
  description: 'The awards page’s introduction and labels.',
  schema: z.strictObject({ accoladesPage: accoladesPageText }),
});

export const annualReportsWords = words({
  file: 'annual-reports',
  label: 'Annual reports page',
  description: 'The annual reports page’s introduction and labels.',
  schema: z.strictObject({ annualReportsPage: annualReportsPageText }),
});

export const blogWords = words({
  file: 'blog',
  label: 'Blog page',
  description: 'The blog page’s introduction, its filters and labels.',
  schema: z.strictObject({
    blogPage: blogPageText,
    blogFilters: blogFiltersText,
    blogNotFound: blogNotFoundText,
    blogLabels: blogLabelsText,
  }),
});

export const calendarWords = words({
  file: 'calendar',
  label: 'School calendar',
  description:
    'The academic year the calendar covers (its first and last day), the names of its kinds of dates, and the calendar pages’ labels.',
  schema: z.strictObject({ calendarLabels: calendarLabelsText, calendar: calendarText }),
});

export const campusesWords = words({
  file: 'campuses',
  label: 'Campuses pages',
  description:
    'The campuses page and the words every campus page shares; the words that count the campuses.',
  schema: z.strictObject({
    campusesPage: campusesPageText,
    campusDetailLabels: campusDetailLabelsText,
    campusFilterLabels: campusFilterLabelsText,
    campusCountWords: campusCountWordsText,
  }),
});

export const contactWords = words({
  file: 'contact',
  label: 'Contact details’ words',
  description:
    'The words around each campus’s phones, e-mail and address, wherever they are shown.',
  schema: z.strictObject({
    contactAlternatives: contactAlternativesText,
    contactBlock: contactBlockText,
    reachBar: reachBarText,
    contactPage: contactPageText,
  }),
});

export const disclosureWords = words({
  file: 'disclosure',
  label: 'Mandatory disclosure page',
  description: 'The mandatory disclosure page and its document viewer’s words.',
  schema: z.strictObject({
    disclosurePage: disclosurePageText.omit({ academicYear: true }),
    disclosureErrorMessages: disclosureErrorMessagesText,
  }),
});

export const disclosureLabelsWords = words({
  file: 'disclosure-labels',
  label: 'Mandatory disclosure tables',
  description:
    'The titles of the disclosure’s documents, the tables’ labels, the issuers and the groups of classes.',
  schema: z.strictObject({
    mpdDocumentTitles: mpdDocumentTitlesText,
    mpdLabels: mpdLabelsText,
    mpdIssuers: mpdIssuersText,
    mpdFeeClasses: mpdFeeClassesText,
  }),
});

export const languagesWords = words({
  file: 'languages',
  label: 'Language names',
  description: 'The names of the site’s languages and the language switch’s labels.',
  schema: z.strictObject({ languageLabels: languageLabelsText }),
});

export const leadersWords = words({
  file: 'leaders',
  label: 'Leaders’ messages',
  description: 'The labels of the home page carousel of the leaders’ messages.',
  schema: z.strictObject({ leadersCarouselLabels: leadersCarouselLabelsText }),
});

export const navigationWords = words({
  file: 'navigation',
  label: 'Menus',
  description: 'The menus at the top and foot of every page, and their labels.',
  schema: z.strictObject({
    mainNav: mainNavText,
    moreNav: moreNavText,
    footerQuickLinks: footerQuickLinksText,
    policyNav: policyNavText,
    navLabels: navLabelsText,
  }),
});

export const noticesWords = words({
  file: 'notices',
  label: 'Notices page and alerts',
  description: 'The notices page’s words and the alerts’ labels.',
  schema: z.strictObject({ noticesPage: noticesPageText, alertLabels: alertLabelsText }),
});

export const searchWords = words({
  file: 'search',
  label: 'Search',
  description: 'The site search’s words.',
  schema: z.strictObject({
    searchLabels: searchLabelsText,
    searchTypes: searchTypesText,
    searchSynonyms: searchSynonymsText,
  }),
});

export const transferCertificatesWords = words({
  file: 'transfer-certificates',
  label: 'Transfer certificate check',
  description: 'The page where another school checks a transfer certificate.',
  schema: z.strictObject({ tcVerificationPage: tcVerificationPageText }),
});

export const transportWords = words({
  file: 'transport',
  label: 'Transport pages',
  description:
    'The words of the transport pages; the routes, stops and fares are each campus’s Transport.',
  schema: z.strictObject({ transportPage: transportPageText }),
});

export const visitWords = words({
  file: 'visit',
  label: 'Visit request form',
  description:
    'The ‘Schedule a Visit’ dialog: its words, the time slots offered, and its note on privacy.',
  schema: z.strictObject({ visit: visitContent }),
});

export const siteWords = words({
  file: 'site',
  label: 'Link previews and social pages',
  description:
    'The picture and sentence a link to the site shows in WhatsApp and the like, the names screen readers give the school’s social pages, and the affiliation line at the foot of every page.',
  schema: z.strictObject({ siteWords: siteWordsText }),
});

/** Every page's words, in the order the editor lists them. */
export const wordsCollections: readonly WordsCollection[] = [
  homeWords,
  aboutWords,
  lifeWords,
  admissionsWords,
  feesWords,
  pagesWords,
  footerWords,
  privacyWords,
  accessibilityWords,
  childSafetyWords,
  visitWords,
  siteWords,
  accoladesWords,
  annualReportsWords,
  blogWords,
  calendarWords,
  campusesWords,
  contactWords,
  disclosureWords,
  disclosureLabelsWords,
  languagesWords,
  leadersWords,
  navigationWords,
  noticesWords,
  searchWords,
  transferCertificatesWords,
  transportWords,
];
