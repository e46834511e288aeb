// Where the page-image pipeline (scripts/build/disclosure-pages/pipeline.ts) keeps its files, and how it
// clears away its own old ones: only files an earlier manifest lists, never anything else.
import { existsSync, readdirSync, readFileSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pageImageFiles, type PdfPagesManifest } from '../../../lib/disclosure/pdf-page-files';

/** '/MPD/city/fire-safety.pdf' with hash 'ab12…' → '/images/pdf-pages/city-fire-safety-ab12cd34' */
export function folderOf(file: string, hash: string): string {
  const name = file
    .replace(/^\/(MPD\/)?/i, '')
    .replace(/\.pdf$/i, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .toLowerCase();
  return `/images/pdf-pages/${name}-${hash.slice(0, 8)}`;
}

export function readManifest(file: string): PdfPagesManifest {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PdfPagesManifest;
  } catch {
    return {};
  }
}

/** Deletes what earlier runs wrote and nothing lists any more, then their emptied folders. */
export function removeStale(
  previous: PdfPagesManifest,
  current: PdfPagesManifest,
  publicDir: string,
) {
  const kept = new Set(Object.values(current).flatMap(pageImageFiles));
  const removed: string[] = [];
  for (const entry of Object.values(previous)) {
    for (const file of pageImageFiles(entry)) {
      const target = path.join(publicDir, file);
      if (!kept.has(file) && existsSync(target)) {
        rmSync(target);
        removed.push(file);
      }
    }
    const folder = path.join(publicDir, entry.folder);
    if (existsSync(folder) && readdirSync(folder).length === 0) rmdirSync(folder);
  }
  return removed.sort();
}
