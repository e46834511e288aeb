// The shape of every content file, as zod schemas: the one source of the content types (each
// shape's type is its schema's z.infer) and of the build-time content check
// (scripts/content-check/), which parses each file with its schema below and then looks up the
// values the schemas mark as references (routes, links, files under public/, images).
//
// Build time only: content modules and components import from here with `import type`, so no
// schema code ever reaches the browser (scripts/export-checks/bundle-size.mjs fails the build if it does).
import { z } from 'zod';
import { collectionOfFile } from './collections';
import { campusId, imageSizeRule, nonNegative, placeholderArt } from './shapes/common';
import { siteSettings } from './shapes/site';

export * from './shapes/alerts';
export * from './shapes/annual-reports';
export * from './shapes/blog';
export * from './shapes/board-results';
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

/** Each content module's data exports (functions are code, not content), by the module's path. */
export const fileSchemas: Record<string, z.ZodType> = {
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
  'content/campuses.ts': z.strictObject({ campusIds: z.array(campusId) }),
  'content/leaders.ts': z.strictObject({ LEADERS_CAROUSEL_INTERVAL_MS: nonNegative }),
  'content/notices.ts': z.strictObject({ NOTICES_FOLDER: z.string() }),
  'content/site.ts': z.strictObject({
    DEMO_SITE_URL: z.url(),
    SITE_LOCALE: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
    postalRegion: z.record(z.string(), z.string()),
    siteSettings,
  }),
  'content/transfer-certificates.ts': z.strictObject({
    TC_LIST_FILE: z.string(),
    TC_OFFICE_CAMPUS: campusId,
  }),
};

/** The schema a content file follows: its module's above, or its collection's entry schema. */
export function schemaOfFile(file: string): z.ZodType | undefined {
  return collectionOfFile(file)?.schema ?? fileSchemas[file];
}
