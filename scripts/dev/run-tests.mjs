// `npm test`: every check, with the time each took, naming at the end each phase that failed.
// First the build (which type-checks the whole project, tests and scripts included, as
// `npm run typecheck` does), and beside it, once its compile is done, lint, the unit tests and
// the tests of the build scripts and tools (under tsx, as the tools run): Turbopack's compile, in
// threads of its own, slows several times beside other work, more than the cores it leaves idle
// would gain; what follows it (the type check, the pages' rendering in one worker, the post-build
// steps) leaves a core idle most of the time. Once the build is done, the export checks and the
// end-to-end tests on the served export (among them one copy of the project built whole as a
// second school, changed as an office changes it during the year:
// tests/e2e/changed-content.spec.ts). The three that started beside the build go on beside those,
// at the lowest priority: they take what the build, the browsers and the servers leave idle, and
// never slow what those wait on. None of them reads what the build or a test writes (.next/,
// out/, public/, content/generated/, test-results/, the copies in the run's own temporary
// folder), nor writes what another reads. A build that fails is the end: there is no export.
// Ends with one line of counts over the unit, script and end-to-end tests, every skip named by
// where and why (scripts/dev/test-counts.mjs).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../postbuild/export-files.mjs';
import {
  browserWork,
  closingLine,
  e2eCounts,
  jestCounts,
  scriptCounts,
  slowestSpecFiles,
} from './test-counts.mjs';

const reports = path.join(root, 'test-reports');
const JEST_REPORT = path.join(reports, 'jest.json');
const E2E_REPORT = path.join(reports, 'e2e.json');
const SCRIPTS_REPORT = path.join(reports, 'scripts.tap');

/** Lint, unit tests and script tests: started once the build's compile is done, needing no export. */
const CHECKS = [
  ['lint', 'npm', ['run', 'lint']],
  // Two workers, where Jest would take one on two cores: at their low priority they take what
  // the build and the end-to-end tests leave, a core or both.
  ['unit tests', 'npx', ['jest', '--maxWorkers=2', '--json', `--outputFile=${JEST_REPORT}`]],
  [
    'script tests',
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      // Two files at a time, where Node would take one on two cores: at their low priority they
      // take what the build and the end-to-end tests leave, a core or both.
      '--test-concurrency=2',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${SCRIPTS_REPORT}`,
      'tests/scripts/',
      'tests/tools/',
    ],
  ],
];

/**
 * The scheduling priority (nice) of the phases that fill what others leave: the lowest, so that
 * they take a core only when the build, the browsers and the servers of the end-to-end tests
 * leave it idle, and never slow what those wait on.
 */
const FILLING_PRIORITY = 19;

/** What `next build` prints when Turbopack's compile is done and the type check begins. */
const COMPILED = /Compiled successfully/;

const BUILD = ['build', 'npm', ['run', 'build'], { streams: true }];

/**
 * The phases that read the export: the export checks read out/ and the end-to-end tests serve it;
 * neither changes it, and the checks, mostly on one core, fill the time the browsers leave.
 */
const ON_THE_EXPORT = [
  ['export checks', 'npm', ['run', 'check:export']],
  ['end-to-end tests', 'npx', ['playwright', 'test'], { streams: true }],
];

/**
 * Runs one phase. Marked to stream, its output streams as it comes (and `onOutput` sees it);
 * otherwise it is kept and printed whole when the phase ends, so two phases never interleave
 * their lines. One that `yields` runs at a lower priority.
 */
function run(name, command, args, env, { streams = false, onOutput = () => {}, yields = false }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env });
    // A phase that fills what another leaves runs at a lower priority (its processes inherit it),
    // so the one it waits on keeps its pace.
    if (yields && child.pid !== undefined) os.setPriority(child.pid, FILLING_PRIORITY);
    const chunks = [];
    for (const [stream, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      stream.on('data', (chunk) => {
        if (streams) {
          to.write(chunk);
          onOutput(chunk.toString());
        } else chunks.push(chunk);
      });
    }
    child.on('close', (code, signal) => {
      if (!streams) process.stdout.write(`\n▶ ${name}\n${Buffer.concat(chunks).toString()}`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * `seen` resolves with `{ printed: true }` when `pattern` is in what `watch` is given (output, in
 * pieces), or with `{ printed: false, code }` when `ended(code)` is called first; `watch` keeps a
 * line's end to join it with the next piece.
 */
function printedOrEnded(pattern) {
  let tail = '';
  let resolve = () => {};
  const seen = new Promise((done) => (resolve = done));
  return {
    seen,
    watch(text) {
      tail = (tail + text).slice(-4096);
      if (pattern.test(tail)) resolve({ printed: true });
    },
    ended: (code) => resolve({ printed: false, code }),
  };
}

/** The counts of every report that exists (a phase that did not run wrote none). */
function counts() {
  const ifWritten = (file, parse) => (existsSync(file) ? [parse(readFileSync(file, 'utf8'))] : []);
  return [
    ...ifWritten(JEST_REPORT, (text) => jestCounts(JSON.parse(text))),
    ...ifWritten(SCRIPTS_REPORT, scriptCounts),
    ...ifWritten(E2E_REPORT, (text) => e2eCounts(JSON.parse(text))),
  ];
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

async function main() {
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  // Every phase's temporary files (copies of the project, clones, builds) go into one folder of
  // this run's own, removed when the run ends, whatever a test left behind in it.
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'aurora-tests-'));
  process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  // Playwright writes its JSON report beside its usual console output (playwright.config.ts).
  const env = { ...process.env, TMPDIR: scratch, PLAYWRIGHT_JSON_OUTPUT_NAME: E2E_REPORT };
  const times = [];
  const started = Date.now();
  const timed = async ([name, command, args, options], { onOutput, yields = false } = {}) => {
    const phaseStart = Date.now();
    const code = await run(name, command, args, env, {
      streams: options?.streams === true,
      onOutput,
      yields,
    });
    times.push([name, Date.now() - phaseStart]);
    return [name, code];
  };
  console.log(
    `\n▶ build; ${CHECKS.map(([name]) => name).join(', ')} beside it once its compile is done; ` +
      `${ON_THE_EXPORT.map(([name]) => name).join(' and ')} once it is built`,
  );
  // Lint and the tests that need no export start when the build prints that its compile is done
  // (or when it ends, if it never does), and go on, at the lowest priority, beside whatever runs
  // then: the build's later steps, then the export's checks and the end-to-end tests.
  const cue = printedOrEnded(COMPILED);
  const build = timed(BUILD, { onOutput: cue.watch }).then((result) => {
    cue.ended(result[1]);
    return result;
  });
  const checks = CHECKS.map(async (phase) => {
    const cued = await cue.seen;
    // A build that failed before its compile was done: nothing waits on it to run.
    return !cued.printed && cued.code !== 0 ? [phase[0], 0] : timed(phase, { yields: true });
  });
  const [, built] = await build;
  // What reads the export runs once there is one.
  const onTheExport = built === 0 ? ON_THE_EXPORT.map((phase) => timed(phase)) : [];
  const codes = await Promise.all([build, ...checks, ...onTheExport]);
  const failed = codes
    .filter(([, code]) => code !== 0)
    .map(([name]) => name)
    .join(', ');
  const cpus = os.cpus();
  console.log(`\nTime per phase (${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}):`);
  // Phases ran side by side: their times overlap, and the total is less.
  for (const [name, ms] of times) console.log(`  ${name.padEnd(18)} ${seconds(ms).padStart(6)}`);
  console.log(`  ${'total'.padEnd(18)} ${seconds(Date.now() - started).padStart(6)}`);
  if (existsSync(E2E_REPORT)) {
    const e2eReport = JSON.parse(readFileSync(E2E_REPORT, 'utf8'));
    const work = browserWork(e2eReport);
    console.log(
      `\nThe browser's work: ${work.pageLoads} page loads, ${work.axeRuns} axe-core runs.`,
    );
    // Each file's tests (and the waits before them) summed over the projects and both workers, so
    // more than the phase's time.
    console.log('\nThe ten slowest end-to-end spec files (test time summed over workers):');
    for (const { file, ms, tests } of slowestSpecFiles(e2eReport)) {
      console.log(`  ${file.padEnd(40)} ${seconds(ms).padStart(6)}  ${tests} tests`);
    }
  }
  if (failed) console.log(`\n✘ ${failed} failed`);
  console.log(closingLine(counts()));
  process.exit(failed ? 1 : 0);
}

await main();
