// The export's link checker (scripts/export-checks/links.mjs, part of `npm run check:export`). Its rule
// that a #fragment's id is on one element of its page only: a link or an icon's <use> finds the
// first, so a symbol drawn twice would go unnoticed until one changed. Then the checker on a small
// export written for the test: the home page's links to each campus's disclosure, the tables'
// link to the fee page's campus part, a document PDF.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { duplicateIds, findBrokenLinks } from '../../scripts/export-checks/links.mjs';

const symbol = (id) => `<symbol id="${id}" viewBox="0 0 24 24"><path d="M5 12h14"></path></symbol>`;

test('an id on two elements of a page is named once', () => {
  const html = `<svg class="hidden">${symbol('blog-icon-clock')}</svg><h2 id="title">Blog</h2>
    <svg class="hidden">${symbol('blog-icon-clock')}${symbol('blog-icon-views')}</svg>
    <svg aria-hidden="true"><use href="#blog-icon-clock"></use></svg>
    <p id="blog-icon-views">`;
  assert.deepEqual(duplicateIds(html), ['blog-icon-clock', 'blog-icon-views']);
});

test('ids each on one element pass', () => {
  const html = `<svg class="hidden">${symbol('icon-sun')}${symbol('icon-bus')}</svg>
    <svg aria-hidden="true"><use href="#icon-sun"></use></svg><a href="#icon-sun">x</a>`;
  assert.deepEqual(duplicateIds(html), []);
});

const page = (body) => `<!DOCTYPE html><html><body>${body}</body></html>`;

/** An export with the given files (site path → content) and a sitemap of its pages. */
function exportOf(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'check-links-'));
  for (const [sitePath, content] of Object.entries(files)) {
    const file = path.join(dir, sitePath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  const locs = Object.keys(files)
    .filter((p) => p.endsWith('.html'))
    .map((p) => `<url><loc>https://school.example${p.replace(/(index)?\.html$/, '')}</loc></url>`);
  writeFileSync(path.join(dir, 'sitemap.xml'), `<urlset>${locs.join('')}</urlset>`);
  return dir;
}

const site = {
  '/index.html': page(
    '<a href="/mandatory-disclosure/city">City</a><a href="/mandatory-disclosure">All</a>',
  ),
  '/mandatory-disclosure.html': page('<h1>Select a campus</h1>'),
  '/mandatory-disclosure/city.html': page(
    '<a href="/MPD/city/noc.pdf">PDF</a><a href="/fees#fees-city">Fees</a>',
  ),
  '/fees.html': page('<section id="fees-city"></section>'),
  '/MPD/city/noc.pdf': '%PDF-1.7',
};

test('an export whose every disclosure link resolves passes', () => {
  const { problems, checked } = findBrokenLinks(exportOf(site));
  assert.deepEqual(problems, []);
  assert.equal(checked, 4 + 4);
});

test('a call, a maps app’s place and a WhatsApp chat are links out, not site paths', () => {
  const dir = exportOf({
    ...site,
    '/fees.html': page(
      '<section id="fees-city"></section><a href="tel:+912401234567">Call</a>' +
        '<a href="geo:19.8762,75.3433?q=19.8762,75.3433(Plot%2012)">Directions</a>' +
        '<a href="https://wa.me/912401234567">WhatsApp</a>',
    ),
  });
  const { problems, checked } = findBrokenLinks(dir);
  assert.deepEqual(problems, []);
  assert.equal(checked, 4 + 4);
});

test('a disclosure link to a page the export lacks fails, naming page and link', () => {
  const dir = exportOf({
    ...site,
    '/index.html': page('<a href="/mandatory-disclosure/nowhere">Nowhere</a>'),
  });
  assert.deepEqual(findBrokenLinks(dir).problems, [
    'index.html: /mandatory-disclosure/nowhere does not resolve to a file',
  ]);
});

test('a folder is not a page, a missing PDF is not a document', () => {
  const dir = exportOf({
    ...site,
    '/index.html': page('<a href="/mandatory-disclosure/city/">City</a>'),
    '/mandatory-disclosure/city.html': page('<a href="/MPD/city/gone.pdf">PDF</a>'),
    '/mandatory-disclosure/city/documents/noc.html': page(''),
  });
  assert.deepEqual(findBrokenLinks(dir).problems.sort(), [
    'index.html: /mandatory-disclosure/city/ does not resolve to a file',
    'mandatory-disclosure/city.html: /MPD/city/gone.pdf does not resolve to a file',
  ]);
});

test('a link to a part of another page fails when that page has no such part', () => {
  const dir = exportOf({ ...site, '/fees.html': page('<section id="fees-airport"></section>') });
  assert.deepEqual(findBrokenLinks(dir).problems, [
    'mandatory-disclosure/city.html: /fees#fees-city names no element of fees.html',
  ]);
});

test('a place on the map (geo:), a phone number and an e-mail address are not site paths', () => {
  const dir = exportOf({
    ...site,
    '/fees.html': page(
      '<section id="fees-city"><a href="geo:19.8728,75.3382?q=19.8728,75.3382(Kranti%20Chowk)">Map</a><a href="tel:+910000011111">Call</a><a href="mailto:office@school.example">Mail</a></section>',
    ),
  });
  const { problems, checked } = findBrokenLinks(dir);
  assert.deepEqual(problems, []);
  assert.equal(checked, 4 + 4);
});
