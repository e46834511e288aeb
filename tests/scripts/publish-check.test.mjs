// Publishing checks content and never runs it: the check before publishing is this checkout's
// own content check, over a git tree's content/ and public/ written out of git's objects, on a
// real clone of the site's content. A draft bringing code is refused and its code never runs
// (the marker file its code would write stays absent); a symbolic link is refused by the check of
// a tree, by the content check on disk and by the editor's backend, each naming it. The check's
// thread runs the checkout's code bundled into one script, as the files are when it starts.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { backendFromEnv, editorConfig } from '../../scripts/editor/editor-config.ts';
import { editableFilesOf } from '../../scripts/editor/editable-files.ts';
import { checkedDraftsOnly } from '../../scripts/editor/local-backend.ts';
import { linksNamedBy } from '../../scripts/editor/no-links.ts';
import { checkSymlinks } from '../../scripts/content-check/symlinks.ts';
import { checkScript, treeChecker } from '../../scripts/editor/tree-check.ts';
import { goingLiveItemsIn } from '../../scripts/editor/write-status.ts';
import { officeGit } from './helpers/office-git.mjs';

const config = editorConfig(backendFromEnv({}));
const files = editableFilesOf(config);
const NOTICE = 'content/notices/2026-09-01-term-1-exams.en.md';
const MARKER = path.join(tmpdir(), `draft-code-ran-${process.pid}`);
/** Code a draft brings: it would leave the marker wherever it ran. */
const DRAFT_CODE = `require('node:fs').writeFileSync(${JSON.stringify(MARKER)}, 'ran');\n`;

let root;
let checker;
const git = (...args) => officeGit(root, ...args);

/** A draft branch off main with `change` made and committed; the clone back on main. */
function draft(name, change) {
  git('checkout', '--quiet', '-b', name, 'main');
  change();
  git('add', '--all');
  git('commit', '--quiet', '-m', name);
  git('checkout', '--quiet', 'main');
}

/** The merge of `branch` into main as git would make it, not made. */
const mergedTree = (branch) =>
  git('merge-tree', '--write-tree', 'main', branch).split('\n')[0].trim();

/** What the publish guard answers publishing `slug` of the notices with: 'next' if it publishes. */
function publish(slug) {
  return new Promise((resolve) => {
    const response = {
      status: (code) => ({ json: ({ error }) => resolve(`${code} ${error}`) }),
    };
    checkedDraftsOnly(
      root,
      'main',
      files,
      checker,
      config,
    )(
      { body: { action: 'publishUnpublishedEntry', params: { collection: 'notices', slug } } },
      response,
      (error) => resolve(error ? String(error) : 'next'),
    );
  });
}

before(() => {
  // The site's content and uploads, as a clone of the office holds them, and its code beside.
  root = mkdtempSync(path.join(tmpdir(), 'publish-check-'));
  execFileSync('sh', [
    '-c',
    `git archive HEAD content public scripts/content-check | tar -x -C "${root}"`,
  ]);
  git('init', '--quiet', '--initial-branch=main');
  git('add', '--all');
  git('commit', '--quiet', '-m', 'the site');
  checker = treeChecker(root);
  rmSync(MARKER, { force: true });
});

after(async () => {
  await checker.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(MARKER, { force: true });
});

test('the site’s branch passes, and its verdict is kept for the commit', async () => {
  const first = await checker.check('main');
  assert.deepEqual(first.errors, []);
  // The same verdict object, not an equal one: the commit's tree was not checked again (a time
  // bound would say so too, but a busy machine can stretch the lookup of the commit's tree).
  assert.equal(await checker.check('main'), first);
});

test('the same run lists what is left before going live, as the checkout’s own list has it', async () => {
  // The clone holds this checkout's content: its list is the one the build writes.
  const listed = await checker.goingLive('main');
  assert.ok(listed.length > 0);
  assert.deepEqual(listed, goingLiveItemsIn(process.cwd()));
});

test('a draft that changes the check’s code is refused, and none of its code runs', async () => {
  draft('cms/notices/code', () => {
    const notice = path.join(root, NOTICE);
    writeFileSync(notice, readFileSync(notice, 'utf8').replace('title:', 'title: Now'));
    for (const file of ['scripts/content-check/index.ts', 'scripts/content-check/cli.ts']) {
      writeFileSync(path.join(root, file), DRAFT_CODE);
    }
  });
  const before = git('rev-parse', 'main');
  const answer = await publish('code');
  assert.match(answer, /^422 Not published: this draft changes files the editor does not edit/);
  assert.match(answer, /scripts\/content-check\/cli\.ts, scripts\/content-check\/index\.ts/);
  assert.equal(git('rev-parse', 'main'), before);
  // Its tree checked as publishing would: this checkout's check reads the content, and the
  // draft's code is never written out, let alone run.
  const verdict = await checker.check(mergedTree('cms/notices/code'));
  assert.deepEqual(verdict.errors, []);
  assert.equal(existsSync(MARKER), false);
});

test('a draft whose content the build refuses is refused, naming the field by its label in the form', async () => {
  draft('cms/notices/bad-date', () => {
    const notice = path.join(root, NOTICE);
    writeFileSync(notice, readFileSync(notice, 'utf8').replace(/date: \S+/, 'date: 2026-11-31'));
  });
  const answer = await publish('bad-date');
  assert.match(
    answer,
    /^422 Not published: the live site could not be built with this draft\. Date[^:]*: "2026-11-31" is not a real date in the form YYYY-MM-DD\./,
  );
  assert.doesNotMatch(answer, /content\/|›/);
});

test('a symbolic link is refused by the tree’s check, on disk and by the backend, each naming it', async () => {
  const link = 'content/notices/2026-12-01-link.en.md';
  const target = '../../scripts/content-check/cli.ts';
  draft('cms/notices/link', () => symlinkSync(target, path.join(root, link)));
  // In git: mode 120000, refused before anything is written out.
  const verdict = await checker.check(mergedTree('cms/notices/link'));
  assert.deepEqual(verdict.errors, [
    `${link} › (file): is a link to another place, which neither the build nor the editor follows: put the file itself there`,
  ]);
  assert.match(
    await publish('link'),
    /^422 Not published: the live site could not be built with this draft\. The whole entry: is a link/,
  );
  // On the draft's branch: the backend neither reads nor writes through it.
  const read = { branch: 'main', collection: 'notices', slug: 'link', path: link };
  assert.deepEqual(linksNamedBy(root, read), [link]);
  const write = {
    branch: 'main',
    dataFiles: [{ path: link, slug: 'link', raw: 'title: x\n' }],
    options: { useWorkflow: true, collectionName: 'notices' },
  };
  assert.deepEqual(linksNamedBy(root, write), [link]);
  // In the working tree: a link to a file, and a folder that is a link.
  git('checkout', '--quiet', 'cms/notices/link');
  symlinkSync('../../scripts', path.join(root, 'content/campuses/code'));
  assert.deepEqual(linksNamedBy(root, { path: link }), [link]);
  assert.deepEqual(linksNamedBy(root, { path: 'content/campuses/code/contact.en.yml' }), [
    'content/campuses/code',
  ]);
  assert.deepEqual(linksNamedBy(root, { folder: 'content/notices' }), [link]);
  assert.deepEqual(
    checkSymlinks(root)
      .map(({ file }) => file)
      .sort(),
    ['content/campuses/code', link],
  );
  rmSync(path.join(root, 'content/campuses/code'));
  git('checkout', '--quiet', 'main');
  assert.deepEqual(linksNamedBy(root, { path: link }), []);
  assert.deepEqual(checkSymlinks(root), []);
});

test('a check’s thread runs the checkout’s code as it is when the thread starts, and code esbuild warns of is refused, named', async () => {
  // The script is built in memory from files on disk: a module changed between two threads is
  // read again; one esbuild warns of (import.meta, empty in one script) fails, naming the file.
  const code = mkdtempSync(path.join(tmpdir(), 'check-script-'));
  const entry = path.join(code, 'entry.ts');
  const words = path.join(code, 'words.ts');
  writeFileSync(entry, "import { word } from './words';\nconsole.log(word);\n");
  const script = checkScript(entry);
  try {
    writeFileSync(words, "export const word: string = 'first';\n");
    assert.match(await script.current(), /"first"/);
    writeFileSync(words, "export const word: string = 'second';\n");
    const second = await script.current();
    assert.match(second, /"second"/);
    assert.doesNotMatch(second, /"first"/);
    writeFileSync(words, 'export const word: string = import.meta.url;\n');
    await assert.rejects(script.current(), (error) => {
      assert.match(error.message, /^The content check's code could not be bundled: .*words\.ts: /);
      assert.match(error.message, /import\.meta/);
      return true;
    });
  } finally {
    await script.close();
    rmSync(code, { recursive: true, force: true });
  }
});
