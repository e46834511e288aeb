// The exported pages in out/, shared by the post-build steps, the export checks and the tools.
// Plain JavaScript, so Node runs those scripts as they are; TypeScript reads the JSDoc types.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const outDir = path.join(root, 'out');

/** The export's folders that hold no page of the site: hashed assets, and the site editor. */
export const NOT_SITE_FOLDERS = ['_next', 'admin'];

/**
 * Every file under `dir` whose name ends with `extension`, outside the hashed assets in _next/
 * and the editor in admin/ (it has its own page and policy; it is not part of the site).
 * @param {string} extension
 * @returns {string[]}
 */
export function exportedFiles(extension, dir = outDir, top = true) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const skipped = entry.name === '_next' || (top && NOT_SITE_FOLDERS.includes(entry.name));
      return skipped ? [] : exportedFiles(extension, full, false);
    }
    return entry.name.endsWith(extension) ? [full] : [];
  });
}

/**
 * Every HTML file under `dir` (the hashed assets in _next/ hold none).
 * @returns {string[]}
 */
export const htmlFiles = (dir = outDir) => exportedFiles('.html', dir);

/**
 * The site path a static host serves a file at: 'calendar/all.ics' → '/calendar/all.ics'.
 * @param {string} file
 */
export const sitePathOf = (file, dir = outDir) =>
  `/${path.relative(dir, file).split(path.sep).join('/')}`;

/** The folder of an export's client chunks (Turbopack's JavaScript files). */
export function chunksDirOf(dir = outDir) {
  return path.join(dir, '_next', 'static', 'chunks');
}

/** Every JavaScript file under a chunks folder, subfolders included. */
export function chunkFiles(chunksDir = chunksDirOf()) {
  return readdirSync(chunksDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(chunksDir, name));
}

/**
 * The site path a static host serves an HTML file at: 'about.html' → '/about', 'index.html' → '/'.
 * @param {string} htmlFile
 */
export function routeOf(htmlFile, dir = outDir) {
  const page = sitePathOf(htmlFile, dir).replace(/\.html$/, '');
  return page === '/index' ? '/' : page;
}
