// The _headers rules the build adds for the export's SVG and XML files (scripts/postbuild/policies.mjs):
// an exact path each, with the SVG or XML policy of deploy/csp.mjs, so an SVG, the sitemap or a
// feed opened by itself runs no script on Netlify and Cloudflare Pages; and an SVG or XML file
// that such a rule would not reach fails the build.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { FILE_POLICIES } from '../../deploy/csp.mjs';
import { exportedFiles, sitePathOf } from '../../scripts/postbuild/export-files.mjs';
import {
  svgFileRules,
  uncoveredOwnPolicyFiles,
  writePolicies,
  xmlFileRules,
} from '../../scripts/postbuild/policies.mjs';

/** A temporary folder holding `files` (empty), as an export. */
function exportWith(files) {
  const out = mkdtempSync(path.join(tmpdir(), 'export-'));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    writeFileSync(path.join(out, file), '');
  }
  return out;
}

test('each .svg file of an export gets its own rule with the SVG policy', () => {
  const out = exportWith(['images/logo.svg', 'images/campus/a.svg', 'images/a.webp', 'about.html']);
  const paths = exportedFiles('.svg', out).map((file) => sitePathOf(file, out));
  assert.deepEqual(paths.sort(), ['/images/campus/a.svg', '/images/logo.svg']);
  assert.deepEqual(svgFileRules(['/images/logo.svg']), [
    `/images/logo.svg\n  Content-Security-Policy: ${FILE_POLICIES.svg}`,
  ]);
  assert.equal(
    FILE_POLICIES.svg,
    "default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox; frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
  );
});

test('each .xml and .xsl file of an export gets its own rule with the XML policy', () => {
  const out = exportWith(['sitemap.xml', 'notices/feed.xml', 'feed.xsl', 'sitemap.xml.gz']);
  const paths = ['.xml', '.xsl'].flatMap((extension) =>
    exportedFiles(extension, out).map((file) => sitePathOf(file, out)),
  );
  assert.deepEqual(paths.sort(), ['/feed.xsl', '/notices/feed.xml', '/sitemap.xml']);
  assert.deepEqual(xmlFileRules(['/sitemap.xml']), [
    `/sitemap.xml\n  Content-Security-Policy: ${FILE_POLICIES.xml}`,
  ]);
  assert.equal(
    FILE_POLICIES.xml,
    "default-src 'none'; script-src 'none'; sandbox; frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
  );
});

test('an SVG or XML file no rule would reach fails the build, named', () => {
  const out = exportWith([
    'sitemap.xml',
    'images/logo.svg',
    'images/map.SVG',
    'notices/feed.XML',
    '_next/static/media/icon.svg',
    'admin/feed.xsl',
    // Not a file: a folder's name is never served as a document.
    'folder.svg/page.txt',
  ]);
  assert.deepEqual(uncoveredOwnPolicyFiles(out), [
    '_next/static/media/icon.svg',
    'admin/feed.xsl',
    'images/map.SVG',
    'notices/feed.XML',
  ]);
  assert.throws(
    () => writePolicies({ out, publicDir: path.join(out, 'no-public') }),
    (error) =>
      error.message.includes('4 SVG or XML file(s)') &&
      error.message.includes(`${path.basename(out)}/_next/static/media/icon.svg`) &&
      error.message.includes(`${path.basename(out)}/images/map.SVG`),
  );
  assert.equal(existsSync(path.join(out, '_headers')), false);
});
