// The post-build rewrite of scripts/defer-hydration.mjs, run on pages as `next build` exports
// them (tests/fixtures/export/, copied from out/ before the post-build steps; refresh them
// after a Next.js upgrade).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  assertHydrationSignal,
  deferHydration,
  deferredScripts,
  HYDRATION_SIGNAL,
  restoreHeadScripts,
} from '../../scripts/defer-hydration.mjs';

const fixture = (name) =>
  readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'export', name), 'utf8');
const headOf = (html) => html.slice(0, html.indexOf('</head>'));
const frameworkTags = (html) =>
  (html.match(/<(?:script|link)\b[^>]*\/_next\/static\/[^"]+\.js"[^>]*>/g) ?? []).filter(
    (tag) => !tag.includes('noModule'),
  );

test('a content page: every framework script leaves <head> for the loader', () => {
  const html = fixture('about.html');
  const before = frameworkTags(html);
  assert.ok(before.length > 0, 'the fixture has framework scripts');

  const deferred = deferHydration(html, 'about.html');
  assert.deepEqual(frameworkTags(deferred), []);
  const scripts = deferredScripts(deferred);
  assert.ok(scripts.length > 0);
  for (const src of scripts)
    assert.ok(
      before.some((tag) => tag.includes(src)),
      src,
    );
  assert.match(deferred, /<script>\(function\(\)\{[\s\S]*\}\)\(\);<\/script><\/body>/);
  // Once is enough: a second run changes nothing.
  assert.equal(deferHydration(deferred, 'about.html'), deferred);
});

test('the inverse puts back every script and preload Next shipped, in <head>', () => {
  const html = fixture('about.html');
  const restored = restoreHeadScripts(deferHydration(html, 'about.html'));
  // Next places one of its async scripts at the end of <body>; back in <head> it starts at the
  // same moment, with the rest.
  assert.deepEqual(frameworkTags(headOf(restored)).sort(), frameworkTags(html).sort());
  assert.deepEqual(deferredScripts(restored), []);
  assert.ok(!restored.includes('id="deferred-scripts"'));
});

test('the viewer, drawn by JavaScript, keeps Next’s own loading', () => {
  const html = fixture('viewer.html');
  assert.equal(deferHydration(html, 'viewer.html'), html);
});

test('a framework script in a form the rewrite does not know fails the build, naming the page', () => {
  const html = fixture('about.html').replace(
    '</head>',
    '<script src="/_next/static/chunks/new-kind.js" type="module"></script></head>',
  );
  assert.throws(() => deferHydration(html, 'about.html'), /about\.html: .*new-kind\.js/);
});

test('the build fails when the framework code no longer has the hydration signal', () => {
  const chunks = mkdtempSync(path.join(tmpdir(), 'aurora-chunks-'));
  writeFileSync(path.join(chunks, 'a.js'), 'console.log("no signal here")');
  assert.throws(() => assertHydrationSignal(chunks), new RegExp(HYDRATION_SIGNAL));
  writeFileSync(path.join(chunks, 'b.js'), `document.createElement("${HYDRATION_SIGNAL}")`);
  assert.doesNotThrow(() => assertHydrationSignal(chunks));
});
