// What content marks as not yet the school's own: a name, e-mail, phone, address or link written
// `{ value, fictional: true }`, a place on the map written `{ lat, lng, fictional: true }` (or a
// person or an annual report with `fictional: true`), an entry file of a collection marked
// `fictional: true` as a whole (a demonstration alert), and a page whose policies the school has
// not confirmed (`confirmedBySchool: false`). A mark follows its value (lib/content/demo-values.ts):
// a marked value is listed only while it is the demo's, and an entry marked as a whole lists each
// of its fields still the demo's, a copy's (an entry made with Duplicate) under the copy's file.
// A demo build shows them; the production build lists each one with its file and field, and
// refuses to build.
// Pure.
import { exampleFields, marksFollowValues } from '@/lib/content/demo-values';
import { fieldName, type ContentFiles, type ContentIssue } from './validate';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Every stand-in in the content, in file order, each once. */
export function findStandIns(files: ContentFiles): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const seen = new Set<object>();
  const walk = (file: string, value: unknown, path: PropertyKey[]) => {
    if (!isRecord(value) || seen.has(value)) return;
    seen.add(value);
    const field = fieldName(path);
    if (value.fictional === true) {
      // A place on the map is shown as its coordinates.
      const place =
        typeof value.lat === 'number' ? `${value.lat}, ${String(value.lng)}` : undefined;
      const shown = JSON.stringify(value.value ?? value.name ?? value.academicYear ?? place ?? '');
      issues.push({
        file,
        field,
        message: `${shown} is still the demo's example: put the school's own here`,
      });
    }
    if (value.confirmedBySchool === false) {
      issues.push({
        file,
        field: fieldName([...path, 'confirmedBySchool']),
        message:
          "the school has not confirmed this page's policies yet: have it read, then set confirmedBySchool: true",
      });
    }
    for (const [key, item] of Object.entries(value)) {
      walk(file, item, [...path, Array.isArray(value) ? Number(key) : key]);
    }
  };
  for (const [file, written] of Object.entries(files)) {
    const exports = marksFollowValues(file, written);
    if (exports.fictional === true) {
      const fields = exampleFields(file, exports);
      if (fields) {
        for (const field of fields) {
          const value = exports[field];
          const shown =
            typeof value === 'object' && value !== null
              ? `every item here (${Array.isArray(value) ? 'a list' : 'a group'})`
              : JSON.stringify(value);
          issues.push({
            file,
            field,
            message: `${shown} is still the demo's example: put the school's own here, or delete the entry (with its translations)`,
          });
        }
      } else {
        issues.push({
          file,
          field: 'fictional',
          message:
            "this whole entry is a demonstration: delete it (with its translations) or make it the school's own",
        });
      }
    }
    for (const [name, value] of Object.entries(exports)) walk(file, value, [name]);
  }
  return issues;
}
