// Checks every content module against its schema (content/schema.ts) for the mistakes that would
// otherwise ship a broken page: a wrong shape, duplicate ids, missing images or PDFs, bad dates,
// unknown categories, links to pages that do not exist. Two passes: each file is parsed with its
// schema, then each value the schema marks as a reference is looked up in the project. Pure:
// the file system and the route list come in as a ContentEnvironment, so tests can feed it
// broken content.
import type { z } from 'zod';
import { collectionOfFile } from '@/content/collections';
import { DUPLICATE_OF, schemaOfFile } from '@/content/schema';
import { brokenReference, findReferences, type ContentEnvironment } from './references';

export {
  fieldName,
  formatIssue,
  formatIssueList,
  type ContentFiles,
  type ContentIssue,
} from './issues';
import { fieldName, type ContentFiles, type ContentIssue } from './issues';

function toContentIssue(file: string, issue: z.core.$ZodIssue): ContentIssue {
  const field = fieldName(issue.path);
  const first = issue.code === 'custom' ? issue.params?.[DUPLICATE_OF] : undefined;
  if (typeof first === 'number') {
    // The duplicate's list, without the item index and key the issue points at.
    const list = fieldName(issue.path.slice(0, -2));
    return { file, field, message: `${issue.message} (also used by ${list}[${first}])` };
  }
  return { file, field, message: issue.message };
}

/** The data a module exports: its functions are code, not content. */
function dataExports(exports: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(exports).filter(([, value]) => typeof value !== 'function'),
  );
}

/**
 * An entry's id is its page address (/notices/{id}, /aurora-social/blog/{id}): no two files of
 * one collection may share one.
 */
function duplicateIds(files: ContentFiles): ContentIssue[] {
  const firstWithId = new Map<string, string>();
  return Object.entries(files).flatMap(([file, { id }]) => {
    const collection = collectionOfFile(file);
    if (!collection || id === undefined) return [];
    const key = `${collection.name}\n${JSON.stringify(id)}`;
    const first = firstWithId.get(key);
    if (first === undefined) {
      firstWithId.set(key, file);
      return [];
    }
    return [
      { file, field: 'id', message: `duplicate id ${JSON.stringify(id)} (also used by ${first})` },
    ];
  });
}

/** One file's problems: its shape against its schema, then each reference it names. */
function fileIssues(file: string, exports: Record<string, unknown>, env: ContentEnvironment) {
  const schema = schemaOfFile(file);
  if (!schema) {
    return [
      {
        file,
        field: '(file)',
        message: 'has no schema: describe its exports in content/schema.ts',
      },
    ];
  }
  const data = dataExports(exports);
  const result = schema.safeParse(data);
  const parseIssues = result.success ? [] : result.error.issues;
  return [
    ...parseIssues.map((issue) => toContentIssue(file, issue)),
    ...findReferences(schema, data).flatMap((found) => {
      const message = brokenReference(found, env);
      return message ? [{ file, field: fieldName(found.path), message }] : [];
    }),
  ];
}

export function validateContent(files: ContentFiles, env: ContentEnvironment): ContentIssue[] {
  return [
    ...Object.entries(files).flatMap(([file, exports]) => fileIssues(file, exports, env)),
    ...duplicateIds(files),
  ];
}
