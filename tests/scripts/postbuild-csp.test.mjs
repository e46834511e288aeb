// The page policy of scripts/postbuild/policies.mjs, read from the parsed page: every executed inline
// script and every <style> by hash, data blocks and external scripts not; and only for the pages
// Next generated.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { stylesheetInliner } from '../../scripts/postbuild/inline-stylesheet.mjs';
import { policyFor, strayDocuments, writePolicies } from '../../scripts/postbuild/policies.mjs';

const hash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const directive = (policy, name) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    .split(' ');

const PAGE = `<!DOCTYPE html><html><head><meta charSet="utf-8"/>
<script>start("</p>")</script><script type="application/ld+json">{"a":1}</script>
<script src="/_next/static/chunks/a.js" async=""></script><style data-x="1">b{c:d}</style></head>
<body><svg><style>e{f:g}</style></svg><noscript><style>h{i:j}</style></noscript>
<SCRIPT>upper()</SCRIPT></body></html>`;

test('every executed inline script is allowed by the hash of its exact text', () => {
  const scripts = directive(policyFor(PAGE), 'script-src');
  assert.ok(scripts.includes(hash('start("</p>")')));
  assert.ok(scripts.includes(hash('upper()')));
  assert.ok(!scripts.includes(hash('{"a":1}')), 'a data block is never executed');
  assert.ok(!scripts.some((value) => value === hash('')), 'an external script has no text');
});

test('every <style>, in SVG and <noscript> too, and every other page’s styles are allowed', () => {
  const styles = directive(policyFor(PAGE, [hash('other{}')]), 'style-src');
  for (const text of ['b{c:d}', 'e{f:g}', 'h{i:j}', 'other{}'])
    assert.ok(styles.includes(hash(text)), text);
});

// Only Next's pages get a policy: a document copied from public/ (an upload that is HTML) fails
// the step, named, before any page is touched. Run on a small export in a temporary folder.
/** A project folder with `files` (path → text) under it: its public/ and its export, out/. */
function project(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'postbuild-csp-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return { out: path.join(dir, 'out'), publicDir: path.join(dir, 'public') };
}

const NEXT_PAGE =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>boot()</script></head><body></body></html>';
const UPLOADED =
  '<!doctype html><meta charset="utf-8"><script>fetch("/steal?"+localStorage.x)</script>';
const EDITOR =
  '<!doctype html><meta charset="utf-8" /><meta http-equiv="Content-Security-Policy" content="default-src \'self\'" /><script src="/admin/decap-cms.js"></script>';
const EXPORT = {
  'out/index.html': NEXT_PAGE,
  'out/about.html': NEXT_PAGE,
  'out/mr/about.html': NEXT_PAGE,
  'out/404.html': NEXT_PAGE,
  'out/MPD/notices/circular.pdf': '%PDF-1.7',
  'public/MPD/notices/circular.pdf': '%PDF-1.7',
  'out/admin/index.html': EDITOR,
  'public/admin/index.html': EDITOR,
};

test('a stray .html (or .htm) under public/ fails the policy step, naming it', () => {
  const { out, publicDir } = project({
    ...EXPORT,
    'public/MPD/notices/circular.html': UPLOADED,
    'out/MPD/notices/circular.html': UPLOADED,
    'public/MPD/notices/old.htm': UPLOADED,
    'out/MPD/notices/old.htm': UPLOADED,
    'public/MPD/notices/page.XHTML': UPLOADED,
    'out/MPD/notices/page.XHTML': UPLOADED,
  });
  assert.deepEqual(strayDocuments(out, publicDir), [
    'MPD/notices/circular.html',
    'MPD/notices/old.htm',
    'MPD/notices/page.XHTML',
  ]);
  assert.throws(
    () => writePolicies({ out, publicDir }),
    (error) =>
      error.message.includes(
        'out/MPD/notices/circular.html: a copy of public/MPD/notices/circular.html',
      ) &&
      error.message.includes('out/MPD/notices/old.htm: a copy of public/MPD/notices/old.htm') &&
      error.message.includes('out/MPD/notices/page.XHTML'),
  );
  // Nothing was written: no hash for the upload's script, no _headers.
  assert.equal(readFileSync(path.join(out, 'MPD/notices/circular.html'), 'utf8'), UPLOADED);
  assert.equal(readFileSync(path.join(out, 'index.html'), 'utf8'), NEXT_PAGE);
  assert.equal(existsSync(path.join(out, '_headers')), false);
});

test('a document in the export that no public/ file explains but is not .html fails too', () => {
  const { out, publicDir } = project({ ...EXPORT, 'out/legacy.htm': UPLOADED });
  assert.throws(
    () => writePolicies({ out, publicDir }),
    /out\/legacy\.htm: not a page Next generated/,
  );
});

test("Next's pages get their policy; the editor's page, copied on purpose, keeps its own", () => {
  const { out, publicDir } = project(EXPORT);
  assert.deepEqual(strayDocuments(out, publicDir), []);
  writePolicies({ out, publicDir });
  for (const page of ['index.html', 'about.html', 'mr/about.html', '404.html']) {
    const html = readFileSync(path.join(out, page), 'utf8');
    assert.match(html, /<meta http-equiv="Content-Security-Policy" content="[^"]*'sha256-/, page);
    assert.ok(directive(html.match(/content="([^"]*)"/)[1], 'script-src').includes(hash('boot()')));
  }
  assert.equal(readFileSync(path.join(out, 'admin/index.html'), 'utf8'), EDITOR);
  assert.match(readFileSync(path.join(out, '_headers'), 'utf8'), /^\/about\n {2}Cache-Control/m);
});

// The build inlines the stylesheet in the same reading and writing of each page
// (scripts/postbuild/postbuild.mjs): the policy allows the <style> it adds, on every page.
test('the stylesheet inlined by the same writing is allowed by the hash of its text', () => {
  const href = '/_next/static/chunks/site.css';
  const css = 'h1{color:red}';
  const styledPage = NEXT_PAGE.replace(
    '</head>',
    `<link rel="stylesheet" href="${href}" data-precedence="next"/></head>`,
  );
  const { out, publicDir } = project({
    ...EXPORT,
    'out/index.html': styledPage,
    'out/about.html': styledPage,
    [`out${href}`]: css,
  });
  const stylesheets = stylesheetInliner(out);
  writePolicies({ out, publicDir, rewrite: stylesheets.rewrite });
  assert.deepEqual(stylesheets.read(), [href]);
  for (const page of ['index.html', 'about.html']) {
    const html = readFileSync(path.join(out, page), 'utf8');
    assert.ok(
      html.includes(
        `<style data-inlined-from="${href}">${css}</style>` +
          `<link rel="stylesheet" href="${href}" data-precedence="next" disabled=""/>`,
      ),
      page,
    );
    const policy = html.match(/content="([^"]*)"/)[1];
    assert.ok(directive(policy, 'style-src').includes(hash(css)), page);
    assert.ok(directive(policy, 'script-src').includes(hash('boot()')), page);
  }
  // A page without the stylesheet allows it too: a client-side navigation may bring it.
  const plain = readFileSync(path.join(out, 'mr/about.html'), 'utf8');
  assert.ok(directive(plain.match(/content="([^"]*)"/)[1], 'style-src').includes(hash(css)));
});

test('a rewrite that would change a script the policy hashes fails the step, naming the page', () => {
  const { out, publicDir } = project(EXPORT);
  const rewrite = (html) => {
    const start = html.indexOf('boot()');
    return { edits: [{ start, end: start + 6, text: 'other()' }], styles: [] };
  };
  assert.throws(
    () => writePolicies({ out, publicDir, rewrite }),
    /out\/404\.html: a rewrite would change a script, style or meta the policy reads/,
  );
  assert.equal(readFileSync(path.join(out, 'index.html'), 'utf8'), NEXT_PAGE);
});
