/**
 * @jest-environment node
 */
// The site editor's folder: written whole from the collection declarations and Decap's own files,
// with its own policy and noindex; `ADMIN=off` leaves no editor at all.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { collections } from '@/content/collections';
import { buildStatus, lastCommit } from '@/scripts/editor/build-status';
import { ITEM_KINDS, type GoingLiveItem } from '@/scripts/editor/going-live-list';
import { writeEditor } from '@/scripts/editor/write-editor';

const folder = () => path.join(mkdtempSync(path.join(tmpdir(), 'admin-')), 'admin');

it('writes the page, the configuration and Decap, and nothing of the source maps', () => {
  const dir = folder();
  expect(
    writeEditor({ ADMIN_REPO: 'aurora/site', ADMIN_AUTH_URL: 'https://auth.aurora.example' }, dir),
  ).toBe(true);
  const page = readFileSync(path.join(dir, 'index.html'), 'utf8');
  expect(page).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(page).toMatch(
    /connect-src 'self' https:\/\/api\.github\.com http:\/\/localhost:8081 https:\/\/auth\.aurora\.example blob:;/,
  );
  expect(page).toContain('<script src="/admin/decap-cms.js"></script>');
  const config = YAML.parse(readFileSync(path.join(dir, 'config.yml'), 'utf8'));
  expect(config.backend).toMatchObject({
    repo: 'aurora/site',
    base_url: 'https://auth.aurora.example',
  });
  expect(config.collections).toHaveLength(collections.length);
  const files = readdirSync(dir);
  expect(files).toContain('decap-cms.js');
  expect(files.filter((name) => name.endsWith('.map'))).toEqual([]);
});

it('ADMIN=off removes the editor', () => {
  const dir = folder();
  writeEditor({}, dir);
  expect(existsSync(dir)).toBe(true);
  expect(writeEditor({ ADMIN: 'off' }, dir)).toBe(false);
  expect(existsSync(dir)).toBe(false);
});

it('a build writes what is live and what is left beside the editor, with its bar and its list page; the office computer’s writes its own', () => {
  const dir = folder();
  const item: GoingLiveItem = {
    kind: 'note',
    refusedLive: false,
    where: 'Alerts',
    entry: 'a (Hindi)',
    label: 'The whole entry',
    reason: 'is missing',
    file: 'content/alerts/a.hi.yml',
    field: '(file)',
    editor: '#/collections/alerts/entries/a',
  };
  const status = buildStatus({
    now: new Date('2026-11-28T13:00:00Z'),
    commit: { id: 'abc123', savedAt: '2026-11-28T12:58:00Z', message: 'Editor: update Notices' },
    production: true,
    items: [item],
  });
  writeEditor({}, dir, status);
  expect(JSON.parse(readFileSync(path.join(dir, 'status.json'), 'utf8'))).toEqual({
    builtAt: '2026-11-28T13:00:00.000Z',
    builtAtInIndia: '28 Nov 2026, 6:30 pm India time',
    commit: { id: 'abc123', savedAt: '2026-11-28T12:58:00Z', message: 'Editor: update Notices' },
    production: true,
    beforeGoingLive: { counts: { note: 1 }, kinds: ITEM_KINDS, items: [item] },
  });
  // The bar stands in the page's flow above Decap's own root, which it mounts into.
  expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toContain(
    '<nav id="office-bar" aria-label="The site"></nav>\n    <div id="nc-root"></div>\n    <script src="/admin/office-bar.js"></script>',
  );
  const local = folder();
  writeEditor({}, local);
  expect(readdirSync(local)).toEqual(
    expect.arrayContaining([
      'office-bar.js',
      'going-live.html',
      'going-live.js',
      'going-live.css',
      'widgets.js',
    ]),
  );
  // The editor's own widgets, after Decap's script, with each language in words and the demo's
  // example entries their mark compares an entry with.
  expect(readFileSync(path.join(local, 'index.html'), 'utf8')).toContain(
    '<script src="/admin/widgets.js" data-languages="{&quot;en&quot;:&quot;English&quot;,&quot;mr&quot;:&quot;मराठी (Marathi)&quot;,&quot;hi&quot;:&quot;हिंदी (Hindi)&quot;}" data-examples="{&quot;content/alerts/demo-heavy-rain.en.yml&quot;:{',
  );
  // `npm run edit` writes the office computer's status once its preview is ready.
  expect(existsSync(path.join(local, 'status.json'))).toBe(false);
});

it('a commit is read from the repository’s history, and is absent without one', () => {
  const commit = lastCommit(process.cwd());
  expect(commit?.id).toMatch(/^[0-9a-f]{40}$/);
  expect(Date.parse(commit!.savedAt)).not.toBeNaN();
  expect(lastCommit(mkdtempSync(path.join(tmpdir(), 'no-git-')))).toBeUndefined();
});
