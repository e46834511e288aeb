// The main-thread measure (tools/trace-main-thread.mjs): what it sums from a Chromium trace, on a
// small trace made here of the kinds of events Chromium reports.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HYDRATED_MARK } from '../../tools/browser.mjs';
import { mainThreadWork, selectorTimes } from '../../tools/trace-main-thread.mjs';

/** A complete event of `name` on thread `tid` of process `pid`, `ts` and `dur` in ms. */
const task = (name, ts, dur, pid = 7, tid = 1) => ({
  name,
  ph: 'X',
  pid,
  tid,
  ts: ts * 1000,
  dur: dur * 1000,
});

const trace = [
  { name: 'thread_name', ph: 'M', pid: 7, tid: 1, args: { name: 'CrRendererMain' } },
  // Another renderer (the browser's spare one), which parsed no page: never counted.
  { name: 'thread_name', ph: 'M', pid: 9, tid: 1, args: { name: 'CrRendererMain' } },
  { name: 'navigationStart', ph: 'R', pid: 7, tid: 1, ts: 1_000_000 },
  task('RunTask', 1010, 100),
  task('ParseHTML', 1010, 60),
  task('UpdateLayoutTree', 1070, 30),
  task('Layout', 1100, 10),
  task('RunTask', 1500, 300),
  task('EvaluateScript', 1500, 200),
  task('MinorGC', 1700, 5),
  task('Layout', 1720, 80),
  // Another thread of the same renderer (a worker): not the main thread's work.
  task('RunTask', 1500, 400, 7, 2),
  task('Layout', 1500, 400, 9, 1),
  { name: HYDRATED_MARK, ph: 'R', pid: 7, tid: 1, ts: 1_900_000 },
  // After the page hydrated: not counted.
  task('RunTask', 2000, 50),
  task('Layout', 2000, 50),
];

test('sums the main thread’s work from the navigation to the hydrated mark, by kind', () => {
  const work = mainThreadWork(trace);
  assert.equal(work.hydrated, 900);
  assert.equal(work.busy, 400);
  assert.equal(work.html, 60);
  assert.equal(work.style, 30);
  assert.equal(work.layout, 90);
  assert.equal(work.script, 200);
  assert.equal(work.gc, 5);
  assert.equal(work.layouts, 2);
  assert.equal(work.largestLayout, 80);
  assert.equal(work.styleRecalcs, 1);
  assert.equal(work.largestStyleRecalc, 30);
});

test('refuses a trace without the page’s renderer or its hydrated mark', () => {
  assert.throws(() => mainThreadWork(trace.slice(1)), /no renderer main thread/);
  assert.throws(
    () => mainThreadWork(trace.filter((event) => event.name !== HYDRATED_MARK)),
    /no 'tools:hydrated' mark/,
  );
});

test('sums each selector’s matching time over the style recalculations of a load', () => {
  const stats = (timings) => ({
    name: 'SelectorStats',
    ph: 'X',
    pid: 7,
    tid: 1,
    args: { selector_stats: { selector_timings: timings } },
  });
  const times = selectorTimes([
    stats([
      { selector: ':lang(mr)', 'elapsed (us)': 1500, match_attempts: 700 },
      { selector: 'nav', 'elapsed (us)': 200, match_attempts: 16 },
    ]),
    stats([{ selector: ':lang(mr)', 'elapsed (us)': 500, match_attempts: 20 }]),
    task('UpdateLayoutTree', 1000, 10),
  ]);
  assert.deepEqual(times, { ':lang(mr)': 2, nav: 0.2 });
});
