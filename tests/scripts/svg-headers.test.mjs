// The _headers rules the build adds for the export's SVG files (scripts/postbuild-csp.mjs): an
// exact path each, with the SVG policy of deploy/csp.mjs, so an SVG opened by itself runs no
// script on Netlify and Cloudflare Pages.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { FILE_POLICIES } from '../../deploy/csp.mjs';
import { exportedFiles, sitePathOf } from '../../scripts/export-files.mjs';
import { svgFileRules } from '../../scripts/postbuild-csp.mjs';

test('each .svg file of an export gets its own rule with the SVG policy', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'export-'));
  for (const file of ['images/logo.svg', 'images/campus/a.svg', 'images/a.webp', 'about.html']) {
    mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    writeFileSync(path.join(out, file), '');
  }
  const paths = exportedFiles('.svg', out).map((file) => sitePathOf(file, out));
  assert.deepEqual(paths.sort(), ['/images/campus/a.svg', '/images/logo.svg']);
  assert.deepEqual(svgFileRules(['/images/logo.svg']), [
    `/images/logo.svg\n  Content-Security-Policy: ${FILE_POLICIES.svg}`,
  ]);
  assert.equal(
    FILE_POLICIES.svg,
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox; frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
  );
});
