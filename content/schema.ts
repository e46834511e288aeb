// The shape of every content file, as zod schemas: the one source of the content types (each
// shape's type is its schema's z.infer) and of the build-time content check
// (scripts/content-check/), which parses each file with its schema below and then looks up the
// values the schemas mark as references (routes, links, files under public/, images).
//
// Build time only: content modules and components import from here with `import type`, so no
// schema code ever reaches the browser (scripts/export-checks/bundle-size.mjs fails the build if it does).
import { z } from 'zod';
import { collectionOfFile } from './collections';
import { blogFilter } from './shapes/blog';
import { calendarContent } from './shapes/calendar';
import {
  campusId,
  isoDate,
  imageSizeRule,
  linkItem,
  navItem,
  nonNegative,
  placeholderArt,
  text,
  texts,
  uniqueBy,
} from './shapes/common';
import { disclosurePageText } from './shapes/disclosure';
import { mpdLabels } from './shapes/disclosure-records';
import { siteSettings, visitContent } from './shapes/site';

export * from './shapes/alerts';
export * from './shapes/annual-reports';
export * from './shapes/blog';
export * from './shapes/calendar';
export * from './shapes/campuses';
export * from './shapes/common';
export * from './shapes/disclosure';
export * from './shapes/fees';
export * from './shapes/disclosure-records';
export * from './shapes/pages';
export * from './shapes/site';
export * from './shapes/transport';
export * from './shapes/books-uniform';
export * from './shapes/trust';
export type { PageHeaderImages } from './words-collections';

/** Each content module's data exports (functions are code, not content), by the module's path. */
export const fileSchemas: Record<string, z.ZodType> = {
  'content/accolades.ts': z.strictObject({ accoladesPage: texts }),
  'content/annual-reports.ts': z.strictObject({ annualReportsPage: texts }),
  'content/blog.ts': z.strictObject({
    blogPage: texts,
    blogFilters: uniqueBy(blogFilter, 'id'),
    blogNotFound: texts,
    blogLabels: texts,
  }),
  'content/images.ts': z.strictObject({
    imageSizes: z.array(imageSizeRule),
    placeholderArt: z.record(z.templateLiteral(['/images/', z.string()]), placeholderArt),
  }),
  'content/ids.ts': z.strictObject({
    locales: z.array(z.string()),
    translatedLocales: z.array(z.string()),
    campusIds: z.array(z.string()),
    blogCategories: z.array(z.string()),
    eventCategories: z.array(z.string()),
    contentIconNames: z.array(z.string()),
    teacherDesignations: z.array(z.string()),
  }),
  'content/calendar.ts': z.strictObject({ calendarLabels: texts, calendar: calendarContent }),
  'content/campuses.ts': z.strictObject({
    campusIds: z.array(campusId),
    campusesPage: texts,
    campusDetailLabels: z.record(z.string(), z.union([text, linkItem, texts])),
    campusFilterLabels: z.strictObject({ all: text }),
    campusCountWords: z.strictObject({ counts: z.array(text), all: z.array(text) }),
  }),
  'content/contact.ts': z.strictObject({ contactAlternatives: texts, contactBlock: texts }),
  'content/disclosure.ts': z.strictObject({
    disclosurePage: disclosurePageText,
    disclosureErrorMessages: texts,
  }),
  'content/languages.ts': z.strictObject({ languageLabels: texts }),
  'content/leaders.ts': z.strictObject({
    LEADERS_CAROUSEL_INTERVAL_MS: nonNegative,
    leadersCarouselLabels: texts,
  }),
  'content/disclosure-labels.ts': z.strictObject({
    mpdDocumentTitles: texts,
    mpdLabels,
    mpdIssuers: texts,
    mpdFeeClasses: texts,
  }),
  'content/notices.ts': z.strictObject({
    NOTICES_FOLDER: z.string(),
    noticesPage: texts,
    alertLabels: texts,
  }),
  'content/navigation.ts': z.strictObject({
    mainNav: uniqueBy(navItem, 'path'),
    moreNav: uniqueBy(navItem, 'path'),
    footerQuickLinks: uniqueBy(navItem, 'path'),
    policyNav: uniqueBy(navItem, 'path'),
    navLabels: texts,
  }),
  'content/search.ts': z.strictObject({ searchLabels: texts, searchTypes: texts }),
  'content/site.ts': z.strictObject({
    DEMO_SITE_URL: z.url(),
    SITE_LOCALE: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
    postalRegion: z.record(z.string(), z.string()),
    siteSettings,
  }),
  'content/transfer-certificates.ts': z.strictObject({
    TC_LIST_FILE: z.string(),
    TC_OFFICE_CAMPUS: campusId,
    tcVerificationPage: texts,
  }),
  'content/transport.ts': z.strictObject({ transportPage: texts }),
  'content/visit.ts': z.strictObject({
    VISIT_RETENTION_MONTHS: nonNegative.min(12),
    PRIVACY_NOTICE_VERSION: isoDate,
    visit: visitContent,
  }),
};

/** The schema a content file follows: its module's above, or its collection's entry schema. */
export function schemaOfFile(file: string): z.ZodType | undefined {
  return collectionOfFile(file)?.schema ?? fileSchemas[file];
}
