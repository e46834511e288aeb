// The closed lists other content refers to, declared once. Kept apart from content/schema.ts so
// that code shipped to the browser can use them without the schema library.

/**
 * The site's languages. English is the source and stays at the routes without a prefix; Marathi
 * and Hindi pages live under /mr and /hi.
 */
export const locales = ['en', 'mr', 'hi'] as const;
export type Locale = (typeof locales)[number];

/** The languages that are translations of the English source. */
export const translatedLocales = ['mr', 'hi'] as const satisfies readonly Locale[];
export type TranslatedLocale = (typeof translatedLocales)[number];

/** The campuses: the folders in content/campuses/, in their order (scripts/content-check/campus-ids.mjs). */
export { campusIds } from './generated/campus-ids';

/**
 * A teacher's post in a campus's Appendix-IX disclosure: post-graduate, trained graduate and
 * primary teachers, and the physical education teacher (left out of the teachers-per-section
 * figure, as CBSE counts it).
 */
export const teacherDesignations = ['PGT', 'TGT', 'PRT', 'PET'] as const;

/** What kind of date an event of the school calendar is. */
export const eventCategories = [
  'holiday',
  'examination',
  'parent-teacher-meeting',
  'admissions',
  'event',
] as const;

/** Every blog post has one of these categories; the filters group them. */
export const blogCategories = ['News', 'Articles', 'Blogs'] as const;

/**
 * The icons content may name (cards, steps, accolades, activities), drawn from one SVG set on
 * the server (components/ContentIcon.tsx). An unknown name fails the content check.
 */
export const contentIconNames = [
  'book-open',
  'bot',
  'brain',
  'bus',
  'drama',
  'dumbbell',
  'file-pen',
  'footprints',
  'graduation-cap',
  'handshake',
  'heart',
  'laptop',
  'lightbulb',
  'medal',
  'message-circle',
  'microscope',
  'monitor',
  'palette',
  'party-popper',
  'pencil',
  'phone',
  'rocket',
  'school',
  'shield-check',
  'smile',
  'sparkles',
  'sprout',
  'sun',
  'target',
  'trophy',
  'volleyball',
] as const;
