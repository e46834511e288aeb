// The second pass of the content check: every value a schema marks as a reference (a route, a
// link, a file under public/, an image) is looked up in the project. Pure: the project comes in
// as a ContentEnvironment, so tests can feed it missing files and routes.
import { z } from 'zod';
import { references, type Reference } from '@/content/schema';
import { originalStem } from './image-sources';

/** What the reference checks need to know about the project. */
export interface ContentEnvironment {
  /** Whether a path such as '/images/x.webp' or '/MPD/x.pdf' exists under public/. */
  publicFileExists: (sitePath: string) => boolean;
  /**
   * Where an image the site shows comes from: an editor's original (content/photos/ or a campus's photos), a
   * placeholder drawing (content/images.ts), or nowhere.
   */
  imageSource: (sitePath: string) => 'original' | 'placeholder' | undefined;
  /** Whether a size rule in content/images.ts covers the image (vector images need none). */
  imageHasSizes: (sitePath: string) => boolean;
  /** Every page route the app/ folder builds, e.g. '/', '/about', '/campuses/city'. */
  routes: readonly string[];
}

export interface FoundReference {
  reference: Reference;
  value: string;
  path: PropertyKey[];
}

/**
 * Every marked value in `value`, read along `schema`, in the order of the data. A value the
 * marked schema itself rejects is left out: its parse issue already names it.
 */
export function findReferences(
  schema: z.ZodType,
  value: unknown,
  path: PropertyKey[] = [],
): FoundReference[] {
  const mark = references.get(schema);
  if (mark) {
    return schema.safeParse(value).success
      ? [{ reference: mark.reference, value: String(value), path }]
      : [];
  }
  const within = (inner: z.ZodType, item: unknown, key: PropertyKey) =>
    findReferences(inner, item, [...path, key]);
  if (schema instanceof z.ZodOptional) {
    return value === undefined ? [] : findReferences(schema.unwrap() as z.ZodType, value, path);
  }
  if (schema instanceof z.ZodArray) {
    return Array.isArray(value)
      ? value.flatMap((item, i) => within(schema.element as z.ZodType, item, i))
      : [];
  }
  if (!isRecord(value)) return [];
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, z.ZodType> = schema.shape;
    return Object.entries(shape).flatMap(([key, inner]) =>
      key in value ? within(inner, value[key], key) : [],
    );
  }
  if (schema instanceof z.ZodRecord) {
    const inner = schema.valueType as z.ZodType;
    return Object.entries(value).flatMap(([key, item]) => within(inner, item, key));
  }
  if (schema instanceof z.ZodUnion) {
    const options = schema.options as readonly z.ZodType[];
    const option = options.find((candidate) => candidate.safeParse(value).success);
    return option ? findReferences(option, value, path) : [];
  }
  return [];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const noSuchRoute = (value: string) =>
  `"${value}" is not a route of the site (no page in app/ builds it)`;

/** Why a reference does not resolve in the project, or undefined when it does. */
export function brokenReference(
  { reference, value }: Pick<FoundReference, 'reference' | 'value'>,
  env: ContentEnvironment,
): string | undefined {
  switch (reference) {
    case 'route':
      return env.routes.includes(value) ? undefined : noSuchRoute(value);
    case 'link':
      return !value.startsWith('/') || env.routes.includes(value.split('#')[0] ?? '')
        ? undefined
        : noSuchRoute(value);
    case 'publicFile':
      return env.publicFileExists(value)
        ? undefined
        : `file "${value}" does not exist under public/`;
    case 'image':
      if (!env.imageSource(value)) {
        return (
          `image "${value}" has no original (content/${originalStem(value)}.jpg, .png or .webp) ` +
          'and no placeholder drawing in content/images.ts'
        );
      }
      return env.imageHasSizes(value)
        ? undefined
        : `image "${value}" matches no size rule in content/images.ts (imageSizes)`;
  }
}
