// What content marks as not yet the school's own: a name, e-mail, phone, address or link written
// `{ value, fictional: true }`, a place on the map written `{ lat, lng, fictional: true }` (or a
// person or an annual report with `fictional: true`), an entry file of a collection marked
// `fictional: true` as a whole (a demonstration alert), and a page whose policies the school has
// not confirmed (`confirmedBySchool: false`). A demo build shows them; the production build lists
// each one with its file and field, and refuses to build.
// Pure.
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
        message: `${shown} is a demo stand-in: put the real one here and remove "fictional: true"`,
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
  for (const [file, exports] of Object.entries(files)) {
    if (exports.fictional === true) {
      issues.push({
        file,
        field: 'fictional',
        message:
          'this whole entry is a demonstration: delete it (with its translations) or make it the school\'s own and remove "fictional: true"',
      });
    }
    for (const [name, value] of Object.entries(exports)) walk(file, value, [name]);
  }
  return issues;
}
