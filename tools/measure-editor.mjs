// `npm run measure:editor`: what the site editor costs the office, on a throw-away copy of the
// repository. Starts `npm run edit` there (local backend and development server), then changes a
// notice's title in its file as the editor's save does, three times, and prints: the time from
// the save to the content check's verdict in the terminal, the time from the save to the new
// title in the preview's notices page, and what the editor's page downloads (/admin/ only). A
// file written in the clone's `main` is what publishing a draft does: the merge writes it.
// Then Publish, as the editor sends it to the backend: 20 drafts of the notice saved and
// published one after another (every fifth with a date the check refuses, so it is answered with
// its reasons), timed from the publish request to its answer; first with the machine idle, then
// with the site's build running beside it in a second copy (`next build` keeps both cores busy).
// MEASURE_REVISION=<commit> measures the editor of that commit instead (its files laid over the
// copy): the figures before a change.
import { execSync, spawn } from 'node:child_process';
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
const revision = process.env.MEASURE_REVISION;
if (revision) execSync(`git archive ${revision} | tar -x -C "${copy.dir}"`);
// `npm run edit` keeps drafts as git branches: the copy is a git clone on main, as the office's.
asOfficeClone(copy.dir);
const sitePort = await freePort();
const backendPort = await freePort();
let log = '';
const edit = spawn(
  process.execPath,
  [path.join(copy.dir, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/editor/edit.ts'],
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
const percentile = (values, share) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.ceil(share * values.length) - 1)
  ];

/** One request to the editor's backend, as the editor's page sends it. */
const backend = (action, params) =>
  fetch(`http://localhost:${backendPort}/api/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${sitePort}` },
    body: JSON.stringify({ action, params: { branch: 'main', ...params } }),
  }).then(async (response) => ({ status: response.status, text: await response.text() }));

/**
 * Saves a draft of the notice with `title` (and `date` where given), then publishes it; the
 * seconds from the publish request to its answer, and whether it was merged.
 */
async function publishOnce(title, date) {
  const slug = path.basename(NOTICE).replace(/\.en\.md$/, '');
  const source = readFileSync(path.join(copy.dir, NOTICE), 'utf8');
  let raw = source.replace(/^title: .*$/m, `title: ${title}`);
  if (date) raw = raw.replace(/^date: .*$/m, `date: ${date}`);
  const saved = await backend('persistEntry', {
    dataFiles: [{ path: NOTICE, slug, raw }],
    assets: [],
    options: {
      collectionName: 'notices',
      useWorkflow: true,
      status: 'pending_publish',
      commitMessage: `Editor: update notices “${slug}”`,
    },
  });
  if (saved.status !== 200) throw new Error(`save: ${saved.status} ${saved.text}`);
  const started = performance.now();
  const published = await backend('publishUnpublishedEntry', { collection: 'notices', slug });
  const seconds = (performance.now() - started) / 1000;
  if (published.status === 200) return { seconds, merged: true };
  if (!date || !published.text.includes('is not a real date')) {
    throw new Error(`publish: ${published.status} ${published.text}`);
  }
  await backend('deleteUnpublishedEntry', { collection: 'notices', slug });
  return { seconds, merged: false };
}

/** 20 publishes, every fifth refused; their times. */
async function publishes(label) {
  const times = [];
  for (let run = 1; run <= 20; run += 1) {
    const refused = run % 5 === 0;
    const { seconds } = await publishOnce(
      `Annual Sports Day, ${label} ${run}`,
      refused ? '2026-11-31' : undefined,
    );
    times.push(seconds);
  }
  return times;
}

/** A build of the site running again and again in a second copy, until `stop` is called. */
async function buildsBeside() {
  const second = await copySite();
  let stopped = false;
  let child;
  const loop = (async () => {
    while (!stopped) {
      child = spawn(path.join(second.dir, 'node_modules', '.bin', 'next'), ['build'], {
        cwd: second.dir,
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
        stdio: 'ignore',
      });
      await new Promise((resolve) => child.once('exit', resolve));
    }
  })();
  // The build's compile is under way before the first publish.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  return async () => {
    stopped = true;
    child?.kill('SIGTERM');
    await loop;
    await second.close().catch(() => second.close());
  };
}

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

  // The edits above stand for published ones: committed, as a merge leaves them.
  execSync('git commit --quiet --all --message "The notice as published"', { cwd: copy.dir });
  const idle = await publishes('idle');
  const stopBuilds = await buildsBeside();
  let besideBuild;
  try {
    besideBuild = await publishes('loaded');
  } finally {
    await stopBuilds();
  }

  console.log('| measure | median of 3 | runs |\n|---|--:|---|');
  console.log(
    `| save → content check verdict | ${median(verdicts).toFixed(1)} s | ${verdicts.map((s) => s.toFixed(1)).join(', ')} s |`,
  );
  console.log(
    `| save → change in the preview (/notices, next dev) | ${median(previews).toFixed(1)} s | ${previews.map((s) => s.toFixed(1)).join(', ')} s |`,
  );
  console.log(
    `\n| Publish → answer (20: 16 merged, 4 refused) | median | 95th percentile | max |\n|---|--:|--:|--:|`,
  );
  for (const [label, times] of [
    ['idle', idle],
    ['a build running beside it', besideBuild],
  ]) {
    console.log(
      `| ${label} | ${median(times).toFixed(2)} s | ${percentile(times, 0.95).toFixed(2)} s | ${Math.max(...times).toFixed(2)} s |`,
    );
  }
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
