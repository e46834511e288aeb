// The _headers file the build writes (deploy/_headers plus scripts/postbuild/policies.mjs's rules) as
// Netlify and Cloudflare Pages read it: the editor at /admin/ gets its own
// Cross-Origin-Opener-Policy and noindex, every visitor path keeps the site-wide headers, and no
// path is given one header by two rules (which a host would join into one invalid value).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  CACHE_RULES,
  EDITOR_HEADERS,
  EDITOR_PATH,
  SECURITY_HEADERS,
} from '../../deploy/security-headers.mjs';
import { LATER_ENTRIES, openerPolicyRules } from '../../scripts/postbuild/policies.mjs';
import { headersFor, HOSTS, parseHeadersFile } from './helpers/headers-file.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const shipped = readFileSync(path.join(root, 'deploy/_headers'), 'utf8');

/** The top of an export as the build leaves it (pages, their folders, files, Next's payloads). */
const EXPORT_TOP = [
  '404.html',
  'MPD',
  '__next.!KGVuKQ.__PAGE__.txt',
  '__next._full.txt',
  '_headers',
  '_next',
  '_not-found',
  '_not-found.html',
  'about',
  'about.html',
  'about.txt',
  'admin',
  'admissions',
  'admissions.html',
  'calendar',
  'calendar.html',
  'campuses',
  'campuses.html',
  'hi',
  'hi.html',
  'images',
  'index.html',
  'index.html.br',
  'index.txt',
  'mr',
  'mr.html',
  'pdf.worker.min.js',
  'robots.txt',
  'sitemap.xml',
  'sitemap.xml.gz',
  ...LATER_ENTRIES,
];

const rules = parseHeadersFile(
  [shipped, ...openerPolicyRules(EXPORT_TOP), '/about\n  Cache-Control: x'].join('\n'),
);

const VISITOR_PATHS = [
  '/',
  '/about',
  '/about.html',
  '/admissions',
  '/mr',
  '/mr/about',
  '/hi/campuses/city',
  '/campuses/mars',
  '/calendar/all.ics',
  '/_next/static/chunks/app.js',
  '/__next._full.txt',
  '/images/logo.svg',
  '/MPD/city-campus-disclosure.pdf',
  '/pdf.worker.min.js',
  '/pagefind/pagefind.js',
  '/favicon.ico',
  '/sitemap.xml',
  '/robots.txt',
  '/404.html',
];
const EDITOR_PATHS = [EDITOR_PATH, `${EDITOR_PATH}config.yml`, `${EDITOR_PATH}123.decap-cms.js`];

/**
 * Every header each host sends for the path, each set by exactly one rule; a file's own
 * Content-Security-Policy is the exception deploy/_headers explains (two policies, both
 * enforced, say no more than its own), and the site-wide one is given for it here.
 */
function sentOnce(host, sitePath) {
  const sent = headersFor(rules, host, sitePath);
  for (const [name, values] of sent) {
    if (name === 'content-security-policy') continue;
    assert.equal(values.length, 1, `${host} ${sitePath}: ${name} from ${values.length} rules`);
  }
  return Object.fromEntries([...sent].map(([name, [value]]) => [name, value]));
}

const lowerKeys = (headers) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

test('every visitor path keeps the site-wide headers, each from one rule, on both hosts', () => {
  for (const host of Object.keys(HOSTS)) {
    for (const sitePath of VISITOR_PATHS) {
      const sent = sentOnce(host, sitePath);
      for (const [name, value] of Object.entries(lowerKeys(SECURITY_HEADERS))) {
        assert.equal(sent[name], value, `${host} ${sitePath}: ${name}`);
      }
      assert.equal(sent['x-robots-tag'], undefined, `${host} ${sitePath}: no X-Robots-Tag`);
    }
  }
});

test("/admin/ and its files get the editor's opener policy and noindex, each from one rule", () => {
  for (const host of Object.keys(HOSTS)) {
    for (const sitePath of EDITOR_PATHS) {
      const sent = sentOnce(host, sitePath);
      assert.deepEqual(sent, {
        ...lowerKeys(SECURITY_HEADERS),
        ...lowerKeys(EDITOR_HEADERS),
        'cache-control': CACHE_RULES.html,
      });
    }
  }
  assert.deepEqual(EDITOR_HEADERS, {
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'X-Robots-Tag': 'noindex',
  });
});

test('the home page keeps its revalidation with the opener policy, in one rule for /', () => {
  const home = rules.filter((rule) => rule.path === '/');
  assert.equal(home.length, 1);
  assert.deepEqual(home[0]?.headers, [
    ['Cache-Control', CACHE_RULES.html],
    ['Cross-Origin-Opener-Policy', SECURITY_HEADERS['Cross-Origin-Opener-Policy']],
  ]);
});

test('one opener policy rule per name, none another name starts with', () => {
  const patterns = openerPolicyRules(EXPORT_TOP).map((rule) => rule.split('\n')[0]);
  assert.deepEqual(patterns, [
    '/',
    '/404*',
    '/__next.*',
    '/_next*',
    '/_not-found*',
    '/about*',
    '/admissions*',
    '/calendar*',
    '/campuses*',
    '/favicon.ico*',
    '/hi*',
    '/images*',
    '/index*',
    '/MPD*',
    '/mr*',
    '/pagefind*',
    '/pdf.worker.min.js*',
    '/robots.txt*',
    '/sitemap.xml*',
  ]);
});

test('a name whose rule would reach the editor, or that only case tells apart, is refused', () => {
  for (const name of ['a', 'ad.html', 'admin.html', 'administration', 'Admin-news', 'ADM']) {
    assert.throws(() => openerPolicyRules([name, 'admin']), /would also match the editor/, name);
  }
  assert.throws(() => openerPolicyRules(['news', 'News-2027']), /only case tells apart/);
  assert.throws(() => openerPolicyRules(['!x']), /no _headers path pattern can name it/);
});
