// A value is an example only while it is the demo's. The demo's values are kept, as they came
// with the site, in content/demo-values.json (written once by scripts/dev/demo-values.ts, never
// by the build): by file, each value marked `fictional: true` (by its field's path) and each
// field of an entry marked `fictional: true` as a whole. A marked value equal to the demo's is
// still an example; any other value is the school's own, with no confirmation to give. A file
// the demo did not have (an entry made with the editor's Duplicate) is compared with the demo's
// files beside it that end as it does (`.en.yml`): a value still equal to one of theirs is still
// an example.
// Pure: content is compared as data, never run.
import demoValues from '@/content/demo-values.json';

/** The demo's values: marked values by field path, and whole entries' fields, by file. */
export interface DemoValues {
  values?: Record<string, Record<string, unknown>>;
  wholeEntries?: Record<string, Record<string, unknown>>;
}

/** The mark a demo value or a demo entry carries in content. */
export const EXAMPLE_MARK = 'fictional';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A value without its example marks and its empty fields (the editor writes an optional field
 * left empty), its keys in one order: what two values are compared by.
 */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .filter((key) => key !== EXAMPLE_MARK && !isEmpty(value[key]))
      .sort()
      .map((key) => [key, canonical(value[key])]),
  );
}

/** Whether two values are the same once their example marks are set aside. */
export const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** 'content/admission-years/2027-28.en.yml' → its folder and its ending ('.en.yml'). */
function placeOf(file: string) {
  const slash = file.lastIndexOf('/');
  const name = file.slice(slash + 1);
  const dot = name.search(/\.(?:en|mr|hi)\.[a-z]+$|\.[a-z]+$/);
  return { folder: file.slice(0, slash), ending: dot < 0 ? '' : name.slice(dot) };
}

/**
 * The demo's values a file is compared with, by field: its own where the demo had the file;
 * for a copy, those of every demo file in its folder with its ending.
 */
function demoFor(file: string, byFile: Record<string, Record<string, unknown>> = {}) {
  const own = byFile[file];
  if (own) return new Map(Object.entries(own).map(([field, value]) => [field, [value]]));
  const here = placeOf(file);
  const fields = new Map<string, unknown[]>();
  for (const [other, values] of Object.entries(byFile)) {
    const there = placeOf(other);
    if (there.folder !== here.folder || there.ending !== here.ending) continue;
    for (const [field, value] of Object.entries(values)) {
      fields.set(field, [...(fields.get(field) ?? []), value]);
    }
  }
  return fields.size > 0 ? fields : undefined;
}

/** A field's path as the content check names it: posts[3].date. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

/**
 * The fields of an entry marked as a whole that still hold the demo's values, in the entry's
 * order; undefined when the demo had no such entry here (the mark then stands as written).
 */
export function exampleFields(
  file: string,
  data: Record<string, unknown>,
  demo: DemoValues = demoValues,
): string[] | undefined {
  const fields = demoFor(file, demo.wholeEntries);
  if (!fields) return undefined;
  return Object.keys(data).filter((field) =>
    (fields.get(field) ?? []).some((value) => sameValue(value, data[field])),
  );
}

/**
 * Whether a value marked `fictional: true` at `path` of `file` is still the demo's; undefined
 * when the demo had no value there (the mark then stands as written).
 */
export function isDemoValue(
  file: string,
  path: string,
  marked: Record<string, unknown>,
  demo: DemoValues = demoValues,
): boolean | undefined {
  const values = demoFor(file, demo.values)?.get(path);
  return values ? values.some((value) => sameValue(value, marked)) : undefined;
}

/**
 * A file's data with its marks following its values: a marked value or entry the office has
 * changed is no longer marked (`fictional: false`), so no page calls it a sample; one still
 * the demo's keeps its mark. Values the demo had no mark on are left as they are.
 */
export function marksFollowValues<T extends Record<string, unknown>>(
  file: string,
  data: T,
  demo: DemoValues = demoValues,
): T {
  // A value written once and used in two places (a module's shared record) stays one value.
  const copies = new Map<object, unknown>();
  const follow = (value: unknown, path: PropertyKey[]): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    if (copies.has(value)) return copies.get(value);
    if (Array.isArray(value)) {
      const list = value.map((item, i) => follow(item, [...path, i]));
      copies.set(value, list);
      return list;
    }
    const record = value as Record<string, unknown>;
    const inside = Object.fromEntries(
      Object.entries(record).map(([key, item]) => [key, follow(item, [...path, key])]),
    );
    if (path.length > 0 && record[EXAMPLE_MARK] === true) {
      const still = isDemoValue(file, fieldPath(path), record, demo);
      if (still === false) inside[EXAMPLE_MARK] = false;
    }
    copies.set(value, inside);
    return inside;
  };
  const followed = follow(data, []) as Record<string, unknown>;
  if (data[EXAMPLE_MARK] === true) {
    const still = exampleFields(file, followed, demo);
    if (still && still.length === 0) followed[EXAMPLE_MARK] = false;
  }
  return followed as T;
}
