// Which values of a content file a translation gives: every string whose schema is `text`
// (content/shapes/common.ts), found by walking the schema and the English value together. A
// `verbatim` string, an id, a route, a date or a number is not translated: every language shows
// the English source's.
import { z } from 'zod';
import { isText } from '@/content/schema';

export interface TextEntry {
  path: PropertyKey[];
  value: string;
}

/** Every translatable string of `value`, read along `schema`, in the order of the data. */
export function translatableTexts(
  schema: z.ZodType,
  value: unknown,
  path: PropertyKey[] = [],
): TextEntry[] {
  if (isText(schema)) return typeof value === 'string' ? [{ path, value }] : [];
  const within = (inner: z.ZodType, item: unknown, key: PropertyKey) =>
    translatableTexts(inner, item, [...path, key]);
  if (schema instanceof z.ZodOptional) {
    return value === undefined ? [] : translatableTexts(schema.unwrap() as z.ZodType, value, path);
  }
  if (schema instanceof z.ZodArray) {
    return Array.isArray(value)
      ? value.flatMap((item, i) => within(schema.element as z.ZodType, item, i))
      : [];
  }
  if (schema instanceof z.ZodUnion) {
    const options = schema.options as readonly z.ZodType[];
    const option = options.find((candidate) => candidate.safeParse(value).success);
    return option ? translatableTexts(option, value, path) : [];
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const record = value as Record<string, unknown>;
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, z.ZodType> = schema.shape;
    return Object.entries(shape).flatMap(([key, inner]) =>
      key in record ? within(inner, record[key], key) : [],
    );
  }
  if (schema instanceof z.ZodRecord) {
    const inner = schema.valueType as z.ZodType;
    return Object.entries(record).flatMap(([key, item]) => within(inner, item, key));
  }
  return [];
}
