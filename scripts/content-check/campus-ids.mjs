// The campuses are the folders in content/campuses/: their ids, in the order each campus's
// contacts give (`order` in contact.en.yml, then the id), written to the one module the code
// reads them from (content/generated/campus-ids.ts), so that a campus's folder is all a new campus
// takes. write-campus-ids.mjs writes it, as the first step of `npm run build` and of the editor,
// only when the list changes; the content check compares the module with the folders and names
// what differs. Nothing here runs on import: the editor's check bundles this module with the rest
// of the check.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

export const CAMPUS_IDS_MODULE = 'content/generated/campus-ids.ts';

/**
 * What a campus's folder may be named: lower-case letters and digits joined by hyphens, as its
 * pages' addresses take it (/campuses/city). A folder named otherwise is no campus: the content
 * check names it, and it is never written into the module.
 */
export const CAMPUS_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** A campus's place in lists: its contacts' `order`, or last where it has none yet. */
function orderOf(root, campus) {
  const file = path.join(root, 'content/campuses', campus, 'contact.en.yml');
  if (!existsSync(file)) return Number.POSITIVE_INFINITY;
  try {
    const { order } = YAML.parse(readFileSync(file, 'utf8'), { schema: 'core' }) ?? {};
    return Number.isInteger(order) ? order : Number.POSITIVE_INFINITY;
  } catch {
    // The content check names the file that does not parse.
    return Number.POSITIVE_INFINITY;
  }
}

/** The campuses' ids, from the folders under `root`, in their order. */
export function campusIdsOf(root = process.cwd()) {
  const dir = path.join(root, 'content/campuses');
  const folders = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && CAMPUS_ID.test(entry.name))
        .map((entry) => entry.name)
    : [];
  return folders
    .map((campus) => ({ campus, order: orderOf(root, campus) }))
    .sort((a, b) => a.order - b.order || a.campus.localeCompare(b.campus))
    .map(({ campus }) => campus);
}

/** The module's text for `ids`. */
export const campusIdsModule = (ids) =>
  [
    '// Written by scripts/content-check/campus-ids.mjs from the folders in content/campuses/: add, rename or',
    '// reorder a campus there (its folder, and `order` in its contact.en.yml), not here.',
    '',
    '/** The campuses, in their order: used in routes, tabs, filters and the disclosure viewer. */',
    `export const campusIds = [${ids.map((id) => `'${id}'`).join(', ')}] as const;`,
    '',
  ].join('\n');

/** Writes the module under `root` if the folders changed it; whether it wrote. */
export function writeCampusIds(root = process.cwd()) {
  const file = path.join(root, CAMPUS_IDS_MODULE);
  const text = campusIdsModule(campusIdsOf(root));
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  writeFileSync(file, text);
  return true;
}
