// A throw-away copy of the repository, for tests that change content files: the files git knows
// (tracked, and new files not ignored) copied to a temporary folder, node_modules hard-linked
// rather than copied (Turbopack refuses a symlinked node_modules that points outside the
// project's folder), and the given files written over them.
//
// For a test that needs the export of changed content, `build()` builds the copy as
// `npm run build` does, from its own code (a campus folder changes the code's list of campuses):
// with `whole`, by the scripts `npm run build` runs (its prebuild, `next build` and its postbuild)
// but for the compressed copies, which the static server of the tests does not read; otherwise
// without the steps a served page does not need (the photos' and the PDF pages' images, which
// are the repository's, unless it asks for them; the search index and the compressed copies).
// Its out/ is served by the same static server and configuration the suite
// serves the main export with.
//
//   const copy = await copySite({
//     files: { 'content/alerts/flood.en.yml': 'id: flood\n…' },
//     copies: { 'public/MPD/new-town': 'public/MPD/osmanpura' },   // target ← source
//   });
//   await copy.build({ env: { SITE_NOW: '2026-07-14T07:00' } });   // throws with its output
//   const { url } = await copy.serve();
//   await copy.run('node', ['--import', 'tsx', 'scripts/…']);       // any command in the copy
//   await copy.close();                       // stops the server, deletes the folder
//
// With SITE_COPY_KEEP=1 close() keeps the folder and prints where it is.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setPriority, tmpdir } from 'node:os';
import path from 'node:path';

/** The repository the tests run in: its files are what a copy starts from. */
export const REPOSITORY_ROOT = path.resolve(path.dirname(__filename), '..', '..');

export interface SiteCopyOptions {
  /** The port to serve it on (buildSiteCopy); a free one by default. */
  port?: number;
  /** Files to write in the copy, by path from its root, over any the repository has. */
  files?: Record<string, string>;
  /** Files of the repository left out of the copy, by path from its root. */
  remove?: readonly string[];
  /** Files or folders of the repository copied to another path in the copy: target → source. */
  copies?: Record<string, string>;
}

export interface BuildOptions {
  /** Environment variables for the pages' rendering, beside the test's own (SITE_NOW…). */
  env?: Record<string, string>;
  /**
   * Whether the copy's photos and PDF pages' images are made too, as `npm run build` makes them:
   * for a copy with photos or documents the repository has not (the repository's are reused).
   */
  images?: boolean;
  /**
   * Whether the copy is built by the scripts of `npm run build`, every step of them but the
   * compressed copies: the search index and the editor's files too (for a copy whose every file
   * is read).
   */
  whole?: boolean;
}

/** How a command run in the copy ended: its exit code, and what it printed (both streams). */
export interface CommandResult {
  status: number;
  output: string;
}

export interface SiteCopy {
  /** The copy's folder (absolute path). */
  dir: string;
  /** Writes files in the copy, by path from its root. */
  write(files: Record<string, string>): void;
  /**
   * Builds the copy from its own code and content, as `npm run build` does; resolves with what
   * the steps printed, or throws with it when one fails.
   */
  build(options?: BuildOptions): Promise<string>;
  /** Runs a command in the copy: its exit code and what it printed. */
  run(command: string, args: string[], env?: Record<string, string>): Promise<CommandResult>;
  /** Serves the copy's out/ on 127.0.0.1 at `port` (a free one by default); once. */
  serve(port?: number): Promise<{ url: string }>;
  /** Stops the server and deletes the copy (kept, and its folder printed, with SITE_COPY_KEEP=1). */
  close(): Promise<void>;
}

/** The files a copy holds: what git tracks and new files it does not ignore. */
function repositoryFiles(): string[] {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--deduplicate'],
    { cwd: REPOSITORY_ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return listed.stdout.split('\0').filter((file) => file !== '');
}

function writeFiles(dir: string, files: Record<string, string>) {
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
}

/** A port of 127.0.0.1 no server listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers, or rejects when the server exits first. */
async function answering(url: string, server: ChildProcess): Promise<void> {
  let exited = false;
  server.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`the static server for ${url} exited`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet: ask again on the next turn.
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Runs `command` in `dir` with `env` added, at scheduling priority `niceness` (0: the tests' own);
 * its exit code and output.
 */
function run(
  dir: string,
  command: string,
  args: string[],
  env: Record<string, string>,
  niceness = 0,
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: dir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (niceness !== 0 && child.pid !== undefined) setPriority(child.pid, niceness);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status: status ?? 1, output }));
  });
}

/**
 * Runs `steps` in `dir` one after another, at a lower priority than the tests beside them, whose
 * timings (a page's load, the editor's check of a saved file) they would otherwise stretch; what
 * they printed, or an error with it.
 */
async function runSteps(
  dir: string,
  steps: [string, string[]][],
  env: Record<string, string>,
): Promise<string> {
  let output = '';
  for (const [command, args] of steps) {
    const result = await run(dir, command, args, env, BUILD_NICENESS);
    output += result.output;
    if (result.status !== 0) {
      throw new Error(`${path.basename(command)} ${args.join(' ')} failed in ${dir}:\n${output}`);
    }
  }
  return output;
}

/** The scheduling priority of a copy's build: below the tests', which wait on pages and clocks. */
const BUILD_NICENESS = 10;

/**
 * The copy built from its own code: the campuses' ids written from its folders, its content
 * checked, its code compiled (without Turbopack's cache, as in CI) and every page rendered, then
 * the post-build steps a served page needs.
 */
function build(dir: string, { env = {}, images = false, whole = false }: BuildOptions) {
  // The copy's code is this checkout's, type-checked by its own build.
  const checked = { CI: '1', TYPES_CHECKED: '1', ...env };
  const tsx = (script: string, ...args: string[]): [string, string[]] => [
    process.execPath,
    ['--import', 'tsx', script, ...args],
  ];
  const next: [string, string[]] = [path.join(dir, 'node_modules', '.bin', 'next'), ['build']];
  if (whole) {
    return runSteps(
      dir,
      [
        ['npm', ['run', 'prebuild']],
        next,
        tsx('scripts/postbuild/postbuild.mjs', '--skip', 'precompress'),
      ],
      checked,
    );
  }
  return runSteps(
    dir,
    [
      [process.execPath, ['scripts/content-check/write-campus-ids.mjs']],
      ...(images ? [tsx('scripts/build/prebuild.ts', '--images-only')] : []),
      tsx('scripts/content-check/cli.ts'),
      [process.execPath, ['scripts/build/copy-pdf-worker.mjs']],
      next,
      tsx('scripts/postbuild/postbuild.mjs', '--skip', 'search index,precompress'),
    ],
    checked,
  );
}

/** A copy of the repository in a temporary folder, with `files` written over it. */
export async function copySite({
  files = {},
  remove = [],
  copies = {},
}: SiteCopyOptions = {}): Promise<SiteCopy> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-copy-'));
  const left = new Set(remove);
  for (const file of repositoryFiles()) {
    if (left.has(file)) continue;
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    try {
      copyFileSync(path.join(REPOSITORY_ROOT, file), target);
    } catch (error) {
      // A file deleted in the working tree but not yet in git's index is not part of the copy.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  // Hard links: as fast as a symlink on one filesystem, and inside the copy for Turbopack.
  const linked = spawnSync('cp', ['-al', path.join(REPOSITORY_ROOT, 'node_modules'), dir]);
  if (linked.status !== 0) throw new Error(`linking node_modules failed: ${linked.stderr}`);
  // What the build wrote and a copy of git's files lacks: the Devanagari subsets and their
  // @font-face rules, and the disclosure PDFs' page images with their manifest (a build with
  // `images` makes its own).
  for (const made of [
    'content/generated/fonts',
    'content/generated/devanagari-font.css',
    'content/generated/pdf-pages.json',
    'content/generated/pdf-page-shapes.css',
    'public/images/pdf-pages',
  ]) {
    cpSync(path.join(REPOSITORY_ROOT, made), path.join(dir, made), { recursive: true });
  }
  for (const [target, source] of Object.entries(copies)) {
    cpSync(path.join(REPOSITORY_ROOT, source), path.join(dir, target), { recursive: true });
  }
  writeFiles(dir, files);

  let server: ChildProcess | undefined;
  let url: string | undefined;
  return {
    dir,
    write: (more) => writeFiles(dir, more),
    build: (options = {}) => build(dir, options),
    run: (command, args, env = {}) => run(dir, command, args, env),
    async serve(port?: number) {
      if (url) return { url };
      port ??= await freePort();
      const serveBin = path.join(REPOSITORY_ROOT, 'node_modules', 'serve', 'build', 'main.js');
      server = spawn(
        process.execPath,
        [
          serveBin,
          'out',
          '--listen',
          `tcp://127.0.0.1:${port}`,
          '--config',
          '../serve.json',
          '--no-clipboard',
          // As the suite's own static server (playwright.config.ts).
          '--no-compression',
        ],
        { cwd: dir, stdio: 'ignore' },
      );
      const address = `http://127.0.0.1:${port}`;
      await answering(`${address}/`, server);
      url = address;
      return { url };
    },
    async close() {
      if (server && server.exitCode === null) {
        const stopped = new Promise((resolve) => server?.once('exit', resolve));
        server.kill();
        await stopped;
      }
      // To look at a copy after a test (its out/, a screenshot of it): SITE_COPY_KEEP=1.
      if (process.env.SITE_COPY_KEEP === '1') console.log(`site copy kept in ${dir}`);
      else rmSync(dir, { recursive: true, force: true });
    },
  };
}
