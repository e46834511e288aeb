// The stylesheet's inlining (scripts/postbuild/inline-stylesheet.mjs), on pages as `next build` exports them
// (tests/fixtures/export/, copied from out/ before the post-build steps).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { absoluteUrls, inlineStylesheets } from '../../scripts/postbuild/inline-stylesheet.mjs';

const fixture = (name) =>
  readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'export', name), 'utf8');
const CSS = 'h1{color:red}@font-face{src:url(../media/font.woff2)}';

test('the stylesheet is inlined before Next’s link, which stays, disabled (never fetched)', () => {
  const html = fixture('about.html');
  const href = html.match(/<link rel="stylesheet" href="([^"]+)"/)[1];
  const read = [];
  const inlined = inlineStylesheets(html, (h) => (read.push(h), CSS), 'about.html');
  assert.deepEqual(read, [href]);
  assert.ok(
    inlined.includes(
      `<style data-inlined-from="${href}">h1{color:red}@font-face{src:url(/_next/static/media/font.woff2)}</style>` +
        `<link rel="stylesheet" href="${href}" data-precedence="next" disabled=""/>`,
    ),
  );
  // The RSC payload keeps only the link: no copy of the stylesheet's text.
  assert.equal(inlined.split('h1{color:red}').length, 2);
  // Once is enough: a second run changes nothing.
  assert.equal(
    inlineStylesheets(inlined, () => CSS),
    inlined,
  );
});

test('relative url()s are resolved against the stylesheet; others are left alone', () => {
  assert.equal(
    absoluteUrls(
      'a{b:url(../media/x.woff2)}c{d:url("/i.png")}e{f:url(data:image/png;base64,AA)}g{h:url(\'y.svg\')}',
      '/_next/static/chunks/s.css',
    ),
    'a{b:url(/_next/static/media/x.woff2)}c{d:url("/i.png")}e{f:url(data:image/png;base64,AA)}g{h:url(\'/_next/static/chunks/y.svg\')}',
  );
});

test('a page whose stylesheet link has an unknown form fails the build, naming the page', () => {
  const html = fixture('about.html').replace(/ data-precedence="next"/g, '');
  assert.throws(
    () => inlineStylesheets(html, () => CSS, 'about.html'),
    /about\.html: no stylesheet/,
  );
});

test('a stylesheet that would end the <style> element early is refused', () => {
  assert.throws(
    () => inlineStylesheets(fixture('about.html'), () => 'a{content:"</style>"}', 'about.html'),
    /cannot be inlined/,
  );
});
