// The pages' words as the office edits them: each entry below is one page (or one part of every
// page) in content/words/{file}.{locale}.yml, checked against its schema like any collection's
// entry, translated the same way (its schema's `text` strings), and read by the code through its
// content module (`module`), which types it. The editor lists them all under one collection,
// the pages' words (content/collections.ts).
import { z } from 'zod';
import type { CollectionBase } from './collection-base';
import { imageRef, pageMetas } from './shapes/common';
import { feeRegulationNote, feeTerms, feesPageText, feeYearText } from './shapes/fees';
import {
  aboutContent,
  admissionsByAgeText,
  admissionsContent,
  homeContent,
  lifeContent,
} from './shapes/pages';
import { footerContent } from './shapes/site';
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
 * file `content/words/{name}.{locale}.yml`. The editor shows every such entry under one
 * collection, the pages' words, each by its label ('Home page'). The code reads them through the
 * content module named `module` (content/home.ts), which types them and keeps any constant that
 * is code, not words.
 */
export interface WordsCollection<
  Schema extends z.ZodType = z.ZodType,
> extends CollectionBase<Schema> {
  kind: 'words';
  /** Its entry's file name, without language and format: 'home'. */
  file: string;
  /** The content module the words are read through: 'content/home.ts'. */
  module: `content/${string}.ts`;
}

/** The editor's one collection of the pages' words, where each words entry is one of its files. */
export const PAGE_WORDS = {
  name: 'pages',
  label: 'Words of the pages',
  labelSingular: 'Page',
  description:
    'The headings, texts and pictures of every page, the menus and the foot of every page, and the facts of the privacy, accessibility and child-safety pages, in English, Marathi and Hindi.',
} as const;

/** A words entry's file in one language (English by default): content/words/home.en.yml. */
export const wordsEntryFile = (collection: WordsCollection, locale = 'en') =>
  `${WORDS_FOLDER}/${collection.file}.${locale}.${collection.format}`;

/** One page's words: translated, in YAML, its entry named by its file. */
const words = <Schema extends z.ZodType>(
  declaration: Pick<WordsCollection<Schema>, 'file' | 'module' | 'label' | 'description'> & {
    schema: Schema;
  },
) =>
  ({
    kind: 'words',
    name: declaration.file.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
    labelSingular: declaration.label,
    format: 'yml',
    translated: true,
    ...declaration,
  }) as const satisfies WordsCollection<Schema>;

export const homeWords = words({
  file: 'home',
  module: 'content/home.ts',
  label: 'Home page',
  description: 'The home page’s headings, texts, reasons families give and pictures.',
  schema: z.strictObject({ home: homeContent }),
});

export const aboutWords = words({
  file: 'about',
  module: 'content/about.ts',
  label: 'About page',
  description: 'The About page: the school’s story, mission and vision, and each campus’s tab.',
  schema: z.strictObject({ about: aboutContent }),
});

export const lifeWords = words({
  file: 'life',
  module: 'content/life.ts',
  label: 'Life at the school page',
  description: 'The Life page: a day at the school, its highlights, activities and figures.',
  schema: z.strictObject({ life: lifeContent }),
});

/** The photos at the top of the campuses', awards', blog's and disclosure's pages. */
export const pageHeaderImages = z.strictObject({
  campuses: imageRef,
  accolades: imageRef,
  blog: imageRef,
  disclosure: imageRef,
});
export type PageHeaderImages = z.infer<typeof pageHeaderImages>;

export const admissionsWords = words({
  file: 'admissions',
  module: 'content/admissions.ts',
  label: 'Admissions page',
  description:
    'The Admissions page: the steps of admission, the facilities and programmes, the documents, and the classes by date of birth.',
  schema: z.strictObject({ admissions: admissionsContent, admissionsByAge: admissionsByAgeText }),
});

export const feesWords = words({
  file: 'fees',
  module: 'content/fees.ts',
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
  module: 'content/privacy.ts',
  label: 'Privacy notice',
  description:
    'Who holds the data (the data fiduciary), what the site keeps and for how long, who receives it, and whom to ask (the grievance officer).',
  schema: z.strictObject({ privacyNotice }),
});

export const accessibilityWords = words({
  file: 'accessibility',
  module: 'content/accessibility.ts',
  label: 'Accessibility statement',
  description: 'How accessible the site is, what is known not to be, and whom to tell.',
  schema: z.strictObject({ accessibilityStatement }),
});

export const childSafetyWords = words({
  file: 'child-safety',
  module: 'content/child-safety.ts',
  label: 'Child safety page',
  description: 'The school’s child-safety policy, and the helplines every page can reach.',
  schema: z.strictObject({ childSafety, helplines }),
});

export const pagesWords = words({
  file: 'pages',
  module: 'content/pages.ts',
  label: 'Titles of the pages',
  description:
    'Each page’s title and description (in search engines and link previews), the photos at the top of the list pages, and the labels of the privacy, accessibility and child-safety pages.',
  schema: z.strictObject({ pageMeta: pageMetas, pageHeaderImages, trustLabels }),
});

export const footerWords = words({
  file: 'footer',
  module: 'content/footer.ts',
  label: 'Foot of every page',
  description: 'The headings and lines at the foot of every page.',
  schema: z.strictObject({ footer: footerContent }),
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
];

/** The words entry a content module reads its words from, if it has one. */
export const wordsOfModule = (module: string) =>
  wordsCollections.find((collection) => collection.module === module);
