// The page policy of scripts/postbuild-csp.mjs, read from the parsed page: every executed inline
// script and every <style> by hash, data blocks and external scripts not.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { policyFor } from '../../scripts/postbuild-csp.mjs';

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
