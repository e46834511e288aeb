// The campuses are the folders in content/campuses/: each named as an address takes it, each
// holding only the files a campus collection names (content/collections.ts) and its photos'
// folder, and the list the code reads (content/generated/campus-ids.ts, which `npm run build`
// writes first) equal to the folders. A campus's missing file is named by its collection's check.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  CAMPUSES_FOLDER,
  campusEntryFile,
  campusPagesCollection,
  collections,
} from '@/content/collections';
import { campusIds } from '@/content/ids';
import { campusFolders } from '@/lib/content/collections.server';
import { campusPagesIn } from '@/lib/campuses/campuses';
import { locales } from '@/lib/i18n/locales';
import { CAMPUS_ID, CAMPUS_IDS_MODULE, campusIdsOf } from './campus-ids.mjs';
import { CAMPUS_PHOTOS } from './uploads';
import type { ContentIssue } from './validate';
import { contentRoot } from '@/content/content-root';

/** Every file a campus's folder may hold, in every language. */
function campusFileNames(campus: string): Set<string> {
  const names = new Set<string>();
  for (const collection of collections) {
    if (collection.kind !== 'campus') continue;
    for (const locale of collection.translated ? locales : ['en']) {
      names.add(path.posix.basename(campusEntryFile(collection, campus, locale)));
    }
  }
  return names;
}

/** The campus folders under `root`, checked; `known` is the list the code was built with. */
export function checkCampusFolders(
  root = contentRoot(),
  known: readonly string[] = campusIds,
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const folders = campusFolders(root);
  for (const campus of folders) {
    const folder = `${CAMPUSES_FOLDER}/${campus}`;
    if (!CAMPUS_ID.test(campus)) {
      issues.push({
        file: folder,
        field: '(folder)',
        message:
          'is not a campus’s name as its pages’ addresses take it: lower-case letters and digits joined by hyphens (osmanpura, new-town)',
      });
      continue;
    }
    const allowed = campusFileNames(campus);
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      if (entry.name.startsWith('.') || allowed.has(entry.name)) continue;
      // Its photos' folder, whose files the uploads' check reads.
      if (entry.isDirectory() && entry.name === CAMPUS_PHOTOS) continue;
      issues.push({
        file: `${folder}/${entry.name}`,
        field: '(file)',
        message: `is not one of a campus’s files: ${[...allowed].sort().join(', ')}, or its ${CAMPUS_PHOTOS}/ folder`,
      });
    }
  }
  const fromFolders = campusIdsOf(root);
  if (fromFolders.join() !== known.join()) {
    issues.push({
      file: CAMPUS_IDS_MODULE,
      field: 'campusIds',
      message: `lists ${known.join(', ') || 'no campus'}, but the folders in ${CAMPUSES_FOLDER}/ are ${fromFolders.join(', ') || 'none'}: run npm run build (its first step writes this list)`,
    });
  }
  return issues;
}

/** Each campus's whole disclosure PDF, with the file and field that name it. */
export const campusDisclosurePdfs = () =>
  campusPagesIn('en').map(({ campusId, disclosure }) => ({
    file: campusEntryFile(campusPagesCollection, campusId),
    field: 'disclosure.document',
    path: disclosure.document,
  }));
