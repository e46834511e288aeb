// After `next build`: gives every exported HTML page a Content-Security-Policy that allows its
// own inline scripts by SHA-256 hash (no 'unsafe-inline' for scripts), and copies the hosting
// configs into out/.
//
// Why a <meta> policy per page and not one header: the inline scripts differ from page to page
// (and a static host serves 404.html under any path), so only the page itself knows its hashes.
// The response headers (deploy/) carry what a <meta> policy cannot: frame-ancestors.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CSP_DIRECTIVES } from '../deploy/csp.mjs';
import { htmlFiles, outDir, root, routeOf } from './export-files.mjs';

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const CHARSET_META = /<meta charSet="utf-8"\/>/i;

/** The policy for one page: the shared directives plus the hashes of its inline scripts. */
export function policyFor(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    // JSON-LD and other data blocks are never executed, so they need no hash.
    if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) =>
      name === 'script-src' ? [name, ...values, ...hashes].join(' ') : [name, ...values].join(' '),
    )
    .join('; ');
}

/** The 404 page has no path of its own: a host serves it for every unknown path. */
const NOT_FOUND_PAGES = new Set(['/404', '/_not-found']);

function main() {
  const files = htmlFiles();
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    if (html.includes('http-equiv="Content-Security-Policy"')) continue;
    if (!CHARSET_META.test(html))
      throw new Error(`${file}: no <meta charSet> to place the CSP after`);
    const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(html)}"/>`;
    writeFileSync(
      file,
      html.replace(CHARSET_META, (charset) => `${charset}${meta}`),
    );
  }
  // Netlify and Cloudflare Pages read _headers from the folder they publish. HTML must be
  // revalidated on every visit so a new deploy shows at once.
  const pageRules = files
    .map((file) => routeOf(file))
    .filter((page) => !NOT_FOUND_PAGES.has(page))
    .map((page) => `${page}\n  Cache-Control: public, max-age=0, must-revalidate`);
  writeFileSync(
    path.join(outDir, '_headers'),
    `${readFileSync(path.join(root, 'deploy', '_headers'), 'utf8')}\n# HTML pages\n${pageRules.join('\n')}\n`,
  );
  console.log(`CSP with script hashes added to ${files.length} HTML pages; out/_headers written.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
