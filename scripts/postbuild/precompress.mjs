// Writes a Brotli (.br) and a gzip (.gz) copy next to every text asset in out/ (pages, scripts,
// styles, feeds, calendars, sitemaps, RSC payloads, SVGs, the pdf.js worker), so nginx
// (gzip_static / brotli_static) sends them without compressing on every request. Hosts that
// compress by themselves ignore the copies. A copy is written only where it is smaller.
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { outDir } from './export-files.mjs';

export const TEXT_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.xml',
  '.txt',
  '.svg',
  '.ics',
]);

const brotli = promisify(brotliCompress);
// Brotli 10, not 11: 11 costs several times the build's CPU for output barely smaller. gzip
// stays at its best level.
const BROTLI_QUALITY = 10;
const gzipAsync = promisify(gzip);

/** Every file under `dir` that is text the site serves. */
export async function textAssets(dir = outDir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && TEXT_EXTENSIONS.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Both compressed copies of `original`, the bytes of every one of `files`, made once and written
 * beside each; returns the bytes of one copy per encoding (0: none, the copy being no smaller).
 */
async function precompressAll({ original, files }) {
  const [br, gz] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const written = { br: 0, gz: 0 };
  for (const [encoding, bytes] of [
    ['br', br],
    ['gz', gz],
  ]) {
    if (bytes.length >= original.length) continue;
    for (const file of files) await writeFile(`${file}.${encoding}`, bytes);
    written[encoding] = bytes.length;
  }
  return { result: { original: original.length, ...written }, count: files.length };
}

/**
 * Writes the compressed copies of every text asset in out/. Files with the same bytes (Next
 * writes a page's data twice, as `page.txt` and `page/__next._full.txt`) are compressed once
 * and their copies written beside each.
 */
export async function precompressExport() {
  if (!(await stat(outDir).catch(() => null))) throw new Error('out/ is missing: run next build');
  const files = await textAssets();
  // Each file read once: the first of its bytes keeps them, the others only their names.
  const sameBytes = new Map();
  for (const file of files) {
    const original = await readFile(file);
    const digest = createHash('sha256').update(original).digest('hex');
    const group = sameBytes.get(digest);
    if (group) group.files.push(file);
    else sameBytes.set(digest, { original, files: [file] });
  }
  const totals = { original: 0, br: 0, gz: 0 };
  const groups = [...sameBytes.values()];
  // zlib runs on libuv's thread pool; a few files at a time keep every thread busy.
  for (let i = 0; i < groups.length; i += 8) {
    const results = await Promise.all(groups.slice(i, i + 8).map(precompressAll));
    for (const { result, count } of results) {
      totals.original += result.original * count;
      totals.br += (result.br || result.original) * count;
      totals.gz += (result.gz || result.original) * count;
    }
  }
  const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
  console.log(
    `Pre-compressed ${files.length} text files: ${kb(totals.original)} → ${kb(totals.br)} brotli, ${kb(totals.gz)} gzip.`,
  );
}
