// Gives every exported HTML page a Content-Security-Policy that allows its
// own inline scripts and the inlined stylesheet by SHA-256 hash (no 'unsafe-inline' at all), and
// copies the hosting configs into out/. A style attribute in any page fails the build: no hash
// could allow it without 'unsafe-hashes'.
//
// Why a <meta> policy per page and not one header: the inline scripts differ from page to page
// (and a static host serves 404.html under any path), so only the page itself knows its hashes.
// The response headers (deploy/) carry what a <meta> policy cannot: frame-ancestors.
//
// Only the pages Next generated get a policy. Any other HTML or XHTML document in the export (a
// file copied from public/, such as an upload under MPD/) fails the build, named: a hash of its
// inline script would let that script run as the site's own. So does an SVG or XML file that a
// host would send without its own policy (uncoveredOwnPolicyFiles): as a document, it could run
// script.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CSP_DIRECTIVES, FILE_POLICIES } from '../../deploy/csp.mjs';
import {
  CACHE_RULES,
  CONTENT_TYPES,
  EDITOR_FOLDER,
  SECURITY_HEADERS,
} from '../../deploy/security-headers.mjs';
import { exportedFiles, htmlFiles, outDir, root, routeOf, sitePathOf } from './export-files.mjs';
import { applyEdits, elementsOf } from './html-elements.mjs';

/** The elements a page's policy is made from. */
const POLICY_ELEMENTS = new Set(['script', 'style', 'meta']);

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The text of each element with `tagName`, as the browser hashes it (its source, unchanged). */
const textsOf = (html, elements, tagName) =>
  elements
    .filter((element) => element.tagName === tagName && element.contentEnd !== undefined)
    .map((element) => ({ ...element, text: html.slice(element.contentStart, element.contentEnd) }));

/** The hashes of a page's inlined <style> blocks. */
export function styleHashes(html, elements = elementsOf(html)) {
  return textsOf(html, elements, 'style').map(({ text }) => sha256(text));
}

/**
 * The policy for one page: the shared directives plus the hashes of its inline scripts and
 * styles. `siteStyles` are every page's style hashes: a client-side navigation may insert
 * another page's <style> into this one.
 */
export function policyFor(html, siteStyles = [], elements = elementsOf(html)) {
  const scripts = new Set();
  for (const { attributes, text } of textsOf(html, elements, 'script')) {
    if (attributes.src !== undefined) continue;
    // JSON-LD and other data blocks are never executed, so they need no hash.
    if (/^application\/(ld\+)?json$/.test(attributes.type ?? '')) continue;
    scripts.add(sha256(text));
  }
  const styles = new Set([...styleHashes(html, elements), ...siteStyles]);
  const extra = { 'script-src': scripts, 'style-src': styles };
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) => [name, ...values, ...(extra[name] ?? [])].join(' '))
    .join('; ');
}

/**
 * The _headers rules of the calendar's .ics files: one exact path each, so that an unknown path
 * nearby still gets the 404 page as HTML. Revalidated like HTML: subscribed calendars poll.
 * @param {string[]} sitePaths
 */
export function calendarFileRules(sitePaths) {
  return sitePaths.map(
    (file) =>
      `${file}\n  Content-Type: ${CONTENT_TYPES.calendar}\n  Cache-Control: ${CACHE_RULES.html}`,
  );
}

/**
 * The _headers rules of the SVG files: one exact path each, with the SVG policy (an SVG opened
 * by itself runs no script and fetches nothing). Exact paths, as the hosts' patterns cannot
 * match a file extension.
 * @param {string[]} sitePaths
 */
export function svgFileRules(sitePaths) {
  return sitePaths.map((file) => `${file}\n  Content-Security-Policy: ${FILE_POLICIES.svg}`);
}

/**
 * The _headers rules of the XML files (.xml and .xsl: the sitemap, the feeds): one exact path
 * each, like an SVG's, with the XML policy (no script runs and nothing loads).
 * @param {string[]} sitePaths
 */
export function xmlFileRules(sitePaths) {
  return sitePaths.map((file) => `${file}\n  Content-Security-Policy: ${FILE_POLICIES.xml}`);
}

/** The endings of the documents every host sends with the SVG or XML policy, in lower case. */
export const OWN_POLICY_EXTENSIONS = ['.svg', '.xml', '.xsl'];

/**
 * Every SVG or XML file in the export that some host would send without its own policy, by its
 * path in `out`: one the build writes no _headers rule for (exportedFiles leaves out _next/ and
 * admin/), or one whose ending is not in lower case (CloudFront's `*.svg` and the _headers rules
 * are exact). nginx's map would cover each; the other hosts would not.
 * @param {string} out
 */
export function uncoveredOwnPolicyFiles(out = outDir) {
  const covered = new Set(
    OWN_POLICY_EXTENSIONS.flatMap((extension) => exportedFiles(extension, out)).map((file) =>
      path.relative(out, file).split(path.sep).join('/'),
    ),
  );
  return readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .filter((entry) => OWN_POLICY_EXTENSIONS.includes(path.extname(entry.name).toLowerCase()))
    .map((entry) =>
      path.relative(out, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .filter((file) => !covered.has(file))
    .sort();
}

const OPENER_POLICY = `Cross-Origin-Opener-Policy: ${SECURITY_HEADERS['Cross-Origin-Opener-Policy']}`;

/**
 * What the steps after this one add at the top of out/ (scripts/postbuild/search-index.mjs, favicon.mjs):
 * their rules are written now. The nginx smoke test reads the built _headers for every file of
 * the export, so an entry missing here fails it.
 */
export const LATER_ENTRIES = ['pagefind', 'favicon.ico'];

/**
 * The _headers rules that give the site-wide Cross-Origin-Opener-Policy to every path but the
 * editor's (the editor's own is in deploy/_headers). `/` gets it in its page rule, with the
 * revalidation of every page: a host may keep only one of two rules for one path. Every other
 * path gets it from one `/name*` rule, `name` being the start of an entry at the top of the
 * export up to its first character a path pattern would read otherwise (a ':' starts a
 * placeholder): both hosts read `/name*` as every path that starts with /name (Netlify ignoring
 * case). A name that another one starts with needs no rule of its own, so no path is matched
 * twice. `/admin/*` matches /admin and everything under it (on Netlify every path that starts
 * with /admin), so a name that /admin/ starts with, or that starts with "admin", is refused, and
 * so are two names that only case tells apart.
 * @param {string[]} names the entries at the top of the export, the editor's folder included
 */
export function openerPolicyRules(names) {
  const editor = EDITOR_FOLDER.toLowerCase();
  const starts = names
    .filter((name) => name !== EDITOR_FOLDER && name !== '_headers')
    .map((name) => {
      const start = /^[A-Za-z0-9._~-]*/.exec(name.replace(/\.html$/, ''))?.[0] ?? '';
      if (start === '') throw new Error(`out/${name}: no _headers path pattern can name it`);
      return start;
    });
  const sorted = [...new Set(starts)]
    // By code unit, ignoring case: a name comes before every name that starts with it.
    .map((name) => [name.toLowerCase(), name])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, name]) => name);
  const kept = [];
  for (const name of sorted) {
    const lower = name.toLowerCase();
    if (`${editor}/`.startsWith(lower) || lower.startsWith(editor)) {
      throw new Error(
        `out/${name}…: its _headers rule would also match the editor at /${EDITOR_FOLDER}/; rename it`,
      );
    }
    const covering = kept.find((other) => lower.startsWith(other.toLowerCase()));
    if (covering === undefined) kept.push(name);
    else if (!name.startsWith(covering)) {
      throw new Error(`out/${name}… and out/${covering}…: names that only case tells apart`);
    }
  }
  return [
    `/\n  Cache-Control: ${CACHE_RULES.html}\n  ${OPENER_POLICY}`,
    ...kept.map((name) => `/${name}*\n  ${OPENER_POLICY}`),
  ];
}

/** The 404 page has no path of its own: a host serves it for every unknown path. */
const NOT_FOUND_PAGES = new Set(['/404', '/_not-found']);

/** The endings hosts serve as an HTML or XHTML document, a document that can run script. */
export const DOCUMENT_EXTENSIONS = ['.html', '.htm', '.shtml', '.xhtml', '.xht'];

/**
 * The pages of the export copied from public/ on purpose: the editor's and its "Before going
 * live" list, which scripts/editor/write-editor.ts writes there, each with its own policy <meta>.
 */
export const EDITOR_PAGES = [`${EDITOR_FOLDER}/index.html`, `${EDITOR_FOLDER}/going-live.html`];

/**
 * Every document in the export that Next did not generate, by its path in `out`: Next writes its
 * pages as `.html` and copies public/ as it is, so a document whose path is also under
 * `publicDir` is such a copy, and a document by any other ending (`.htm`, …) is none of Next's.
 * @param {string} out
 * @param {string} publicDir
 */
export function strayDocuments(out = outDir, publicDir = path.join(root, 'public')) {
  return readdirSync(out, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => DOCUMENT_EXTENSIONS.includes(path.extname(file).toLowerCase()))
    .filter((file) => !EDITOR_PAGES.includes(file))
    .filter((file) => !file.endsWith('.html') || existsSync(path.join(publicDir, file)))
    .sort();
}

/**
 * More changes to a page, made in the same writing as its policy (see writePolicies).
 * @typedef {(html: string, elements: ReturnType<typeof elementsOf>, file: string) =>
 *   { edits: { start: number; end: number; text: string }[]; styles: string[] }} PageRewrite
 */

/** What a page's rewrite changes when there is none: nothing. */
const UNCHANGED = { edits: [], styles: [] };

/**
 * Writes each page's policy and `_headers` into `out` (the export), after refusing any document
 * Next did not generate (one copied from `publicDir`). `rewrite(html, elements, file)` may give
 * more edits to each page, made in the same writing (the inlined stylesheet): `styles` are the
 * texts of the <style> elements they add, allowed by hash like the page's own. Its edits must
 * leave the page's scripts, styles and metas as they are.
 * @param {{ out?: string; publicDir?: string; rewrite?: PageRewrite }} [options]
 */
export function writePolicies({
  out = outDir,
  publicDir = path.join(root, 'public'),
  rewrite,
} = {}) {
  const uncovered = uncoveredOwnPolicyFiles(out);
  if (uncovered.length > 0) {
    const name = path.basename(out);
    throw new Error(
      `${uncovered.length} SVG or XML file(s) in the export that a host would send without ` +
        'their own policy, under which no script runs: give each a lower-case .svg, .xml or ' +
        '.xsl ending, outside _next/ and admin/:\n' +
        uncovered.map((file) => `  ${name}/${file}`).join('\n'),
    );
  }
  const strays = strayDocuments(out, publicDir);
  if (strays.length > 0) {
    const name = path.basename(out);
    throw new Error(
      `${strays.length} HTML document(s) in the export that Next did not generate; the build ` +
        'gives them no policy and publishes none of them: remove each from public/ ' +
        '(documents are published as PDFs):\n' +
        strays
          .map((file) =>
            existsSync(path.join(publicDir, file))
              ? `  ${name}/${file}: a copy of public/${file}`
              : `  ${name}/${file}: not a page Next generated`,
          )
          .join('\n'),
    );
  }
  const files = htmlFiles(out);
  // Each page is read and parsed once. It keeps only the elements the policy reads (its scripts,
  // styles and metas), whether any element has a style attribute, and the rewrite's edits: the
  // rest of its tree is let go at once.
  const pages = new Map(
    files.map((file) => {
      const html = readFileSync(file, 'utf8');
      const all = elementsOf(html);
      const styled = all.some((element) => element.attributes.style !== undefined);
      const elements = all.filter(({ tagName }) => POLICY_ELEMENTS.has(tagName));
      const changes = rewrite?.(html, all, file) ?? UNCHANGED;
      for (const edit of changes.edits) {
        if (elements.some(({ start, end }) => edit.start < end && start < edit.end)) {
          throw new Error(
            `${file}: a rewrite would change a script, style or meta the policy reads`,
          );
        }
      }
      return [file, { html, elements, styled, ...changes }];
    }),
  );
  const pageStyles = ({ html, elements, styles }) => [
    ...styleHashes(html, elements),
    ...styles.map(sha256),
  ];
  const siteStyles = [...new Set([...pages.values()].flatMap(pageStyles))].sort();
  for (const [file, { html, elements, styled, edits }] of pages) {
    if (styled) {
      throw new Error(
        `${file}: a style attribute, which the CSP blocks (no 'unsafe-inline'); use a class, or set it from a script`,
      );
    }
    const metas = elements.filter((element) => element.tagName === 'meta');
    if (metas.some((meta) => meta.attributes['http-equiv'] === 'Content-Security-Policy')) continue;
    const charset = metas.find((meta) => meta.attributes.charset !== undefined);
    if (!charset) throw new Error(`${file}: no <meta charSet> to place the CSP after`);
    const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(html, siteStyles, elements)}"/>`;
    // The policy last: an edit that starts where it goes is made first, the policy before it.
    const policyEdit = { start: charset.end, end: charset.end, text: meta };
    writeFileSync(file, applyEdits(html, [...edits, policyEdit]));
  }
  // Netlify and Cloudflare Pages read _headers from the folder they publish. HTML must be
  // revalidated on every visit so a new deploy shows at once.
  const pageRules = files
    .map((file) => routeOf(file, out))
    // The home page's rule is among the opener policy's.
    .filter((page) => !NOT_FOUND_PAGES.has(page) && page !== '/')
    .map((page) => `${page}\n  Cache-Control: ${CACHE_RULES.html}`);
  const openerRules = openerPolicyRules([...readdirSync(out), ...LATER_ENTRIES]);
  const sitePaths = (extension) =>
    exportedFiles(extension, out).map((file) => sitePathOf(file, out));
  const calendarRules = calendarFileRules(sitePaths('.ics'));
  const svgRules = svgFileRules(sitePaths('.svg'));
  const xmlRules = xmlFileRules([...sitePaths('.xml'), ...sitePaths('.xsl')].sort());
  writeFileSync(
    path.join(out, '_headers'),
    `${readFileSync(path.join(root, 'deploy', '_headers'), 'utf8')}\n` +
      `# Cross-Origin-Opener-Policy: every path but the editor's\n${openerRules.join('\n')}\n` +
      `# HTML pages\n${pageRules.join('\n')}\n` +
      `# Calendar files\n${calendarRules.join('\n')}\n# SVG files\n${svgRules.join('\n')}\n` +
      `# XML files\n${xmlRules.join('\n')}\n`,
  );
  console.log(
    `CSP with script and style hashes added to ${files.length} HTML pages; out/_headers written.`,
  );
}
