// The audit (tools/audit.mjs): its split of Lighthouse's long tasks by what they run, its
// medians over runs, its control row and the order of its rounds.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blockingBySource, medianOfRuns, noiseVerdict, roundOrder } from '../../tools/audit.mjs';

const PAGE = 'http://127.0.0.1:4310/campuses/city';
const audits = (items, fcp = 1000, tti = 3000) => ({
  'first-contentful-paint': { numericValue: fcp },
  interactive: { numericValue: tti },
  'long-tasks': { details: { items } },
});

test('adds up each long task beyond 50 ms by the page, a script or neither', () => {
  const split = blockingBySource(
    audits([
      { url: PAGE, startTime: 1200, duration: 126 },
      { url: 'http://127.0.0.1:4310/_next/static/chunks/39_j.js', startTime: 2500, duration: 330 },
      { url: 'http://127.0.0.1:4310/_next/static/chunks/a.js?v=1', startTime: 2900, duration: 60 },
      { url: 'Unattributable', startTime: 1400, duration: 97 },
    ]),
    PAGE,
  );
  // 126 − 50 for the page; 280 + 10 for the two scripts (the query string is still a script);
  // 97 − 50 for what Lighthouse could not attribute.
  assert.deepEqual(split, { page: 76, scripts: 280 + 10, other: 47 });
});

test('counts only what falls between first paint and interactive', () => {
  const split = blockingBySource(
    audits([
      { url: PAGE, startTime: 700, duration: 200 }, // over before the first paint
      { url: PAGE, startTime: 950, duration: 120 }, // 70 ms after it: 20 ms block
      { url: PAGE, startTime: 2990, duration: 200 }, // 10 ms before interactive: none
    ]),
    PAGE,
  );
  assert.deepEqual(split, { page: 20, scripts: 0, other: 0 });
});

test('a page without long tasks blocks nothing', () => {
  assert.deepEqual(blockingBySource({ ...audits([]), 'long-tasks': {} }, PAGE), {
    page: 0,
    scripts: 0,
    other: 0,
  });
});

const run = (tbt, lcp, performance, extra = {}) => ({
  tbt,
  lcp,
  cls: 0,
  jsBytes: 150_000,
  totalBytes: 230_000,
  scores: { performance, accessibility: 1 },
  blockingBy: { page: tbt, scripts: 0, other: 0 },
  shifted: [],
  loadsPdfViewer: false,
  ...extra,
});

test('each budgeted figure is the median of its own runs, not of the median run by TBT', () => {
  const figures = medianOfRuns([
    run(300, 1300, 0.9),
    run(200, 1100, 0.95),
    run(250, 1150, 0.93),
    run(400, 1120, 0.88),
    run(260, 1250, 0.91),
  ]);
  // The median run by TBT (260 ms) read LCP 1,250 ms; the median LCP is 1,150 ms.
  assert.equal(figures.tbt, 260);
  assert.equal(figures.lcp, 1150);
  assert.equal(figures.scores.performance, 0.91);
  assert.equal(figures.scores.accessibility, 1);
  // What only makes sense within one run comes from the median run by TBT.
  assert.deepEqual(figures.blockingBy, { page: 260, scripts: 0, other: 0 });
});

test('a page that loads the PDF viewer in any run is reported as loading it', () => {
  const figures = medianOfRuns([
    run(200, 1000, 0.9),
    run(210, 1000, 0.9, { loadsPdfViewer: true }),
    run(220, 1000, 0.9),
  ]);
  assert.equal(figures.loadsPdfViewer, true);
});

test("CLS is the worst run's, with the elements that moved in that run", () => {
  const figures = medianOfRuns([
    run(200, 1000, 0.9),
    run(210, 1000, 0.9, { cls: 0.032, shifted: ['main > h1'] }),
    run(220, 1000, 0.9),
  ]);
  assert.equal(figures.cls, 0.032);
  assert.deepEqual(figures.shifted, ['main > h1']);
});

const control = (tbt, byRound) => ({ tbt, byRound });

test('the control row within the content budget of the floor: its distance, no warning', () => {
  const verdict = noiseVerdict(control(292, [-20, 41, 12, -3, 30]), { tbt: 264 }, 50);
  assert.equal(verdict.distance, 28);
  assert.equal(verdict.exceedsBudget, false);
  assert.match(
    verdict.line,
    /read 28 ms from the floor \(by round -20 \/ 41 \/ 12 \/ -3 \/ 30\)\.$/,
  );
});

test('the control row further from the floor than the budget: the run says its verdicts are noise', () => {
  const below = noiseVerdict(control(180, [-84, -120, 3, -60, -90]), { tbt: 264 }, 50);
  assert.equal(below.distance, -84);
  assert.equal(below.exceedsBudget, true);
  assert.match(below.line, /more than the 50 ms content budget/);
  assert.equal(
    noiseVerdict(control(340, [76, 80, 90, 60, 70]), { tbt: 264 }, 50).exceedsBudget,
    true,
  );
});

test('each round audits every page once, in its own order, the same on every run', () => {
  const pages = Array.from({ length: 20 }, (_, i) => `page ${i}`);
  const rounds = [0, 1, 2, 3, 4].map((round) => roundOrder(pages, round));
  for (const order of rounds) assert.deepEqual([...order].sort(), [...pages].sort());
  // The floor (listed first) is not first in every round, nor always after the same page.
  assert.ok(rounds.some((order) => order[0] !== 'page 0'));
  const before = rounds.map((order) => order[order.indexOf('page 0') - 1] ?? 'none');
  assert.ok(new Set(before).size > 1);
  assert.deepEqual(roundOrder(pages, 3), rounds[3]);
  assert.deepEqual(pages[0], 'page 0'); // the list given is left as it is
});
