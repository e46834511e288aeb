// The closing line of `npm test` (scripts/dev/run-tests.mjs): passed, failed and skipped over the unit,
// script and end-to-end tests, each skip named by where it happened and why, so a green line
// never hides a part that did not run: "tests: 688 passed, 0 failed, 28 skipped (nginx: 28,
// nginx not installed)".

/**
 * @typedef {{ where: string, reason: string | null, count: number }} Skipped
 * @typedef {{ passed: number, failed: number, skipped: Skipped[] }} Counts
 */

const skippedIn = (where, count, reason = null) => (count > 0 ? [{ where, reason, count }] : []);

/** A Jest JSON report (`jest --json`): its skipped and to-do tests count under "unit". */
export function jestCounts(report) {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: skippedIn('unit', report.numPendingTests + report.numTodoTests),
  };
}

/** A `node --test` TAP report: its skipped and to-do tests count under "scripts", by reason. */
export function scriptCounts(tap) {
  const count = (name) => Number(tap.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  const reasons = [...tap.matchAll(/^\s*(?:not )?ok \d+ - .*? # (SKIP|TODO)\b ?(.*)$/gm)].map(
    ([, directive, reason]) => reason || (directive === 'TODO' ? 'to do' : null),
  );
  return {
    passed: count('pass'),
    failed: count('fail') + count('cancelled'),
    skipped: grouped(reasons.map((reason) => ({ where: 'scripts', reason, count: 1 }))),
  };
}

/** A Playwright JSON report: each skipped test counts under its project, by its skip's reason. */
export function e2eCounts(report) {
  const skipped = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'skipped') continue;
        const skip = test.annotations.find(({ type }) => type === 'skip' || type === 'fixme');
        skipped.push({ where: test.projectName, reason: skip?.description ?? null, count: 1 });
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  return {
    passed: report.stats.expected,
    failed: report.stats.unexpected + report.stats.flaky,
    skipped: grouped(skipped),
  };
}

/**
 * The end-to-end spec files by the time their tests took, summed over every project and worker,
 * slowest first: the cost of each file in the suite. A test's time includes the wait before it
 * on its worker since the test before it ended (results carry `startTime` and `parallelIndex`):
 * what a worker did then was get ready for it (a `beforeAll` hook, a new worker and its browser),
 * which Playwright counts in no test's duration.
 * @returns {{ file: string, ms: number, tests: number }[]}
 */
export function slowestSpecFiles(report, count = 10) {
  const files = new Map();
  const runs = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const entry = files.get(spec.file) ?? { file: spec.file, ms: 0, tests: 0 };
      for (const test of spec.tests) {
        entry.tests += 1;
        for (const result of test.results) {
          entry.ms += result.duration;
          if (result.startTime !== undefined) runs.push({ entry, result });
        }
      }
      files.set(spec.file, entry);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  const lastEnd = new Map();
  const started = ({ result }) => Date.parse(result.startTime);
  for (const run of runs.sort((a, b) => started(a) - started(b))) {
    const slot = run.result.parallelIndex;
    const start = started(run);
    const before = lastEnd.get(slot);
    if (before !== undefined && start > before) run.entry.ms += start - before;
    lastEnd.set(slot, Math.max(before ?? 0, start + run.result.duration));
  }
  return [...files.values()].sort((a, b) => b.ms - a.ms).slice(0, count);
}

/**
 * What the end-to-end tests asked of the browser, summed from each test's annotations
 * (tests/e2e/fixtures.ts): the documents loaded and the axe-core runs.
 * @returns {{ pageLoads: number, axeRuns: number }}
 */
export function browserWork(report) {
  const total = { pageLoads: 0, axeRuns: 0 };
  const kinds = { 'page loads': 'pageLoads', 'axe runs': 'axeRuns' };
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          for (const { type, description } of result.annotations ?? test.annotations) {
            if (type in kinds) total[kinds[type]] += Number(description);
          }
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  return total;
}

/** The same place and reason counted once, in the order first seen. */
function grouped(skipped) {
  const groups = new Map();
  for (const { where, reason, count } of skipped) {
    const key = JSON.stringify([where, reason]);
    const group = groups.get(key) ?? { where, reason, count: 0 };
    group.count += count;
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** One line over every report that ran: "tests: N passed, N failed, N skipped (where: N, why)". */
export function closingLine(reports) {
  const sum = (pick) => reports.reduce((total, counts) => total + pick(counts), 0);
  const skipped = grouped(reports.flatMap((counts) => counts.skipped));
  const skippedTotal = skipped.reduce((total, group) => total + group.count, 0);
  const detail = skipped
    .map(({ where, reason, count }) => `${where}: ${count}${reason ? `, ${reason}` : ''}`)
    .join('; ');
  return (
    `tests: ${sum((c) => c.passed)} passed, ${sum((c) => c.failed)} failed, ` +
    `${skippedTotal} skipped${detail ? ` (${detail})` : ''}`
  );
}
