// The guards of the editor's local backend (`npm run edit`), in process: which requests are the
// editor's own (a loopback Host with the server's port, an Origin of the editor's page), and
// which paths it may read and write (the collections' files and the uploads the fields declare,
// from the editor's real configuration), and which drafts it may save again or publish (on a real
// git clone). tests/e2e/editor.spec.ts proves the same against the running servers.
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { backendFromEnv, editorConfig } from '../../scripts/admin/editor-config.ts';
import {
  editableFilesOf,
  isEditableFile,
  refusedPaths,
  repositoryPath,
} from '../../scripts/admin/editable-files.ts';
import {
  currentDraftsOnly,
  oneAtATime,
  refusedUploads,
} from '../../scripts/admin/local-backend.ts';
import { refusalOf } from '../../scripts/admin/loopback.ts';

const files = editableFilesOf(editorConfig(backendFromEnv({})));

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
      { path: 'content/notices/a.mr.md', raw: '', newPath: 'scripts/prebuild.ts' },
    ],
    assets: [],
  };
  assert.match(refusedPaths(files, entry), /scripts\/prebuild\.ts/);
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
  // An .html or an .svg is refused by its name before its bytes are read.
  for (const name of ['public/MPD/notices/page.html', 'content/photos/blog/drawing.svg']) {
    assert.match(refusedPaths(files, asset(name, html)), /not public\/MPD|not content\/photos/);
  }
});

/** A clone as the editor leaves it: `main`, and a notice's draft branch made from it. */
function cloneWithDraft() {
  const root = mkdtempSync(path.join(tmpdir(), 'drafts-'));
  const git = (...args) =>
    execFileSync(
      'git',
      ['-c', 'user.name=Office', '-c', 'user.email=office@school.example', ...args],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
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
