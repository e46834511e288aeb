// Writes content/demo-values.json: the demo's values, against which a marked value is still an
// example (lib/content/demo-values.ts). Run once, on the demo as it came; it refuses to write over
// a file that already holds values, since a fingerprint taken after the office's edits would call
// the school's values examples. The build never runs it.
//   npx tsx scripts/dev/demo-values.ts
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { EXAMPLE_MARK, fieldPath, type DemoValues } from '../../lib/content/demo-values';
import { z } from 'zod';
import {
  CAMPUS_FILE_KIND,
  CAMPUSES_FOLDER,
  collections,
  WORDS_FOLDER,
} from '../../content/collections';
import { siteContentFiles } from '../content-check/content-files';

/**
 * The fields of an entry that make it no example: the marks its file carries, and the academic
 * year it is for (the school's own year may be the demo's; a copy for the next year changes it).
 */
const NO_VALUE = new Set(['reviewed', CAMPUS_FILE_KIND, 'academicYear']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a field of an entry is one of its values to replace: words, dates, names, files, lists.
 * A choice among named options (a level, a campus, an icon), a number (a place in a list, the
 * days the law allows) or a yes/no is as likely the school's as the demo's, so it makes no
 * entry an example.
 */
function isOwnValue(file: string, field: string): boolean {
  const collection = collections.find((each) =>
    each.kind === 'folder'
      ? file.startsWith(`${each.folder}/`)
      : each.kind === 'words'
        ? file.startsWith(`${WORDS_FOLDER}/${each.file}.`)
        : file.startsWith(`${CAMPUSES_FOLDER}/`) &&
          file.split('/').pop()!.startsWith(`${each.file}.`),
  );
  const shape = collection?.schema instanceof z.ZodObject ? collection.schema.shape : undefined;
  let schema = (shape as Record<string, z.ZodType> | undefined)?.[field];
  if (!schema) return true;
  while (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) {
    schema = schema.unwrap() as z.ZodType;
  }
  return !(
    schema instanceof z.ZodEnum ||
    schema instanceof z.ZodLiteral ||
    schema instanceof z.ZodUnion ||
    schema instanceof z.ZodNumber ||
    schema instanceof z.ZodBoolean
  );
}

/** A value without its example marks, as the fingerprint keeps it. */
function unmarked(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unmarked);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== EXAMPLE_MARK)
      .map(([key, item]) => [key, unmarked(item)]),
  );
}

/** The demo's marked values and marked entries' fields, by file. */
export function demoValuesOf(files: Record<string, Record<string, unknown>>): DemoValues {
  const values: Record<string, Record<string, unknown>> = {};
  const wholeEntries: Record<string, Record<string, unknown>> = {};
  for (const [file, exports] of Object.entries(files)) {
    const walk = (value: unknown, keys: PropertyKey[]) => {
      if (Array.isArray(value)) return value.forEach((item, i) => walk(item, [...keys, i]));
      if (!isRecord(value)) return;
      if (keys.length > 0 && value[EXAMPLE_MARK] === true) {
        (values[file] ??= {})[fieldPath(keys)] = unmarked(value);
      }
      for (const [key, item] of Object.entries(value)) walk(item, [...keys, key]);
    };
    walk(exports, []);
    if (exports[EXAMPLE_MARK] === true) {
      const fields = Object.entries(unmarked(exports) as Record<string, unknown>);
      wholeEntries[file] = Object.fromEntries(
        fields.filter(([key]) => !NO_VALUE.has(key) && isOwnValue(file, key)),
      );
    }
  }
  return { values, wholeEntries };
}

const target = path.join(process.cwd(), 'content', 'demo-values.json');
const written = JSON.parse(readFileSync(target, 'utf8')) as DemoValues;
if (Object.keys(written).length > 0) {
  console.error(
    `${path.relative(process.cwd(), target)} already holds the demo's values: empty it ({}) first to take them again, on the demo as it came`,
  );
  process.exit(1);
}
// Written as the repository's formatter writes JSON, so `prettier --check` passes as it is.
const json = JSON.stringify(demoValuesOf(siteContentFiles()), null, 2);
void resolveConfig(target)
  .then((config) => format(json, { ...config, filepath: target }))
  .then((formatted) => {
    writeFileSync(target, formatted);
    console.log(`wrote ${path.relative(process.cwd(), target)}`);
  });
