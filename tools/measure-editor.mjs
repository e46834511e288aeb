// `npm run measure:editor`: what the site editor costs the office, on a throw-away copy of the
// repository. Starts `npm run edit` there (local backend and development server), then changes a
// notice's title in its file as the editor's save does, three times, and prints: the time from
// the save to the content check's verdict in the terminal, the time from the save to the new
// title in the preview's notices page, and what the editor's page downloads (/admin/ only). A
// file written in the clone's `main` is what publishing a draft does: the merge writes it.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { asOfficeClone } from '../tests/e2e/editor-session.ts';
import { copySite, freePort } from '../tests/e2e/site-copy.ts';

const NOTICE = 'content/notices/2026-11-23-sports-day.en.md';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

const copy = await copySite();
// `npm run edit` keeps drafts as git branches: the copy is a git clone on main, as the office's.
asOfficeClone(copy.dir);
const sitePort = await freePort();
const backendPort = await freePort();
let log = '';
const edit = spawn(
  process.execPath,
  [path.join(copy.dir, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/admin/edit.ts'],
  {
    cwd: copy.dir,
    env: { ...process.env, EDIT_PORT: String(sitePort), EDIT_BACKEND_PORT: String(backendPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  },
);
edit.stdout.on('data', (chunk) => (log += chunk));
edit.stderr.on('data', (chunk) => (log += chunk));
const until = async (ready) => {
  for (;;) {
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
const page = (route) =>
  fetch(`http://localhost:${sitePort}${route}`)
    .then((response) => (response.ok ? response.text() : ''))
    .catch(() => '');

try {
  await until(async () => log.includes('Content check passed') && (await page('/notices')) !== '');
  const verdicts = [];
  const previews = [];
  for (const run of [1, 2, 3]) {
    const title = `Annual Sports Day, edit ${run}`;
    const file = path.join(copy.dir, NOTICE);
    const from = log.length;
    const saved = performance.now();
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, `title: ${title}`));
    let verdict;
    let preview;
    await until(async () => {
      if (!verdict && /Content check (passed|FAILED)/.test(log.slice(from))) {
        verdict = performance.now() - saved;
      }
      if (!preview && (await page('/notices')).includes(title)) preview = performance.now() - saved;
      return verdict && preview;
    });
    verdicts.push(verdict / 1000);
    previews.push(preview / 1000);
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  const tab = await browser.newPage();
  const loaded = new Set();
  tab.on('requestfinished', (request) => loaded.add(new URL(request.url()).pathname));
  await tab.goto(`http://localhost:${sitePort}/admin/`);
  await tab.getByRole('button', { name: 'Login' }).waitFor();
  await browser.close();
  const files = [...loaded].filter((file) => file.startsWith('/admin/'));
  // The page is asked for as /admin/: its file is index.html.
  const bytes = files.map((file) =>
    readFileSync(path.join(copy.dir, 'public', file.endsWith('/') ? `${file}index.html` : file)),
  );
  const sum = (list) => list.reduce((total, size) => total + size, 0);
  const folder = path.join(copy.dir, 'public', 'admin');
  const folderBytes = sum(
    readdirSync(folder).map((name) => statSync(path.join(folder, name)).size),
  );

  console.log('| measure | median of 3 | runs |\n|---|--:|---|');
  console.log(
    `| save → content check verdict | ${median(verdicts).toFixed(1)} s | ${verdicts.map((s) => s.toFixed(1)).join(', ')} s |`,
  );
  console.log(
    `| save → change in the preview (/notices, next dev) | ${median(previews).toFixed(1)} s | ${previews.map((s) => s.toFixed(1)).join(', ')} s |`,
  );
  console.log(
    `\nThe editor's first load (/admin/ only): ${files.length} files, ${kb(sum(bytes.map((b) => b.length)))}` +
      ` (gzip ${kb(sum(bytes.map((b) => gzipSync(b).length)))}, brotli ${kb(sum(bytes.map((b) => brotliCompressSync(b).length)))});` +
      ` public/admin/ holds ${kb(folderBytes)} in all (the chunks it loads on demand).`,
  );
} catch (error) {
  console.error(`${error}\n${log}`);
  process.exitCode = 1;
} finally {
  edit.kill('SIGTERM');
  await new Promise((resolve) => edit.once('exit', resolve));
  // The development server may still be writing its cache for a moment after it is told to stop.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await copy.close().catch(() => copy.close());
}
