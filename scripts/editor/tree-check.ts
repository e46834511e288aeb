// The content check of a git tree, for the editor's backend and `npm run edit`: the site as a
// commit (or a merge not yet made) holds it, checked with this checkout's own code, in this
// process. Nothing of the tree runs: its content/ and public/ are written out of git's objects
// into a temporary folder (no other path of it; the generated images by name only), which the
// check reads in place of the checkout's (content/content-root.ts), in a thread of its own since
// the site's modules read their data when first imported; the same thread then lists what is
// left before going live in those files, for the editor. The thread runs the check's code as one
// script, bundled in memory from this checkout's TypeScript (checkScript). A tree with a symbolic
// link under those folders is refused without being written out. A verdict is kept by tree and
// day: a commit already checked is answered at once.
import { execFile, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { context } from 'esbuild';
import { LINK_MESSAGE, READ_FOLDERS } from '../content-check/symlinks';
import { contentToday } from '../content-check/today';
import type { GoingLiveItem } from './going-live-list';

const run = promisify(execFile);

/** What the thread is asked: the folder holding the tree's content/ and public/. */
export interface TreeCheckRequest {
  root: string;
  production: boolean;
}

/** The check's verdict, each problem as `file › field: reason`; no errors: the build takes it. */
export interface TreeCheckVerdict {
  errors: string[];
  warnings: string[];
}

/** What the thread answers: first the verdict, then the list of what is left before going live. */
export type TreeWorkerAnswer =
  { verdict: TreeCheckVerdict } | { goingLive: GoingLiveItem[] } | { goingLiveError: string };

/** One check of a tree: its verdict, and the list made after it from the same files. */
interface TreeRun {
  verdict: Promise<TreeCheckVerdict>;
  goingLive: Promise<GoingLiveItem[]>;
}

/**
 * Where a tree is written out: in memory where the system offers it (/dev/shm), else the
 * temporary folder. A check writes and deletes a few hundred files each time, which a disk that
 * discards deleted blocks makes slow.
 */
const SCRATCH = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

/** What a check's thread runs: this checkout's tree-worker-body.ts, and all it imports. */
const CHECK_ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), 'tree-worker-body.ts');

/** Git modes of entries that are no file of their own: a symbolic link, another repository. */
const NOT_A_FILE = new Set(['120000', '160000']);

/** The id of the tree `revision` (a commit, a branch or a tree) names in the clone at `root`. */
async function treeOf(root: string, revision: string): Promise<string> {
  const { stdout } = await run('git', ['rev-parse', '--verify', '--quiet', `${revision}^{tree}`], {
    cwd: root,
  });
  return stdout.trim();
}

/**
 * The tree of the clone at `root` as its working tree holds content/ and public/ now, files not
 * yet committed included, over its checked-out commit: made with an index of its own, so the
 * clone's index, branches and files are left as they are (git only stores the files' contents).
 */
export async function workingTreeOf(root: string): Promise<string> {
  const folder = mkdtempSync(path.join(SCRATCH, 'site-index-'));
  try {
    const index = path.join(folder, 'index');
    const own = path.join(root, '.git', 'index');
    // A copy of the clone's index, so that only the files changed since are read again.
    if (existsSync(own)) copyFileSync(own, index);
    const env = { ...process.env, GIT_INDEX_FILE: index };
    if (!existsSync(own)) await run('git', ['read-tree', 'HEAD'], { cwd: root, env });
    await run('git', ['--no-optional-locks', 'add', '--all', '--', ...READ_FOLDERS], {
      cwd: root,
      env,
    });
    const { stdout } = await run('git', ['write-tree'], { cwd: root, env });
    return stdout.trim();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The images the build's pipeline writes under public/: the check asks only whether one exists
 * (a page's fallback picture names one), never reads it, so a tree's are written out as names
 * alone, which keeps the write small.
 */
const GENERATED_IMAGES = 'public/images/';

interface TreeEntries {
  /** Links (and other repositories) under the read folders, by path. */
  links: string[];
  /** The files under GENERATED_IMAGES, by path. */
  generatedImages: string[];
}

/** What the read folders of `tree` hold that is not written out whole. */
async function entriesOf(root: string, tree: string): Promise<TreeEntries> {
  const { stdout } = await run(
    'git',
    ['ls-tree', '-r', '-z', '--full-tree', tree, '--', ...READ_FOLDERS],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  );
  const entries = stdout
    .split('\0')
    .filter(Boolean)
    .map((line) => ({ mode: line.slice(0, 6), file: line.slice(line.indexOf('\t') + 1) }));
  return {
    links: entries.filter(({ mode }) => NOT_A_FILE.has(mode)).map(({ file }) => file),
    generatedImages: entries
      .filter(({ file }) => file.startsWith(GENERATED_IMAGES))
      .map(({ file }) => file),
  };
}

/**
 * Writes the read folders of `tree` into `folder`, straight from git's objects: every file whole
 * but the generated images, which are written as empty files of their names.
 */
async function writeOut(root: string, tree: string, folder: string, generatedImages: string[]) {
  await new Promise<void>((resolve, reject) => {
    const archive = spawn(
      'git',
      ['archive', '--format=tar', tree, '--', ...READ_FOLDERS, `:(exclude)${GENERATED_IMAGES}`],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const untar = spawn('tar', ['-x', '-C', folder], { stdio: ['pipe', 'ignore', 'pipe'] });
    archive.stdout.pipe(untar.stdin);
    let failed = '';
    archive.stderr.on('data', (chunk: Buffer) => (failed += chunk.toString()));
    untar.stderr.on('data', (chunk: Buffer) => (failed += chunk.toString()));
    let open = 2;
    const closed = (code: number | null) => {
      if (code !== 0) failed ||= `exit ${code}`;
      if (--open === 0) {
        if (failed) reject(new Error(`Could not write the tree out: ${failed.trim()}`));
        else resolve();
      }
    };
    archive.on('error', reject).on('close', closed);
    untar.on('error', reject).on('close', closed);
  });
  for (const image of generatedImages) {
    const file = path.join(folder, image);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '');
  }
}

/** The check's code as one script, as it is in the checkout now. */
export interface CheckScript {
  current(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The check's code (CHECK_ENTRY, this checkout's TypeScript and the libraries it imports) bundled
 * by esbuild into one script, kept in memory and never written to disk, which each thread
 * evaluates: no thread compiles or resolves a module of its own. Each thread's script is built
 * again from the files as they are then (esbuild reads again only those that changed). Anything
 * esbuild warns of (code that would run otherwise than as written) fails the check, saying what.
 */
export function checkScript(entry = CHECK_ENTRY): CheckScript {
  const bundler = context({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: `node${process.versions.node.split('.')[0]}`,
    write: false,
    logLevel: 'silent',
  });
  // One build at a time: a thread's script is the files as they are after the one before.
  let building: Promise<unknown> = Promise.resolve();
  return {
    async current() {
      const build = building.then(async () => (await bundler).rebuild());
      building = build.catch(() => undefined);
      const { outputFiles = [], warnings } = await build;
      if (warnings.length > 0 || outputFiles.length !== 1) {
        const said = warnings.map(({ text, location }) => `${location?.file ?? ''}: ${text}`);
        throw new Error(`The content check's code could not be bundled: ${said.join('; ')}`);
      }
      return outputFiles[0]!.text;
    },
    async close() {
      await (await bundler).dispose();
    },
  };
}

/** A thread evaluating the check's script, loading its libraries, ready for one folder. */
async function spareThread(script: CheckScript): Promise<Worker> {
  const worker = new Worker(await script.current(), { eval: true, stdout: false, stderr: false });
  // A spare never asked for anything ends with the process.
  worker.unref();
  return worker;
}

/** A promise with its two ends, to settle from a thread's messages. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Runs the check in `worker` over the folder `root`; the thread ends with its second answer. */
function checkIn(worker: Worker, request: TreeCheckRequest): TreeRun {
  worker.ref();
  const verdict = deferred<TreeCheckVerdict>();
  const goingLive = deferred<GoingLiveItem[]>();
  // A thread that fails fails what it has not answered yet (a settled promise stays as it is).
  const failed = (error: Error) => {
    verdict.reject(error);
    goingLive.reject(error);
  };
  worker.on('message', (answer: TreeWorkerAnswer) => {
    if ('verdict' in answer) verdict.resolve(answer.verdict);
    else if ('goingLive' in answer) goingLive.resolve(answer.goingLive);
    else goingLive.reject(new Error(answer.goingLiveError));
  });
  worker.once('error', failed);
  worker.once('exit', (code) => failed(new Error(`The content check stopped (exit ${code})`)));
  worker.postMessage(request);
  void goingLive.promise.catch(() => undefined).finally(() => void worker.terminate());
  return { verdict: verdict.promise, goingLive: goingLive.promise };
}

export interface TreeChecker {
  /** The verdict on the site as `revision` of the clone holds it. */
  check(revision: string): Promise<TreeCheckVerdict>;
  /** What is left before going live on the site as `revision` holds it: after its verdict. */
  goingLive(revision: string): Promise<GoingLiveItem[]>;
  /** Ends the spare thread, and the bundler of its script. */
  close(): Promise<void>;
}

/**
 * A checker of the clone at `root`'s trees: checks run one at a time, each in a fresh thread
 * (the next one starts loading as one is taken), and each run is kept for its tree and day.
 */
export function treeChecker(root: string, production = false): TreeChecker {
  const runs = new Map<string, TreeRun>();
  const script = checkScript();
  // A spare that could not start fails the check that takes it; the next spare is already
  // starting then.
  const nextSpare = () => {
    const starting = spareThread(script);
    starting.catch(() => undefined);
    return starting;
  };
  let spare = nextSpare();
  let queue: Promise<unknown> = Promise.resolve();

  const checkTree = async (tree: string): Promise<TreeRun> => {
    const { links, generatedImages } = await entriesOf(root, tree);
    if (links.length > 0) {
      const errors = links.map((file) => `${file} › (file): ${LINK_MESSAGE}`);
      const refused = Promise.reject(new Error(errors.join('; ')));
      refused.catch(() => undefined);
      return { verdict: Promise.resolve({ errors, warnings: [] }), goingLive: refused };
    }
    const folder = mkdtempSync(path.join(SCRATCH, 'site-tree-'));
    let worker: Worker;
    try {
      await writeOut(root, tree, folder, generatedImages);
      const taken = spare;
      spare = nextSpare();
      worker = await taken;
    } catch (error) {
      rmSync(folder, { recursive: true, force: true });
      throw error;
    }
    const run = checkIn(worker, { root: folder, production });
    // The folder is read until the list is made.
    void run.goingLive
      .catch(() => undefined)
      .finally(() => rmSync(folder, { recursive: true, force: true }));
    return run;
  };

  const runOf = (tree: string): TreeRun => {
    const key = `${tree} ${contentToday()}`;
    let run = runs.get(key);
    if (!run) {
      const started = queue.then(() => checkTree(tree));
      run = {
        verdict: started.then((each) => each.verdict),
        goingLive: started.then((each) => each.goingLive),
      };
      // The next check (a publish waits on it) starts once this one's verdict is in, while this
      // thread goes on to make its list.
      queue = run.verdict.catch(() => undefined);
      runs.set(key, run);
      // A check that failed to run is tried again next time, not kept.
      run.verdict.catch(() => runs.delete(key));
      void run.goingLive.catch(() => undefined);
    }
    return run;
  };

  return {
    async check(revision) {
      return runOf(await treeOf(root, revision)).verdict;
    },
    async goingLive(revision) {
      return runOf(await treeOf(root, revision)).goingLive;
    },
    async close() {
      await (await spare.catch(() => undefined))?.terminate();
      await script.close();
    },
  };
}
