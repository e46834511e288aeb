// The building blocks every content shape uses: text, paths, dates, images, ids, lists with
// unique keys, and the marks on values that name something outside the content.
import { z } from 'zod';
import { campusIds, contentIconNames } from '../ids';

/**
 * Words a visitor reads: every one has its Marathi and Hindi version in its entry's .mr and .hi
 * files, checked by the content check (a missing or extra translation is named with file and field).
 */
export const text = z.string();
/** Strings translated like `text` though bounded or described for the editor (an alert's text). */
export const translatedStrings = z.registry<{ translated: true }>();
/** `schema`, a string with its own rules, marked as words a visitor reads (translated). */
export function words<T extends z.ZodType<string>>(schema: T): T {
  translatedStrings.add(schema, { translated: true });
  return schema;
}
/** Whether a schema is words a visitor reads: `text` (labelled or not), or a string marked with `words`. */
export const isText = (schema: z.ZodType) =>
  // `.meta()` labels a copy that shares its definition: `text.meta({ title })` is still `text`.
  schema._zod.def === text._zod.def || translatedStrings.has(schema);
/**
 * A string shown as it is in every language: a phone number, an address, a figure, a code.
 * Translations leave it out; every language shows the English source's value.
 */
export const verbatim = z.string();
/** A short name as a page's address or a file's name takes it: lower-case letters, digits, hyphens. */
export const slug = z.string().regex(/^[a-z0-9-]+$/, 'use lower-case letters, digits and hyphens');
/** Label objects: every value a string (their keys stay exact through `satisfies Texts`). */
export const texts = z.record(z.string(), text);
/** Label objects: `satisfies Texts` checks every value is a string and keeps the exact keys. */
export type Texts = z.infer<typeof texts>;
export const nonNegative = z.number().int().nonnegative();

/**
 * What a reference names outside the content: a page the site builds ('route'), a page or an
 * external address ('link'), a file under public/ ('publicFile') or an image the build serves
 * ('image'). The schemas check the form; the content check looks each one up in the project.
 */
export type Reference = 'route' | 'link' | 'publicFile' | 'image';
export const references = z.registry<{ reference: Reference }>();
function referenceTo<T extends z.ZodType>(reference: Reference, schema: T): T {
  references.add(schema, { reference });
  return schema;
}

/** A site path or a file under public/, always starting with '/'. */
export const sitePath = z.templateLiteral(['/', z.string()]);
/** A site path or an image/PDF under `public/`, always starting with '/'. */
export type SitePath = z.infer<typeof sitePath>;
/** A page of the site: some folder under app/ builds it. */
export const route = referenceTo('route', z.templateLiteral(['/', z.string()]));
/** A link: a page of the site when it starts with '/', else an external URL or a fragment. */
export const link = referenceTo('link', z.string());
/** A file that must exist under public/. */
export const publicFile = referenceTo('publicFile', z.templateLiteral(['/', z.string()]));

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isValidIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A date in the form YYYY-MM-DD. */
export type IsoDate = string;
export const isoDate = z.string().refine(isValidIsoDate, {
  error: (issue) => `"${String(issue.input)}" is not a real date in the form YYYY-MM-DD`,
});

/** The issue parameter that marks a duplicate: the index of the item that used the id first. */
export const DUPLICATE_OF = 'duplicateOf';

/** A list whose items' `key` must be unique. */
export function uniqueBy<T extends z.ZodType, K extends string>(item: T, key: K) {
  return z.array(item).superRefine((items, ctx) => {
    const seen = new Map<unknown, number>();
    items.forEach((entry, index) => {
      const id = (entry as Record<string, unknown>)[key];
      const first = seen.get(id);
      if (first === undefined) {
        seen.set(id, index);
        return;
      }
      ctx.addIssue({
        code: 'custom',
        path: [index, key],
        message: `duplicate ${key} ${JSON.stringify(id)}`,
        params: { [DUPLICATE_OF]: first },
      });
    });
  });
}

/**
 * An image by its path under /images/: the largest file the build serves, or an editor's upload
 * in a photo's format, served as WebP; it needs an original or a drawing.
 */
export const imageSrc = referenceTo(
  'image',
  z
    .templateLiteral(['/images/', z.string()], {
      error: (issue) => `"${String(issue.input)}" must be a path starting with '/images/'`,
    })
    .refine((src) => /\.(webp|jpe?g|png|svg)$/i.test(src), {
      error: (issue) =>
        `image "${String(issue.input)}" must end in .webp, .jpg, .jpeg or .png (a photo) or .svg (drawn art)`,
    }),
);

/** Where a fixed-ratio crop keeps the subject: a side, a corner, or a point (0–1 each way). */
export const imageFocus = z.union([
  z.enum([
    'center',
    'top',
    'bottom',
    'left',
    'right',
    'top left',
    'top right',
    'bottom left',
    'bottom right',
  ]),
  z.strictObject({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }),
]);
export type ImageFocus = z.infer<typeof imageFocus>;

/** An image the site shows: `src` is the largest file the build serves under /images/. */
export const imageRef = z
  .strictObject({
    src: imageSrc,
    /** What the intended photo shows; empty only when `decorative` says so. */
    alt: text.meta({
      title: 'What it shows',
      description: 'A sentence read out to those who cannot see the photo.',
    }),
    /** A purely decorative image: screen readers skip it, so it has no alt text. */
    decorative: z.boolean().optional().meta({
      title: 'Only decoration',
      description:
        'Tick only when the photo says nothing the page does not; leave the line above empty then.',
    }),
    /** Steers the crop to the size rule's aspect ratio; the default finds the busiest part. */
    focus: imageFocus.optional().meta({
      title: 'Keep in the crop',
      description:
        'The part of the photo to keep when it is cut to its place’s shape; left empty, the busiest part.',
    }),
  })
  .superRefine((image, ctx) => {
    if (image.alt.trim() === '' && !image.decorative) {
      ctx.addIssue({
        code: 'custom',
        path: ['alt'],
        message: 'alt text is empty: describe what the image shows (or mark it decorative: true)',
      });
    }
  });
export type ImageRef = z.infer<typeof imageRef>;

export const imageSizeRule = z
  .strictObject({
    pattern: z.templateLiteral(['/images/', z.string()]),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    widths: z.array(z.number().int().positive()).min(1),
  })
  .refine(
    (rule) =>
      rule.widths.every((w, i) => i === 0 || w > (rule.widths[i - 1] ?? 0)) &&
      rule.widths.at(-1) === rule.width,
    { error: 'widths must ascend and end at width', path: ['widths'] },
  );
export type ImageSizeRule = z.infer<typeof imageSizeRule>;

export const placeholderArt = z.strictObject({
  /** Motif words (scripts/build/images/placeholder-art.mjs lists them). */
  drawing: text,
  hue: z.number().min(0).max(360),
  mood: z.enum(['dawn', 'day']).optional(),
  /** Describes the drawing; shown while the drawing is what is served. */
  alt: text,
});
export type PlaceholderArt = z.infer<typeof placeholderArt>;

export const campusId = z.enum(campusIds);
export type CampusId = z.infer<typeof campusId>;

/** One of the site's icons (content/ids.ts), by name. */
export const icon = z.enum(contentIconNames, {
  error: (issue) =>
    `unknown icon ${JSON.stringify(issue.input)} (use one of ${contentIconNames.join(', ')})`,
});
export type ContentIconName = z.infer<typeof icon>;

export const linkItem = z.strictObject({ label: text, href: link });
export type LinkItem = z.infer<typeof linkItem>;

export const navItem = z.strictObject({ path: route, label: text });
export type NavItem = z.infer<typeof navItem>;

export const phonePair = z.strictObject({ primary: verbatim, secondary: verbatim });
export type PhonePair = z.infer<typeof phonePair>;

export const stat = z.strictObject({ value: verbatim, label: text });
export type Stat = z.infer<typeof stat>;

export const featureCard = z.strictObject({
  title: text,
  description: text,
  /** Shown on hover/focus on the Home page's 'Why Families Choose' cards. */
  bullets: z.array(text).optional(),
  icon: icon.optional(),
});
export type FeatureCard = z.infer<typeof featureCard>;

export const pageKey = z.enum([
  'home',
  'about',
  'life',
  'campuses',
  'admissions',
  'blog',
  'accolades',
  'disclosure',
  'privacy',
  'accessibility',
  'childSafety',
  'calendar',
  'notices',
  'fees',
  'transport',
  'annualReports',
  'tcVerification',
  'contact',
  'notFound',
]);
export type PageKey = z.infer<typeof pageKey>;

export const pageMeta = z.strictObject({ title: text, description: text });
export type PageMeta = z.infer<typeof pageMeta>;
/** Every page's title and description, by its key. */
export const pageMetas = z.strictObject(
  Object.fromEntries(pageKey.options.map((key) => [key, pageMeta])) as Record<
    PageKey,
    typeof pageMeta
  >,
);
export type PageMetas = z.infer<typeof pageMetas>;

/**
 * Marks a value as the demo's stand-in: a production build refuses it until the school's is in.
 * The editor shows it as its own example flag (scripts/editor/editor-config.ts), by its name.
 */
export const fictionalMark = z.boolean().optional();

/**
 * Words by the names the code reads them by (`heading`, `intro`…), each a `text`: what a module's
 * labels are, as the editor shows them field by field and the content check keeps them.
 */
export const labelsNamed = <Name extends string>(...names: readonly Name[]) =>
  z.strictObject(
    Object.fromEntries(names.map((name) => [name, text])) as Record<Name, typeof text>,
  );
