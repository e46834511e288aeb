// Leaves out of the export every document under /MPD/ that no content file names: a certificate
// replaced in the editor by a new scan stays in the repository (nothing a person put there is
// deleted), but only the documents the site names are downloadable, so an outdated legal document
// is never served. Content files are read as text, for the addresses they hold; none runs.
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { outDir } from './export-files.mjs';

/** Every file under `dir`, by its path from `dir` with forward slashes. */
function filesUnder(dir, prefix = '') {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : entry.isFile()
        ? [`${prefix}${entry.name}`]
        : [],
  );
}

/** The documents' addresses (`/MPD/city/fire-safety.pdf`) the files under `contentDir` name. */
export function namedDocuments(contentDir = 'content') {
  const named = new Set();
  for (const file of filesUnder(contentDir)) {
    const text = readFileSync(path.join(contentDir, file), 'utf8');
    for (const [address] of text.matchAll(/\/MPD\/[^\s"'`)<>]+\.pdf/g)) named.add(address);
  }
  return named;
}

/** Removes from `out` the documents under /MPD/ that `named` lacks; returns their addresses. */
export function leaveOutUnnamedDocuments(out = outDir, named = namedDocuments()) {
  const left = filesUnder(path.join(out, 'MPD'))
    .map((file) => `/MPD/${file}`)
    .filter((address) => address.endsWith('.pdf') && !named.has(address));
  for (const address of left) rmSync(path.join(out, address));
  if (left.length > 0) {
    console.log(
      `Documents no entry names, left out of the site (kept in the repository): ${left.join(', ')}.`,
    );
  }
  return left;
}
