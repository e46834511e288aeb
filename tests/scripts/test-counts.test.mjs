// The closing line of `npm test` (scripts/dev/test-counts.mjs), from reports shaped as Jest,
// `node --test` (TAP) and Playwright (JSON) write them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  browserWork,
  closingLine,
  e2eCounts,
  jestCounts,
  scriptCounts,
  slowestSpecFiles,
} from '../../scripts/dev/test-counts.mjs';

const jestReport = (passed, pending = 0) => ({
  numPassedTests: passed,
  numFailedTests: 0,
  numPendingTests: pending,
  numTodoTests: 0,
});

const TAP = `# Subtest: plain
ok 1 - plain
ok 2 - needs a browser # SKIP no chromium
ok 3 - bare # SKIP
ok 4 - later # TODO
# Subtest: outer
    ok 1 - inner # SKIP no chromium
ok 5 - outer
# tests 6
# pass 2
# fail 0
# cancelled 0
# skipped 3
# todo 1
`;

/** A Playwright JSON report: `count` tests per project and status, in nested suites. */
function playwrightReport(rows) {
  const tests = rows.flatMap(({ project, status, count, skip }) =>
    Array.from({ length: count }, () => ({
      projectName: project,
      status,
      annotations: skip === undefined ? [] : [{ type: 'skip', description: skip }],
    })),
  );
  const stat = (status) => tests.filter((t) => t.status === status).length;
  return {
    suites: [{ specs: [], suites: [{ specs: tests.map((t) => ({ tests: [t] })) }] }],
    stats: {
      expected: stat('expected'),
      unexpected: stat('unexpected'),
      flaky: stat('flaky'),
      skipped: stat('skipped'),
    },
  };
}

test('a project left without its server counts as skipped, by project and reason', () => {
  const e2e = playwrightReport([
    { project: 'desktop', status: 'expected', count: 300 },
    { project: 'nginx', status: 'skipped', count: 28, skip: 'nginx not installed' },
  ]);
  const line = closingLine([
    jestCounts(jestReport(340)),
    { passed: 48, failed: 0, skipped: [] },
    e2eCounts(e2e),
  ]);
  assert.equal(line, 'tests: 688 passed, 0 failed, 28 skipped (nginx: 28, nginx not installed)');
});

test('nothing skipped: no parenthesis', () => {
  assert.equal(closingLine([jestCounts(jestReport(5))]), 'tests: 5 passed, 0 failed, 0 skipped');
});

test('every source of skips is named; a skip without a reason shows only where', () => {
  const e2e = playwrightReport([
    { project: 'desktop', status: 'unexpected', count: 1 },
    { project: 'mobile', status: 'skipped', count: 2 },
  ]);
  const line = closingLine([jestCounts(jestReport(3, 1)), scriptCounts(TAP), e2eCounts(e2e)]);
  assert.equal(
    line,
    'tests: 5 passed, 1 failed, 7 skipped ' +
      '(unit: 1; scripts: 2, no chromium; scripts: 1; scripts: 1, to do; mobile: 2)',
  );
});

test("node's TAP: skips and to-dos at any depth, each by its reason", () => {
  assert.deepEqual(scriptCounts(TAP), {
    passed: 2,
    failed: 0,
    skipped: [
      { where: 'scripts', reason: 'no chromium', count: 2 },
      { where: 'scripts', reason: null, count: 1 },
      { where: 'scripts', reason: 'to do', count: 1 },
    ],
  });
});

test('the slowest spec files are summed over their tests and projects, slowest first', () => {
  const spec = (file, durations) => ({
    file,
    tests: durations.map((duration) => ({ results: [{ duration }] })),
  });
  const report = {
    suites: [
      { specs: [spec('a.spec.ts', [100, 200])], suites: [{ specs: [spec('b.spec.ts', [50])] }] },
      { specs: [spec('a.spec.ts', [300]), spec('c.spec.ts', [1000])] },
    ],
  };
  assert.deepEqual(slowestSpecFiles(report, 2), [
    { file: 'c.spec.ts', ms: 1000, tests: 1 },
    { file: 'a.spec.ts', ms: 600, tests: 3 },
  ]);
});

test("a test's time includes the wait before it on its worker: its file's hooks, a new worker", () => {
  const at = (second) => new Date(Date.UTC(2026, 10, 28, 8, 0, second)).toISOString();
  const run = (second, duration, parallelIndex) => ({
    results: [{ duration, startTime: at(second), parallelIndex }],
  });
  const report = {
    suites: [
      {
        specs: [
          // Worker 0: a's test from 0 s to 1 s; then b's first test starts at 5 s (its
          // beforeAll took the 4 s between) and its second at 7 s, right after it.
          { file: 'a.spec.ts', tests: [run(0, 1000, 0)] },
          { file: 'b.spec.ts', tests: [run(5, 2000, 0), run(7, 1000, 0)] },
          // Worker 1: c's one test from 0 s, nothing before it.
          { file: 'c.spec.ts', tests: [run(0, 3000, 1)] },
        ],
      },
    ],
  };
  assert.deepEqual(slowestSpecFiles(report), [
    { file: 'b.spec.ts', ms: 7000, tests: 2 },
    { file: 'c.spec.ts', ms: 3000, tests: 1 },
    { file: 'a.spec.ts', ms: 1000, tests: 1 },
  ]);
});

test("the browser's work is summed from each test's annotations, at any depth", () => {
  const run = (annotations) => ({ results: [{ duration: 1, annotations }] });
  const report = {
    suites: [
      {
        specs: [
          {
            file: 'a.spec.ts',
            tests: [
              run([
                { type: 'page loads', description: '3' },
                { type: 'axe runs', description: '2' },
              ]),
              run([{ type: 'skip', description: 'no nginx' }]),
            ],
          },
        ],
        suites: [
          {
            specs: [
              { file: 'b.spec.ts', tests: [run([{ type: 'page loads', description: '1' }])] },
            ],
          },
        ],
      },
    ],
  };
  assert.deepEqual(browserWork(report), { pageLoads: 4, axeRuns: 2 });
});
