// Leaves out of the export every document under /MPD/ that no content file names: a certificate
// replaced in the editor by a new scan stays in the repository (nothing a person put there is
// deleted), but only the documents the site names are downloadable, so an outdated legal document
// is never served. Content files are read as text, for the addresses they hold; none runs.
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { exportedFiles, outDir } from './export-files.mjs';

/** The files of content/ that hold words and addresses (not its photos). */
const TEXT_FILE = /\.(ya?ml|md|json|ts|txt)$/;

/** The documents' addresses (`/MPD/city/fire-safety.pdf`) the text files under `contentDir` name. */
export function namedDocuments(contentDir = 'content') {
  const named = new Set();
  const files = readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const [address] of text.matchAll(/\/MPD\/[^\s"'`)<>]+\.pdf/g)) named.add(address);
  }
  return named;
}

/** Removes from `out` the documents under /MPD/ that `named` lacks; returns their addresses. */
export function leaveOutUnnamedDocuments(out = outDir, named = namedDocuments()) {
  const documents = path.join(out, 'MPD');
  const left = (existsSync(documents) ? exportedFiles('.pdf', documents, false) : [])
    .map((file) => `/${path.relative(out, file).split(path.sep).join('/')}`)
    .filter((address) => !named.has(address));
  for (const address of left) rmSync(path.join(out, address));
  if (left.length > 0) {
    console.log(
      `Documents no entry names, left out of the site (kept in the repository): ${left.join(', ')}.`,
    );
  }
  return left;
}
