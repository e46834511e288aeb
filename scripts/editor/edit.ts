// `npm run edit`: the site editor on this computer, offline. It writes what the preview needs
// that a fresh clone lacks (the editor in public/admin/, the pdf.js worker, the disclosure PDFs'
// page images, the heading font's Devanagari subset), starts the editor's local backend
// (decap-server behind this repository's guards: scripts/editor/local-backend.ts) and the site's
// development server as the preview, in a process of its own that is started again if it stops
// (scripts/editor/preview-keeper.ts), both on this computer's loopback addresses only, then runs the
// content check after every save and prints its verdict here. Saves are drafts on git branches
// until published, so it runs in a git clone of the site, on the branch the site is built from.
// EDIT_PORT (3000) and EDIT_BACKEND_PORT (8081) change the ports; EDIT_PREVIEW=off starts no
// development server (the editor's page is then public/admin/, to be served by a static server
// on EDIT_PORT, the one origin the backend answers).
import { schoolAddressWord } from '../../lib/site/site';
import { writeSchoolRoutes } from '../build/school-routes';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { watch } from 'chokidar';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { treeChecker, workingTreeOf, type TreeCheckVerdict } from './tree-check';
import { contentToday } from '../content-check/today';
import { buildPdfPages, describePdfPages } from '../build/disclosure-pages/build-pdf-pages';
import { describeSubset, writeDevanagariFonts } from '../build/heading-font/subset';
import { buildStatus, lastCommit, type BuildStatus } from './build-status';
import { backendFromEnv, editorConfig } from './editor-config';
import { startLocalBackend, uncommittedFiles } from './local-backend';
import { keepPreview } from './preview-keeper';
import { writeEditor } from './write-editor';
import { writeStatus } from './write-status';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const sitePort = Number(process.env.EDIT_PORT ?? '3000');
const backendPort = Number(process.env.EDIT_BACKEND_PORT ?? '8081');
const withPreview = process.env.EDIT_PREVIEW !== 'off';
/** The editor's folder: its page, its settings and the "Before going live" list. */
const adminDir = path.join(root, 'public', 'admin');

/** Where the editor saves; `branch`, the one it publishes to, is the one the site is built from. */
const backend = backendFromEnv();
const { branch } = backend;

/** The clone's checked-out branch; undefined where the folder is no git repository. */
function currentBranch(): string | undefined {
  const head = spawnSync('git', ['rev-parse', '--abbrev-ref', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
  });
  return head.status === 0 ? head.stdout.trim() : undefined;
}

/** Whether the clone can hold drafts: a git repository, on the branch the editor publishes to. */
function onPublishedBranch(): boolean {
  const head = currentBranch();
  if (head === undefined) {
    console.error(
      'The site editor keeps each save as a draft on a git branch: run `npm run edit` in a git clone of the site (git clone …), not in a downloaded copy.',
    );
    return false;
  }
  if (head !== branch) {
    console.error(
      `The site editor publishes into the branch "${branch}": switch to it first (git switch ${branch}).`,
    );
    return false;
  }
  const who = spawnSync('git', ['config', 'user.email'], { cwd: root, encoding: 'utf8' });
  if (who.stdout.trim() === '') {
    console.error(
      'The site editor commits each save in the name of whoever uses this computer: tell git who that is first (git config user.name "School office" and git config user.email office@…).',
    );
    return false;
  }
  const changed = uncommittedFiles(root);
  if (changed.length > 0) {
    console.warn(
      `This copy has changes not yet committed (${changed.join(', ')}): the editor refuses to save until they are committed or set aside (git stash).`,
    );
  }
  return true;
}

async function prepare() {
  if (!onPublishedBranch()) return false;
  writeEditor(process.env, adminDir);
  // What is left before going live, for the editor's bar and list page from its first screen.
  const status = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/editor/write-status.ts'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (status.status !== 0) return false;
  // The preview's two pages named by the school's short name, as the short name is now.
  writeSchoolRoutes(schoolAddressWord(), path.join(root, 'app'));
  const worker = spawnSync(process.execPath, ['scripts/build/copy-pdf-worker.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (worker.status !== 0) return false;
  // The preview's disclosure viewers show the page images the build draws (and their shapes are
  // part of the site's stylesheet): from the cache an earlier build filled, or drawn now.
  const started = performance.now();
  const pages = await buildPdfPages();
  for (const line of describePdfPages(pages, performance.now() - started)) console.log(line);
  // The preview's Marathi and Hindi headings need the font subset the build writes.
  const fonts = await writeDevanagariFonts(root);
  for (const font of fonts)
    for (const line of describeSubset(font))
      (font.missing.size > 0 ? console.error : console.log)(line);
  return fonts.every((font) => font.missing.size === 0);
}

// The content check after each save, of the site as the working tree holds it (committed or
// not: a file changed by hand is checked too), by this checkout's own check in this process; a
// tree checked already (a publish checks the merge it makes) is answered at once. One run at a
// time, and one more if files changed meanwhile. Saving a draft checks its branch out and back,
// and publishing merges it, file by file: a verdict on a draft's branch, or on files that changed
// while it ran, is not the site's, so it is not printed (the run after the last change prints the
// one that is).
const checker = treeChecker(root);
let running = false;
let again = false;

function printVerdict({ errors, warnings }: TreeCheckVerdict, seconds: string) {
  const time = new Date().toLocaleTimeString('en-GB');
  if (errors.length === 0) {
    console.log(`${time} Content check passed (${seconds} s): the next build will publish this.`);
    // What the build will show but warn of: an entry not yet translated is shown in English.
    for (const warning of warnings) console.log(`  note: ${warning}`);
  } else {
    console.error(
      `${time} Content check FAILED: ${errors.length} problem(s); the build will refuse this until they are mended:\n` +
        errors.map((problem) => `  - ${problem}`).join('\n'),
    );
  }
}

// The editor's "Before going live" list (public/admin/status.json), written again after each
// verdict on a new state of the site, from the list the check's thread made of the same files.
// A list is written only while its state is the newest one checked: one that comes after a newer
// state's (a publish right after another) is not the site's any more.
/**
 * The state of the site (its files' tree, last commit and day) the list was last made for: a
 * save checks a draft out and back, which leaves the site's files as they were, and the list is
 * not made again for a state it already shows.
 */
let statusWrittenFor: string | undefined;

async function refreshStatus(tree: string, commit: BuildStatus['commit'], state: string) {
  const started = Date.now();
  try {
    const items = await checker.goingLive(tree);
    if (state !== statusWrittenFor) return;
    writeStatus(
      adminDir,
      buildStatus({
        now: new Date(),
        commit,
        production: false,
        preview: true,
        items,
      }),
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`  The editor's "Before going live" list is current (${seconds} s).`);
  } catch (error) {
    if (state !== statusWrittenFor) return;
    // Not written: the next check writes it, whatever the state.
    statusWrittenFor = undefined;
    console.error(
      `  The editor's "Before going live" list could not be written: ${(error as Error).message}`,
    );
  }
}

async function check() {
  if (running) {
    again = true;
    return;
  }
  running = true;
  try {
    const started = Date.now();
    const onBranch = currentBranch() === branch;
    const tree = await workingTreeOf(root);
    // On a draft's branch (a save under way): its checkout back fires the next run.
    if (!onBranch || currentBranch() !== branch) return;
    const verdict = await checker.check(tree);
    // Files changed while it ran: the next run is the one that tells.
    if (!again && (await workingTreeOf(root)) !== tree) again = true;
    if (!again && currentBranch() === branch) {
      printVerdict(verdict, ((Date.now() - started) / 1000).toFixed(1));
      const commit = lastCommit(root);
      const state = `${tree} ${commit?.id} ${contentToday()}`;
      if (state !== statusWrittenFor) {
        statusWrittenFor = state;
        void refreshStatus(tree, commit, state);
      }
    }
  } catch (error) {
    // A tree read while git was changing it: the run after the change reads it whole.
    if (!again) console.error(`Content check could not run: ${(error as Error).message}`);
  } finally {
    running = false;
    if (again) {
      again = false;
      void check();
    }
  }
}

/** Whether the editor is stopping because it was asked to (Ctrl+C, or the computer's shutdown). */
let stopping = false;

// The editor never ends without saying why, in words and with what to do: an error nothing else
// caught is printed with the way back (the preview's own stops are the keeper's to mend).
process.on('uncaughtException', (error) => {
  console.error(
    `\nThe site editor stopped because of an error it could not recover from:\n${error.stack ?? String(error)}\nNothing saved is lost (every save is in git). Start it again with npm run edit; if it stops again, send these lines to whoever looks after the site.`,
  );
  process.exit(1);
});
process.on('unhandledRejection', (reason) => {
  console.error(
    `\nThe site editor met an error it did not expect, and goes on: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`,
  );
});
process.on('exit', (code) => {
  if (!stopping && code !== 0) {
    console.error(
      `The site editor has stopped (exit code ${code}). Nothing saved is lost: start it again with npm run edit.`,
    );
  }
});

async function main() {
  process.chdir(root);
  if (!(await prepare())) process.exit(1);
  const servers: Server[] = await startLocalBackend({
    root,
    config: editorConfig(backend),
    port: backendPort,
    pagePort: sitePort,
    branch,
    checker,
  });
  const preview = withPreview
    ? await keepPreview(root, sitePort, (reason) => {
        console.error(reason);
        process.exit(1);
      })
    : undefined;
  const stop = () => {
    stopping = true;
    void checker.close();
    preview?.stop();
    for (const server of servers) server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  // The files are watched with chokidar, not Node's own recursive watch: on Linux that one
  // throws out of the process when a folder goes while it reads it (git removing a draft's
  // branch folder, or a checkout removing a folder a draft added), ending the editor.
  let timer: NodeJS.Timeout | undefined;
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void check(), 300);
  };
  const watching = { ignoreInitial: true, followSymlinks: false };
  watch(
    ['content', 'public/MPD'].map((folder) => path.join(root, folder)),
    { ...watching, ignored: (file) => /(^|[/\\])generated([/\\]|$)/.test(file) },
  ).on('all', changed);
  // A publish ends with git's commit on the site's branch, and a save with git's checkout back to
  // it: neither need change a file the watch above sees, so the check runs on those too, and a
  // verdict on the site's branch follows every publish.
  const git = path.join(root, '.git');
  if (existsSync(path.join(git, 'refs', 'heads'))) {
    watch([path.join(git, 'refs', 'heads'), path.join(git, 'HEAD')], watching).on('all', changed);
  }
  console.log(
    withPreview
      ? `\nSite editor: http://localhost:${sitePort}/admin/ (the site itself: http://localhost:${sitePort}/).\n`
      : `\nSite editor's backend ready; serve public/ at http://localhost:${sitePort} and open /admin/.\n`,
  );
  console.log(
    'Only this computer can open it. Each save is a draft on its own git branch of this clone until it is published, which merges it into the site; the content check below says whether a build will take what is published.\n',
  );
  void check();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
