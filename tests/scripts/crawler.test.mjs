// The crawler of tests/e2e/pages.spec.ts on a small export of its own: two good pages pass, and
// one deliberately broken page per kind of fault it claims to catch fails with that fault named.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { findBrokenLinks } from '../../scripts/export-checks/links.mjs';
import { crawl } from '../e2e/crawler.ts';

const SITE = 'https://school.example';
const DESCRIPTION = 'A description long enough for a search result, fifty characters at least';
const MAIN = 'The main text of the page, long enough to be a page and not an empty frame. '.repeat(
  3,
);

/** One page's HTML, with `change` applied to its parts. */
function page(route, change = {}) {
  const parts = {
    title: `${route === '/' ? 'Home' : 'About'} | School`,
    description: `${DESCRIPTION} (${route})`,
    heading: route === '/' ? 'Welcome' : 'About us',
    alternates: `<link rel="alternate" hreflang="en-IN" href="${SITE}${route}"/><link rel="alternate" hreflang="x-default" href="${SITE}${route}"/>`,
    link: '<a href="/about">About</a>',
    ...change,
  };
  return `<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>
<title>${parts.title}</title><meta name="description" content="${parts.description}"/>
<link rel="canonical" href="${SITE}${route}"/>${parts.alternates}
<meta property="og:title" content="${parts.title}"/><meta property="og:url" content="${SITE}${route}"/>
<meta property="og:image" content="${SITE}/images/og.jpg"/><meta property="og:locale" content="en_IN"/>
<meta name="twitter:card" content="summary_large_image"/>
<script type="application/ld+json">{"@type":"School"}</script></head>
<body><header><a href="${route}" hreflang="en-IN" aria-current="true">English</a></header>
<main><h1>${parts.heading}</h1><p>${MAIN}</p>${parts.link}</main></body></html>`;
}

const expected = (route, heading) => ({
  path: route,
  lang: 'en-IN',
  heading,
  title: /\| School$/,
  canonical: `${SITE}${route}`,
  ogLocale: 'en_IN',
  alternates: { 'en-IN': `${SITE}${route}`, 'x-default': `${SITE}${route}` },
  noindex: false,
  switcher: [{ href: route, hreflang: 'en-IN', current: true }],
  group: 'en',
});
const PAGES = [expected('/', 'Welcome'), expected('/about', 'About us')];

/** Crawls an export of the two pages, the about page changed by `change`. */
async function crawlWith(change) {
  const dir = mkdtempSync(path.join(tmpdir(), 'crawler-'));
  try {
    writeFileSync(path.join(dir, 'index.html'), page('/'));
    writeFileSync(path.join(dir, 'about.html'), page('/about', change));
    writeFileSync(
      path.join(dir, 'sitemap.xml'),
      `<urlset><url><loc>${SITE}/</loc></url><url><loc>${SITE}/about</loc></url></urlset>`,
    );
    return crawl({ dir, pages: PAGES, siteUrl: SITE, logo: '/images/logo.svg', findBrokenLinks });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('two good pages pass', async () => {
  assert.deepEqual(await crawlWith({}), []);
});

for (const [fault, change, named] of [
  ['a missing title', { title: '' }, /^\/about: no title$/],
  [
    'a duplicate description',
    { description: `${DESCRIPTION} (/)` },
    /^\/, \/about: the same description/,
  ],
  [
    'a dead link',
    { link: '<a href="/nowhere">Gone</a>' },
    /about\.html: \/nowhere does not resolve/,
  ],
  [
    'an hreflang to a page that does not exist',
    {
      alternates: `<link rel="alternate" hreflang="en-IN" href="${SITE}/about"/><link rel="alternate" hreflang="mr-IN" href="${SITE}/mr/about"/><link rel="alternate" hreflang="x-default" href="${SITE}/about"/>`,
    },
    /^\/about: the mr-IN alternate https:\/\/school\.example\/mr\/about is no page of the export$/,
  ],
  ['a wrong heading', { heading: 'Welcome' }, /^\/about: the heading is "Welcome", not About us$/],
  ['a short description', { description: 'Too short' }, /^\/about: the description is shorter/],
]) {
  test(`${fault} fails, named`, async () => {
    const problems = await crawlWith(change);
    assert.ok(
      problems.some((problem) => named.test(problem)),
      problems.join('\n'),
    );
  });
}

test('a page missing from the export fails, named', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'crawler-'));
  try {
    writeFileSync(path.join(dir, 'index.html'), page('/'));
    const problems = crawl({ dir, pages: PAGES, siteUrl: SITE, logo: '/images/logo.svg' });
    assert.deepEqual(problems, ['/about: no page in the export']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
