// `npm test`: every check in order, stopping at the first stage that fails, with the time each
// took. First the build (which type-checks the whole project, tests and scripts included, as
// `npm run typecheck` does), and beside it, once its compile is done, lint, the unit tests and
// the tests of the build scripts and tools (under tsx, as the tools run): Turbopack's compile, in
// threads of its own, slows several times beside other work, more than the cores it leaves idle
// would gain; what follows it (the type check, the pages' rendering in one worker, the post-build
// steps) leaves a core idle most of the time, which the three fill, at a lower priority, so that
// the build's own work, one step after another, is not slowed. None of them reads what the
// build writes (.next/, out/, public/, content/generated/), nor writes what another reads. Then
// the export checks beside the end-to-end tests on the served export (among them one copy of the
// project built whole as a second school, changed as an office changes it during the year:
// tests/e2e/changed-content.spec.ts).
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

/** Lint, unit tests and script tests: started once the build's compile is done. */
const CHECKS = [
  ['lint', 'npm', ['run', 'lint']],
  // Two workers, where Jest would take one on two cores: beside the build they yield to it, and
  // once lint and the script tests are done the unit tests have both cores to themselves.
  ['unit tests', 'npx', ['jest', '--maxWorkers=2', '--json', `--outputFile=${JEST_REPORT}`]],
  [
    'script tests',
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      // Two files at a time, where Node would take one on two cores: beside the build they yield
      // to it, and once lint and the unit tests are done they have both cores to themselves.
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

/** The scheduling priority (nice) of the phases that start beside the build. */
const FILLING_PRIORITY = 10;

/** What `next build` prints when Turbopack's compile is done and the type check begins. */
const COMPILED = /Compiled successfully/;

/**
 * Stages in order; the phases of one stage run together. A phase marked to stream prints its
 * output as it comes; one with `startsWhen` starts when its stage's first phase prints that (or
 * ends, if it never does).
 */
const STAGES = [
  [
    ['build', 'npm', ['run', 'build'], { streams: true }],
    ...CHECKS.map((phase) => [...phase, { startsWhen: COMPILED }]),
  ],
  // The export checks read out/ and the end-to-end tests serve it: neither changes it, and the
  // checks, mostly on one core, fill the time the browsers leave.
  [
    ['export checks', 'npm', ['run', 'check:export']],
    ['end-to-end tests', 'npx', ['playwright', 'test'], { streams: true }],
  ],
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
  let failed = '';
  for (const stage of STAGES) {
    const [first, ...beside] = stage;
    const cuePattern = beside.find((phase) => phase[3]?.startsWhen)?.[3].startsWhen;
    if (cuePattern) {
      const names = beside.map(([name]) => name).join(', ');
      console.log(`\n▶ ${first[0]}; ${names} beside it once its compile is done`);
    } else console.log(`\n▶ ${stage.map(([name]) => name).join(', ')}, together`);
    // The phases that wait for a line of the first phase's output start when it prints it.
    const cue = printedOrEnded(cuePattern ?? /(?!)/);
    const timed = async ([name, command, args, options], onOutput) => {
      const phaseStart = Date.now();
      const code = await run(name, command, args, env, {
        streams: options?.streams === true,
        onOutput,
        yields: options?.startsWhen !== undefined,
      });
      times.push([name, Date.now() - phaseStart]);
      return [name, code];
    };
    const codes = await Promise.all([
      timed(first, cue.watch).then((result) => {
        cue.ended(result[1]);
        return result;
      }),
      ...beside.map(async (phase) => {
        if (!phase[3]?.startsWhen) return timed(phase);
        const cued = await cue.seen;
        // A build that failed before its compile was done: nothing waits on it to run.
        return !cued.printed && cued.code !== 0 ? [phase[0], 0] : timed(phase);
      }),
    ]);
    failed = codes
      .filter(([, code]) => code !== 0)
      .map(([name]) => name)
      .join(', ');
    if (failed) break;
  }
  const cpus = os.cpus();
  console.log(`\nTime per phase (${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}):`);
  // Phases of one stage ran at the same time: their times overlap, and the total is less.
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
