// `npm test`: every check in order, stopping at the first that fails, with the time each took.
// lint → unit tests → tests of the build scripts and tools (under tsx, as the tools run) → build
// (which type-checks the whole project, tests and scripts included, as `npm run typecheck` does)
// → export checks → end-to-end tests on the served export.
// Ends with one line of counts over the unit and end-to-end tests ("tests: N passed, N failed").
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './export-files.mjs';

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

/** Passed/failed/skipped of the Jest and Playwright JSON reports that exist. */
function counts() {
  const total = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(JEST_REPORT)) {
    const jest = JSON.parse(readFileSync(JEST_REPORT, 'utf8'));
    total.passed += jest.numPassedTests;
    total.failed += jest.numFailedTests;
    total.skipped += jest.numPendingTests + jest.numTodoTests;
  }
  if (existsSync(SCRIPTS_REPORT)) {
    const tap = readFileSync(SCRIPTS_REPORT, 'utf8');
    const count = (name) => Number(tap.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
    total.passed += count('pass');
    total.failed += count('fail') + count('cancelled');
    total.skipped += count('skipped') + count('todo');
  }
  if (existsSync(E2E_REPORT)) {
    const { stats } = JSON.parse(readFileSync(E2E_REPORT, 'utf8'));
    total.passed += stats.expected;
    total.failed += stats.unexpected + stats.flaky;
    total.skipped += stats.skipped;
  }
  return total;
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
  if (failed) console.log(`\n✘ ${failed} failed`);
  const { passed, failed: failedTests, skipped } = counts();
  console.log(`tests: ${passed} passed, ${failedTests} failed, ${skipped} skipped`);
  process.exit(failed ? 1 : 0);
}

await main();
