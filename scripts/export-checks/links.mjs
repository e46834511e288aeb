// Every internal link, image, script, stylesheet and document in the export resolves to a file
// a static host would serve (clean URLs: /about → about.html), and every #fragment (a link, an
// icon's <use>) to an id of the page it names that is on one element of that page only; so does
// every page sitemap.xml lists.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles, outDir } from '../postbuild/export-files.mjs';

const URL_ATTRIBUTE = /\s(?:href|src|poster|data)="([^"]*)"/g;
const SRCSET_ATTRIBUTE = /\s(?:srcSet|srcset)="([^"]*)"/g;
const ID_ATTRIBUTE = /\sid="([^"]+)"/g;

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** The file a static host serves for a site path, or null. */
export function resolveSitePath(sitePath, dir = outDir) {
  const clean = decodeURIComponent(sitePath);
  if (clean === '/') return path.join(dir, 'index.html');
  const direct = path.join(dir, clean);
  if (isFile(direct)) return direct;
  if (isFile(`${direct}.html`)) return `${direct}.html`;
  return null;
}

/** The ids on more than one element of a page: a #fragment finds only the first of them. */
export function duplicateIds(html) {
  const counts = new Map();
  for (const [, id] of html.matchAll(ID_ATTRIBUTE)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1).map(([id]) => id);
}

const decodeEntities = (value) => value.replace(/&amp;/g, '&');

/**
 * Every broken link of the export in `dir` (the home page's disclosure links, the disclosure
 * tables' documents and the fee page's links among them), and how many URLs were checked.
 * @returns {{ problems: string[], checked: number }}
 */
export function findBrokenLinks(dir = outDir) {
  const problems = [];
  let checked = 0;
  /** The ids of each HTML file, read once. */
  const idsByFile = new Map();
  const idsOf = (file, html = readFileSync(file, 'utf8')) => {
    if (!idsByFile.has(file)) {
      idsByFile.set(file, new Set([...html.matchAll(ID_ATTRIBUTE)].map((m) => m[1])));
    }
    return idsByFile.get(file);
  };
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    const page = path.relative(dir, file);
    const ids = idsOf(file, html);
    for (const id of duplicateIds(html))
      problems.push(`${page}: id "${id}" is on more than one element`);
    const urls = [
      ...[...html.matchAll(URL_ATTRIBUTE)].map((m) => m[1]),
      ...[...html.matchAll(SRCSET_ATTRIBUTE)].flatMap((m) =>
        m[1].split(',').map((candidate) => candidate.trim().split(/\s+/)[0]),
      ),
    ].map(decodeEntities);

    for (const url of urls) {
      // Addresses outside the export: other sites, feeds, e-mail, phone numbers, places (geo:).
      if (!url || /^(https?:|webcal:|mailto:|tel:|geo:|data:|blob:|javascript:)/i.test(url))
        continue;
      checked += 1;
      const [beforeHash, fragment] = url.split('#');
      const sitePath = (beforeHash ?? '').split('?')[0];
      if (sitePath === '') {
        if (fragment && !ids.has(fragment))
          problems.push(`${page}: #${fragment} has no element with that id`);
        continue;
      }
      if (!sitePath.startsWith('/')) {
        problems.push(`${page}: relative URL "${url}" (use a site path starting with /)`);
        continue;
      }
      const target = resolveSitePath(sitePath, dir);
      if (!target) {
        problems.push(`${page}: ${url} does not resolve to a file`);
      } else if (fragment && target.endsWith('.html') && !idsOf(target).has(fragment)) {
        problems.push(`${page}: ${url} names no element of ${path.relative(dir, target)}`);
      }
    }
  }
  // Every page the sitemap announces (the disclosure tables and document viewers among them)
  // is a file in the export too.
  const sitemap = path.join(dir, 'sitemap.xml');
  const locs = isFile(sitemap)
    ? [...readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    : [];
  if (locs.length === 0) problems.push('sitemap.xml: missing or lists no pages');
  for (const loc of locs) {
    checked += 1;
    if (!resolveSitePath(new URL(loc).pathname, dir)) {
      problems.push(`sitemap.xml: ${loc} does not resolve to a file`);
    }
  }
  return { problems, checked };
}

function main() {
  const { problems, checked } = findBrokenLinks();
  if (problems.length > 0) {
    console.error(`Broken links in the export (${problems.length}):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`Links: ${checked} internal URLs in the export all resolve.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
