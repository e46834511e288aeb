// The bundle check's guards against build-time-only code (the content schemas, the blog's
// Markdown and front-matter readers, the icons' drawings, the calendar's iCalendar writer) and
// replaced libraries (pdf.js's viewer library, Node's Buffer polyfill) in client chunks.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  librariesInChunks,
  REPLACED_IN_BROWSER,
  onDemandCodeInFirstLoad,
} from '../../scripts/export-checks/bundle-size.mjs';

const zodCore = readFileSync(
  new URL('../../node_modules/zod/v4/core/schemas.js', import.meta.url),
  'utf8',
);

function chunks(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'chunks-'));
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, name), code);
  return dir;
}

test('a chunk that bundles zod is named', () => {
  const dir = chunks({ 'app.js': 'console.log(1)', 'schemas.js': zodCore });
  assert.deepEqual(librariesInChunks(dir), ['schemas.js: zod (content/schema.ts)']);
});

// Each build-time library but zod, and the file of it a browser bundle would carry.
const BUILD_TIME_SOURCES = {
  'markdown-it (lib/blog/post-body.ts)': 'markdown-it/dist/markdown-it.mjs',
  'gray-matter (lib/content/collections.server.ts)': 'gray-matter/lib/engine.js',
  'yaml (lib/content/collections.server.ts)': 'yaml/browser/dist/public-api.js',
  'ical-generator (lib/calendar/calendar-ics.ts)': 'ical-generator/dist/index.mjs',
  'timezones-ical-library (lib/calendar/calendar-ics.ts)':
    'timezones-ical-library/dist/mjs/index.js',
};

for (const [library, source] of Object.entries(BUILD_TIME_SOURCES)) {
  test(`a chunk that bundles ${library} is named`, () => {
    const code = readFileSync(new URL(`../../node_modules/${source}`, import.meta.url), 'utf8');
    const dir = chunks({ 'app.js': 'console.log(1)', 'bundled.js': code });
    assert.deepEqual(librariesInChunks(dir), [`bundled.js: ${library}`]);
  });
}

// The icons drawn into the HTML on the server (once per page where they repeat), and a file a
// browser bundle of them would carry.
const ICON_SOURCES = {
  'lucide icons (components/ContentIcon.tsx)':
    '../../node_modules/lucide/dist/esm/icons/sprout.mjs',
  'blog icons (components/blog/BlogIcon.tsx)': '../../components/blog/BlogIcon.tsx',
};

for (const [library, source] of Object.entries(ICON_SOURCES)) {
  test(`a chunk that carries the drawings of ${library} is named`, () => {
    const code = readFileSync(new URL(source, import.meta.url), 'utf8');
    const dir = chunks({ 'app.js': 'console.log(1)', 'icons.js': code });
    assert.deepEqual(librariesInChunks(dir), [`icons.js: ${library}`]);
  });
}

test('chunks without build-time code pass', () => {
  const dir = chunks({ 'app.js': 'const ZodLike = 1;', 'other.js': '"$Zod"' });
  assert.deepEqual(librariesInChunks(dir), []);
});

test('a page that loads the search engine with itself is named', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'export-'));
  writeFileSync(path.join(dir, 'app.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'search.js'), 'const pagefind_version="1.6.0";');
  const page = (scripts) => {
    const file = path.join(dir, `${scripts.length}.html`);
    writeFileSync(file, scripts.map((src) => `<script src="${src}"></script>`).join(''));
    return file;
  };
  assert.deepEqual(onDemandCodeInFirstLoad(dir, page(['/app.js']), '/'), []);
  assert.deepEqual(onDemandCodeInFirstLoad(dir, page(['/app.js', '/search.js']), '/'), [
    '/: Pagefind (site search)',
  ]);
  assert.deepEqual(
    onDemandCodeInFirstLoad(dir, page(['/app.js', '/x.js', '/pagefind/pagefind.js']), '/about'),
    ['/about: Pagefind (site search)'],
  );
});

// Each library the browser gets a stand-in for, and the file of it a chunk would carry.
const REPLACED_SOURCES = {
  "pdf.js's viewer library (pdfjs-dist/web/pdf_viewer.mjs)": 'pdfjs-dist/web/pdf_viewer.mjs',
  "Node's Buffer polyfill (next/dist/compiled/buffer)": 'next/dist/compiled/buffer/index.js',
};

test('every replaced library has a source to test its signature against', () => {
  assert.deepEqual(
    REPLACED_IN_BROWSER.map(({ library }) => library),
    Object.keys(REPLACED_SOURCES),
  );
});

for (const [library, source] of Object.entries(REPLACED_SOURCES)) {
  test(`a chunk that bundles ${library} is named`, () => {
    const code = readFileSync(new URL(`../../node_modules/${source}`, import.meta.url), 'utf8');
    const dir = chunks({ 'app.js': 'console.log(1)', 'bundled.js': code });
    assert.deepEqual(librariesInChunks(dir, REPLACED_IN_BROWSER), [`bundled.js: ${library}`]);
    assert.deepEqual(librariesInChunks(dir), []);
  });
}
