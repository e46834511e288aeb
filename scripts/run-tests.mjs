// `npm test`: every check in order, stopping at the first that fails, with the time each took.
// lint → unit tests → tests of the build scripts and tools (under tsx, as the tools run) → build
// (which type-checks the whole project, tests and scripts included, as `npm run typecheck` does)
// → export checks → end-to-end tests on the served export.
// Ends with one line of counts over the unit, script and end-to-end tests, every skip named by
// where and why (scripts/test-counts.mjs).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './export-files.mjs';
import {
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

const PHASES = [
  ['lint', 'npm', ['run', 'lint']],
  ['unit tests', 'npx', ['jest', '--json', `--outputFile=${JEST_REPORT}`]],
  [
    'script tests',
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${SCRIPTS_REPORT}`,
      'tests/scripts/',
      'tests/tools/',
    ],
  ],
  ['build', 'npm', ['run', 'build']],
  ['export checks', 'npm', ['run', 'check:export']],
  ['end-to-end tests', 'npx', ['playwright', 'test']],
];

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
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
  // Playwright writes its JSON report beside its usual console output (playwright.config.ts).
  const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: E2E_REPORT };
  const times = [];
  const started = Date.now();
  let failed = null;
  for (const [name, command, args] of PHASES) {
    console.log(`\n▶ ${name}`);
    const phaseStart = Date.now();
    const code = await run(command, args, env);
    times.push([name, Date.now() - phaseStart]);
    if (code !== 0) {
      failed = name;
      break;
    }
  }
  const cpus = os.cpus();
  console.log(`\nTime per phase (${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}):`);
  for (const [name, ms] of times) console.log(`  ${name.padEnd(18)} ${seconds(ms).padStart(6)}`);
  console.log(`  ${'total'.padEnd(18)} ${seconds(Date.now() - started).padStart(6)}`);
  if (existsSync(E2E_REPORT)) {
    // Each file's tests summed over the projects and both workers, so more than the phase's time.
    console.log('\nThe ten slowest end-to-end spec files (test time summed over workers):');
    for (const { file, ms, tests } of slowestSpecFiles(
      JSON.parse(readFileSync(E2E_REPORT, 'utf8')),
    )) {
      console.log(`  ${file.padEnd(40)} ${seconds(ms).padStart(6)}  ${tests} tests`);
    }
  }
  if (failed) console.log(`\n✘ ${failed} failed`);
  console.log(closingLine(counts()));
  process.exit(failed ? 1 : 0);
}

await main();
