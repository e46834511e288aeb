// The site's own links inside a content value, moved to a language: every value the schema marks
// as a route or a link (content/shapes/common.ts) that names a page ('/about') leads to that page
// in the language ('/mr/about'); outside addresses, in-page anchors and files stay as they are.
import { z } from 'zod';
import { references } from '@/content/schema';
import { localePath, type Locale } from './locales';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` (read along `schema`) with its links to the site's pages in `locale`. */
export function localizeLinks(schema: z.ZodType, value: unknown, locale: Locale): unknown {
  const mark = references.get(schema);
  if (mark) {
    const page = mark.reference === 'route' || mark.reference === 'link';
    return page && typeof value === 'string' && value.startsWith('/')
      ? localePath(locale, value)
      : value;
  }
  const within = (inner: z.ZodType, item: unknown) => localizeLinks(inner, item, locale);
  if (schema instanceof z.ZodOptional) {
    return value === undefined ? value : within(schema.unwrap() as z.ZodType, value);
  }
  if (schema instanceof z.ZodArray) {
    return Array.isArray(value)
      ? value.map((item) => within(schema.element as z.ZodType, item))
      : value;
  }
  if (schema instanceof z.ZodUnion) {
    const options = schema.options as readonly z.ZodType[];
    const option = options.find((candidate) => candidate.safeParse(value).success);
    return option ? within(option, value) : value;
  }
  if (!isRecord(value)) return value;
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, z.ZodType> = schema.shape;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        shape[key] ? within(shape[key], item) : item,
      ]),
    );
  }
  if (schema instanceof z.ZodRecord) {
    const inner = schema.valueType as z.ZodType;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, within(inner, item)]),
    );
  }
  return value;
}
