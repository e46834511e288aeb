// The guards of the editor's local backend (`npm run edit`), in process: which requests are the
// editor's own (a loopback Host with the server's port, an Origin of the editor's page), and
// which paths it may read and write (the collections' files and the uploads the fields declare,
// from the editor's real configuration), and which drafts it may save again or publish (on a real
// git clone). tests/e2e/editor.spec.ts proves the same against the running servers.
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { officeGit } from './helpers/office-git.mjs';
import { backendFromEnv, editorConfig } from '../../scripts/editor/editor-config.ts';
import {
  editableFilesOf,
  isEditableFile,
  refusedPaths,
  repositoryPath,
} from '../../scripts/editor/editable-files.ts';
import {
  currentDraftsOnly,
  oneAtATime,
  refusedUploads,
} from '../../scripts/editor/local-backend.ts';
import { refusalOf, requestRefusal } from '../../scripts/editor/loopback.ts';
import { isLinkToPage } from '../../scripts/editor/preview-audience.ts';
import {
  DELETE_REFUSAL,
  DRAFT_ONLY_REFUSAL,
  MEDIA_LIBRARY_REFUSAL,
  unreviewedWrite,
} from '../../scripts/editor/reviewed-writes.ts';

const files = editableFilesOf(editorConfig(backendFromEnv({})));
const NOTICE_FILE = 'content/notices/2026-09-01-term-1-exams.en.md';

test('a request is the editor’s only with a loopback Host on the server’s own port', () => {
  const audience = { port: 8081, pagePort: 3000 };
  for (const host of ['localhost:8081', '127.0.0.1:8081', '[::1]:8081', 'LOCALHOST:8081']) {
    assert.equal(refusalOf({ host }, audience), undefined, host);
  }
  for (const host of [
    'evil.example',
    'evil.example:8081',
    'localhost',
    'localhost:3000',
    '192.168.1.20:8081',
    'localhost.evil.example:8081',
    undefined,
  ]) {
    assert.match(refusalOf({ host }, audience) ?? '', /answers only at/, String(host));
  }
});

test('a browser request is the editor’s only from the editor’s own page', () => {
  const audience = { port: 8081, pagePort: 3000 };
  const host = 'localhost:8081';
  for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
    assert.equal(refusalOf({ host, origin }, audience), undefined, origin);
  }
  for (const origin of [
    'http://evil.example',
    'http://localhost:3001',
    'https://localhost:3000',
    'http://localhost:3000.evil.example',
    'null',
  ]) {
    assert.match(refusalOf({ host, origin }, audience) ?? '', /its own pages/, origin);
  }
});

/** A request as the server reads it: its target, its headers as sent, and as Node joins them. */
const request = (url, raw, method = 'GET') => {
  const headers = {};
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index].toLowerCase();
    headers[name] ??= raw[index + 1];
  }
  return { url, method, rawHeaders: raw, headers };
};

test('a request naming a full address, or its host twice, is refused', () => {
  const audience = { port: 8081 };
  const host = ['Host', 'localhost:8081'];
  assert.equal(requestRefusal(request('/api/v1', host), audience), undefined);
  assert.match(
    requestRefusal(request('http://localhost:8081/api/v1', host), audience),
    /only a path/,
  );
  assert.match(requestRefusal(request('*', host), audience), /only a path/);
  assert.match(
    requestRefusal(request('/api/v1', [...host, 'host', 'evil.example']), audience),
    /one host/,
  );
});

test('another site’s page may open a page of the preview by a link, and nothing else', () => {
  const preview = { port: 3000, takesCrossSite: isLinkToPage };
  const backend = { port: 8081, pagePort: 3000 };
  const fromAnotherSite = (url, mode, dest, port = 3000, method = 'GET') =>
    request(
      url,
      [
        'Host',
        `localhost:${port}`,
        'Sec-Fetch-Site',
        'cross-site',
        'Sec-Fetch-Mode',
        mode,
        'Sec-Fetch-Dest',
        dest,
      ],
      method,
    );
  assert.equal(
    requestRefusal(fromAnotherSite('/fees', 'navigate', 'document'), preview),
    undefined,
  );
  assert.equal(requestRefusal(fromAnotherSite('/mr/', 'navigate', 'document'), preview), undefined);
  for (const refused of [
    fromAnotherSite('/__nextjs_launch-editor?file=package.json', 'navigate', 'document'),
    fromAnotherSite('/_next/static/chunks/main.js', 'no-cors', 'script'),
    fromAnotherSite('/admin/', 'navigate', 'document'),
    fromAnotherSite('/fees', 'navigate', 'iframe'),
    fromAnotherSite('/fees', 'cors', 'empty'),
    fromAnotherSite('/fees', 'navigate', 'document', 3000, 'POST'),
    fromAnotherSite('/api/v1', 'cors', 'empty', 8081, 'POST'),
  ]) {
    const audience = refused.headers.host.endsWith(':8081') ? backend : preview;
    assert.match(requestRefusal(refused, audience) ?? '', /only its own pages/, refused.url);
  }
  // The editor's page (the preview's port) calls the backend: the same site to a browser.
  const fromEditor = request('/api/v1', [
    'Host',
    'localhost:8081',
    'Origin',
    'http://localhost:3000',
    'Sec-Fetch-Site',
    'same-site',
  ]);
  assert.equal(requestRefusal(fromEditor, backend), undefined);
  // Another port's page asking the preview for more than a page is refused.
  const fromAnotherPort = request('/__nextjs_launch-editor?file=package.json', [
    'Host',
    'localhost:3000',
    'Sec-Fetch-Site',
    'same-site',
    'Sec-Fetch-Mode',
    'no-cors',
    'Sec-Fetch-Dest',
    'image',
  ]);
  assert.match(requestRefusal(fromAnotherPort, preview), /only its own pages/);
});

test('review cannot be skipped: the site’s branch only, known collections, plain short names, drafts only', () => {
  const collections = new Set(['notices', 'campusPages']);
  const refusal = (action, params) => unreviewedWrite(action, params, 'main', collections);
  const draftSave = {
    branch: 'main',
    dataFiles: [{ path: 'content/notices/a.en.md', slug: '2026-12-01-closed' }],
    options: { useWorkflow: true, collectionName: 'notices' },
  };
  assert.equal(refusal('persistEntry', draftSave), undefined);
  assert.equal(
    refusal('persistEntry', {
      ...draftSave,
      dataFiles: [{ path: 'content/campuses/city/campus.en.yml', slug: 'city/campus' }],
      options: { useWorkflow: true, collectionName: 'campusPages' },
    }),
    undefined,
  );
  assert.equal(
    refusal('publishUnpublishedEntry', { branch: 'main', collection: 'notices', slug: 'x-1' }),
    undefined,
  );
  assert.equal(
    refusal('unpublishedEntry', { branch: 'main', id: 'campusPages/city/campus' }),
    undefined,
  );
  assert.equal(refusal('info', {}), undefined);
  // Elsewhere an id is a file's.
  assert.equal(
    refusal('unpublishedEntryDataFile', {
      branch: 'main',
      collection: 'notices',
      slug: 'x',
      path: NOTICE_FILE,
      id: NOTICE_FILE,
    }),
    undefined,
  );
  // Publishing into a second draft would merge both (an octopus merge) onto the site.
  assert.match(
    refusal('publishUnpublishedEntry', {
      branch: 'cms/notices/other',
      collection: 'notices',
      slug: 'x',
    }),
    /site’s branch "main" only, not "cms\/notices\/other"/,
  );
  assert.match(refusal('entriesByFolder', { folder: 'content/notices' }), /not "undefined"/);
  for (const slug of ['../../main', 'X', 'a b', '-a', 'a/b/c', '', 'a..b', 'a/../b']) {
    assert.match(
      refusal('publishUnpublishedEntry', { branch: 'main', collection: 'notices', slug }),
      /is not a short name/,
      slug,
    );
  }
  assert.match(
    refusal('publishUnpublishedEntry', { branch: 'main', collection: 'code', slug: 'a' }),
    /no collection named code/,
  );
  assert.match(refusal('unpublishedEntry', { branch: 'main', id: '../x' }), /no collection/);
  assert.equal(
    refusal('persistEntry', { ...draftSave, options: { collectionName: 'notices' } }),
    DRAFT_ONLY_REFUSAL,
  );
  assert.equal(
    refusal('persistMedia', {
      branch: 'main',
      asset: { path: 'public/MPD/notices/a.pdf' },
      options: {},
    }),
    MEDIA_LIBRARY_REFUSAL,
  );
  assert.equal(refusal('deleteFile', { branch: 'main', path: NOTICE_FILE }), DELETE_REFUSAL);
  assert.equal(refusal('deleteFiles', { branch: 'main', paths: [NOTICE_FILE] }), DELETE_REFUSAL);
});

test('the collections’ files and the declared uploads are editable', () => {
  for (const path of [
    'content/notices/2026-11-28-closed.en.md',
    'content/notices/2026-11-28-closed.mr.md',
    'content/alerts/flood.hi.yml',
    '/content/campuses/city/contact.en.yml',
    'content/campuses/osmanpura/transport.hi.yml',
    'public/MPD/notices/circular.pdf',
    'content/photos/blog/sports-day.JPG',
    'content/photos/uploads/board.webp',
    // A leader's portrait, a gallery photo, and the entries that name them.
    'content/photos/leaders/principal-2027.jpg',
    'content/photos/gallery/annual-day.jpg',
    'content/leaders/mrs-farah-siddiqui.mr.yml',
    'content/accolades/best-stem-program.en.yml',
    'content/gallery/photos.hi.yml',
    // A campus's photos are in its own folder, the page photo's in a folder of their own; its
    // documents in its own documents' folder.
    'content/campuses/city/photos/front-gate.jpg',
    'content/campuses/new-town/photos/hero/morning.png',
    'public/MPD/new-town/fire-safety.pdf',
  ]) {
    assert.equal(isEditableFile(files, path), true, path);
  }
});

test('the clone’s code, git folder, packages and TC codes are not', () => {
  for (const path of [
    '.git/hooks/pre-commit',
    '.git/config',
    'scripts/content-check/cli.ts',
    'package.json',
    'node_modules/next/package.json',
    'tc-codes/AGS-CITY-2026-0175.png',
    'content/schema.ts',
    'content/collections.ts',
    'content/notices/../../package.json',
    'content/notices/sub/deeper.en.md',
    // A campus's files are its collections' files in the site's languages, nothing else.
    'content/campuses/city/contact.yml',
    'content/campuses/city/contact.fr.yml',
    'content/campuses/city/notes.en.yml',
    'content/campuses/city/sub/contact.en.yml',
    'content/campuses/contact.en.yml',
    'content/campuses/city.en.yml',
    'content/notices/notice.en.ts',
    'content/generated/images.json',
    'public/MPD/notices/page.html',
    'public/MPD/notices/drawing.svg',
    'content/photos/blog/run.sh',
    'content/campuses/city/photos/run.sh',
    'content/campuses/city/photos/deeper/front.jpg',
    'content/campuses/city/photo/front.jpg',
    'content/campuses/photos/front.jpg',
    'public/MPD/new-town/fire-safety.jpg',
    'public/MPD/new-town/sub/fire-safety.pdf',
    'content/photos/blog/photo.pdf',
    'public/MPD/notices/scan.jpg',
    'public/admin/index.html',
    'content\\notices\\x.en.md',
    'content/notices/.hidden.en.md',
    '/etc/passwd',
    '',
  ]) {
    assert.equal(isEditableFile(files, path), false, path);
  }
  assert.equal(repositoryPath('content/notices/../../package.json'), undefined);
});

test('a request naming one path outside the content is refused whole, at any depth', () => {
  const upload = (path) => ({ asset: { path, content: '', encoding: 'base64' } });
  assert.equal(refusedPaths(files, upload('public/MPD/notices/circular.pdf')), undefined);
  assert.match(refusedPaths(files, upload('.git/hooks/pre-commit')), /\.git\/hooks\/pre-commit/);
  const entry = {
    entry: { path: 'content/notices/a.en.md', raw: '' },
    dataFiles: [
      { path: 'content/notices/a.en.md', raw: '' },
      { path: 'content/notices/a.mr.md', raw: '', newPath: 'scripts/build/prebuild.ts' },
    ],
    assets: [],
  };
  assert.match(refusedPaths(files, entry), /scripts\/build\/prebuild\.ts/);
  assert.match(
    refusedPaths(files, { paths: ['content/alerts/a.en.yml', 'package.json'] }),
    /package\.json/,
  );
  assert.match(refusedPaths(files, { mediaFolder: 'tc-codes' }), /tc-codes/);
  assert.match(refusedPaths(files, { folder: 'scripts', extension: 'ts' }), /scripts/);
  assert.equal(refusedPaths(files, { folder: 'content/notices', extension: 'md' }), undefined);
  assert.equal(refusedPaths(files, { mediaFolder: 'public/MPD/notices' }), undefined);
  assert.equal(refusedPaths(files, { mediaFolder: 'content/campuses/city/photos' }), undefined);
  assert.match(refusedPaths(files, { mediaFolder: 'content/campuses/city' }), /campuses\/city/);
  assert.equal(refusedPaths(files, undefined), undefined);
});

test('an upload is refused unless its bytes are what its name claims', () => {
  const asset = (path, bytes) => ({
    asset: { path, content: Buffer.from(bytes).toString('base64'), encoding: 'base64' },
  });
  const pdf = '%PDF-1.7\n%\xe2\xe3\n1 0 obj\n';
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const elf = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]);
  const html = '<!doctype html><script>fetch("//evil.example")</script>';
  assert.equal(refusedUploads(asset('public/MPD/notices/circular.pdf', pdf)), undefined);
  assert.equal(refusedUploads(asset('content/photos/blog/day.png', png)), undefined);
  assert.match(
    refusedUploads(asset('public/MPD/notices/page.pdf', html)),
    /page\.pdf is not a PDF/,
  );
  assert.match(refusedUploads(asset('public/MPD/notices/tool.pdf', elf)), /tool\.pdf is not a PDF/);
  assert.match(
    refusedUploads(asset('content/photos/blog/tool.jpg', elf)),
    /tool\.jpg is not a JPEG/,
  );
  assert.equal(refusedUploads(asset('content/campuses/city/photos/gate.png', png)), undefined);
  assert.match(
    refusedUploads(asset('content/campuses/city/photos/hero/gate.jpg', elf)),
    /gate\.jpg is not a JPEG/,
  );
  assert.match(
    refusedUploads({
      assets: [{ path: 'content/photos/blog/x.png', content: html, encoding: 'utf8' }],
    }),
    /x\.png is not/,
  );
  // The same check for every file a request writes: an entry's file, one of its data files.
  assert.match(
    refusedUploads({
      dataFiles: [{ path: 'public/MPD/notices/circular.pdf', raw: html, slug: 'x' }],
    }),
    /circular\.pdf is not a PDF/,
  );
  assert.match(
    refusedUploads({ entry: { path: 'public/MPD/notices/circular.pdf', raw: html } }),
    /circular\.pdf is not a PDF/,
  );
  assert.equal(
    refusedUploads({ dataFiles: [{ path: NOTICE_FILE, raw: '---\ntitle: x\n---\n' }] }),
    undefined,
  );
  // An .html or an .svg is refused by its name before its bytes are read.
  for (const name of ['public/MPD/notices/page.html', 'content/photos/blog/drawing.svg']) {
    assert.match(refusedPaths(files, asset(name, html)), /not public\/MPD|not content\/photos/);
  }
});

/** A clone as the editor leaves it: `main`, and a notice's draft branch made from it. */
function cloneWithDraft() {
  const root = mkdtempSync(path.join(tmpdir(), 'drafts-'));
  const git = (...args) => officeGit(root, ...args);
  const write = (text) => writeFileSync(path.join(root, 'notice.en.md'), text);
  git('init', '--quiet', '--initial-branch=main');
  write('title: Closed\nfor: All parents\nbody: The campus is closed.\n');
  git('add', '.');
  git('commit', '--quiet', '-m', 'notice');
  git('checkout', '--quiet', '-b', 'cms/notices/closed');
  write('title: Closed on Saturday\nfor: All parents\nbody: The campus is closed.\n');
  git('commit', '--quiet', '-am', 'draft');
  git('checkout', '--quiet', 'main');
  return { root, git, write };
}

/** What the guard answers `body` with: 'next' where it lets the request through. */
function answer(root, body) {
  let answered = 'next';
  const response = {
    status(code) {
      return { json: ({ error }) => (answered = `${code} ${error}`) };
    },
  };
  currentDraftsOnly(root, 'main')({ body }, response, () => {});
  return answered;
}

const publish = {
  action: 'publishUnpublishedEntry',
  params: { collection: 'notices', slug: 'closed' },
};
const saveAgain = {
  action: 'persistEntry',
  params: {
    dataFiles: [{ path: 'notice.en.md', slug: 'closed' }],
    options: { useWorkflow: true, collectionName: 'notices' },
  },
};

test('a draft is published, and saved again, while the site has not changed its lines', () => {
  const { root, git } = cloneWithDraft();
  assert.equal(answer(root, publish), 'next');
  assert.equal(answer(root, saveAgain), 'next');
  // Another file published meanwhile: the draft merges beside it.
  writeFileSync(path.join(root, 'alert.en.yml'), 'text: Flooded\n');
  git('add', '.');
  git('commit', '--quiet', '-m', 'alert');
  assert.equal(answer(root, publish), 'next');
  assert.equal(answer(root, saveAgain), 'next');
  rmSync(root, { recursive: true });
});

test('a draft started before its entry changed on the site is neither saved over it nor published over it', () => {
  const { root, git, write } = cloneWithDraft();
  write('title: Closed till Monday\nfor: All parents\nbody: The campus is closed.\n');
  git('commit', '--quiet', '-am', 'published meanwhile');
  const before = git('rev-parse', 'main', 'cms/notices/closed');
  assert.match(
    answer(root, publish),
    /^409 Not published: notice\.en\.md changed on the site after this draft was started\. Nothing was lost/,
  );
  assert.match(answer(root, saveAgain), /^409 Not saved: notice\.en\.md changed on the site/);
  // Nothing moved: both branches as they were, the clone's files the site's, no merge begun.
  assert.equal(git('rev-parse', 'main', 'cms/notices/closed'), before);
  assert.match(readFileSync(path.join(root, 'notice.en.md'), 'utf8'), /Closed till Monday/);
  assert.equal(git('status', '--porcelain'), '');
  rmSync(root, { recursive: true });
});

test('requests are taken one at a time, each once the one before it has been answered', async () => {
  const guard = oneAtATime();
  const passed = [];
  const responses = ['save', 'list', 'publish'].map((name) => {
    const response = new EventEmitter();
    guard({}, response, () => passed.push(name));
    return response;
  });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  await settle();
  assert.deepEqual(passed, ['save']);
  responses[0].emit('close');
  await settle();
  assert.deepEqual(passed, ['save', 'list']);
  // A request the browser gave up on frees the next one as an answered one does.
  responses[1].emit('close');
  await settle();
  assert.deepEqual(passed, ['save', 'list', 'publish']);
});
