// `npm run measure:main-thread -- [--before <dir>] [--also <dir>…]`: what the page's main thread
// did from the navigation until the page hydrated, from a Chromium trace of each load, for the
// export in out/ and, given `--before` (and `--also`), other exports in the same run. Chromium at
// 375 px with Lighthouse's mobile throttling, as `npm run measure:hydration` (tools/browser.mjs);
// the loads of one page run in rounds, every export once per round. Per export, the median over
// MEASURE_RUNS loads of: the page hydrated (the app router adds <next-route-announcer>), its
// largest paint, the main thread busy until then, and its time in each kind of work (style
// recalculation, layout, script evaluation, HTML parsing, paint, garbage collection), the number
// of layouts and style recalculations and the largest of each, and what the page had fetched by
// then (script and font KB, the last script's end). Where `measure:hydration` says how late,
// this says in what.
//
// MEASURE_PAGES=/,/mr (the home page by default), MEASURE_RUNS (9), MEASURE_PORT (4340; the
// other exports on the next ports). MEASURE_SELECTORS=1 also prints, per export, the selectors
// that took most of the style recalculations' matching (Chromium's selector statistics, summed
// over a load, median over the loads). With FONTCONFIG_FILE naming fonts (a phone's Devanagari,
// say) the browser draws with them.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { outDir } from '../scripts/postbuild/export-files.mjs';
import {
  HYDRATED_MARK,
  launchChromium,
  markHydration,
  PHONE,
  throttleLikeAMidRangePhone,
  waitForHydration,
} from './browser.mjs';
import { serveExport } from './serve-export.mjs';
import { median } from './stats.mjs';

const PAGES = (process.env.MEASURE_PAGES ?? '/').split(',');
const RUNS = Number(process.env.MEASURE_RUNS ?? 9);
const PORT = Number(process.env.MEASURE_PORT ?? 4340);
const WAIT_MS = 60_000;
/** What the trace records: the main thread's tasks and what they were, and the page's marks. */
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
];
/** With MEASURE_SELECTORS=1: Chromium's selector statistics, and how many selectors to print. */
const SELECTORS = process.env.MEASURE_SELECTORS === '1';
const SELECTOR_CATEGORY = 'disabled-by-default-blink.debug';
const TOP_SELECTORS = 12;

/** The kinds of work a row reports, by the trace events that are that work. */
export const WORK = [
  ['style', ['UpdateLayoutTree']],
  ['layout', ['Layout']],
  ['script', ['EvaluateScript', 'FunctionCall', 'RunMicrotasks', 'v8.compile']],
  ['html', ['ParseHTML']],
  ['paint', ['Paint', 'PrePaint', 'Layerize', 'Commit']],
  ['gc', ['MinorGC', 'MajorGC']],
];

/**
 * The main thread's work in a trace (its events, as Chromium reports them) from the navigation
 * to the page's hydration mark (`HYDRATED_MARK`, tools/browser.mjs): ms busy (its top-level tasks), ms per kind of work, the number
 * and largest of layouts and style recalculations. Only complete events (`ph: 'X'`) of the
 * renderer's main thread that parsed the page count; one that starts after the mark does not.
 */
export function mainThreadWork(events) {
  const parsed = new Set(events.filter((e) => e.name === 'ParseHTML').map((e) => e.pid));
  const thread = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && parsed.has(e.pid),
  );
  if (!thread) throw new Error('the trace has no renderer main thread that parsed a page');
  const own = (e) => e.pid === thread.pid && e.tid === thread.tid;
  const start =
    events.find((e) => own(e) && e.name === 'navigationStart')?.ts ??
    Math.min(...events.filter((e) => own(e) && e.ph === 'X').map((e) => e.ts));
  const end = events.find((e) => e.pid === thread.pid && e.name === HYDRATED_MARK)?.ts;
  if (end === undefined) throw new Error(`the trace has no '${HYDRATED_MARK}' mark`);
  const tasks = events.filter((e) => own(e) && e.ph === 'X' && e.ts >= start && e.ts <= end);
  const ms = (list) => list.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
  const named = (names) => tasks.filter((e) => names.includes(e.name));
  const largest = (list) => Math.max(0, ...list.map((e) => (e.dur ?? 0) / 1000));
  return {
    hydrated: (end - start) / 1000,
    busy: ms(named(['RunTask'])),
    ...Object.fromEntries(WORK.map(([kind, names]) => [kind, ms(named(names))])),
    layouts: named(['Layout']).length,
    largestLayout: largest(named(['Layout'])),
    styleRecalcs: named(['UpdateLayoutTree']).length,
    largestStyleRecalc: largest(named(['UpdateLayoutTree'])),
  };
}

/**
 * The time (ms) each selector took to match over a load, summed over the trace's selector
 * statistics (one event per style recalculation, with `selector_timings`).
 */
export function selectorTimes(events) {
  const times = {};
  for (const event of events) {
    if (event.name !== 'SelectorStats') continue;
    for (const timing of event.args?.selector_stats?.selector_timings ?? []) {
      times[timing.selector] = (times[timing.selector] ?? 0) + timing['elapsed (us)'] / 1000;
    }
  }
  return times;
}

/** One load of `url`, traced: the main thread's work, the largest paint and what was fetched. */
async function traceLoad(browser, url) {
  const context = await browser.newContext({ ...PHONE, hasTouch: true });
  const page = await context.newPage();
  await markHydration(page);
  await throttleLikeAMidRangePhone(context, page);
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: [...CATEGORIES, ...(SELECTORS ? [SELECTOR_CATEGORY] : [])] },
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'load', timeout: WAIT_MS });
  await waitForHydration(page, WAIT_MS);
  const fetched = await page.evaluate((mark) => {
    const by = performance.getEntriesByName(mark)[0].startTime;
    const done = performance.getEntriesByType('resource').filter((e) => e.responseEnd <= by);
    const kb = (list) => list.reduce((sum, e) => sum + e.transferSize, 0) / 1024;
    const scripts = done.filter((e) => e.initiatorType === 'script');
    return {
      scriptKB: kb(scripts),
      fontKB: kb(done.filter((e) => /\.woff2?$/.test(new URL(e.name).pathname))),
      lastScript: Math.max(0, ...scripts.map((e) => e.responseEnd)),
    };
  }, HYDRATED_MARK);
  const largestPaint = await page.evaluate(
    () =>
      new Promise((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      ),
  );
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return {
    ...mainThreadWork(events),
    largestPaint,
    ...fetched,
    selectors: SELECTORS ? selectorTimes(events) : {},
  };
}

/** The rows printed, in order: label, key, and whether it is a count. */
const ROWS = [
  ['hydrated (ms)', 'hydrated'],
  ['largest paint (ms)', 'largestPaint'],
  ['main thread busy (ms)', 'busy'],
  ...WORK.map(([kind]) => [`  ${kind} (ms)`, kind]),
  ['layouts', 'layouts', true],
  ['  the largest (ms)', 'largestLayout'],
  ['style recalculations', 'styleRecalcs', true],
  ['  the largest (ms)', 'largestStyleRecalc'],
  ['script KB by then', 'scriptKB'],
  ['font KB by then', 'fontKB'],
  ['last script in (ms)', 'lastScript'],
];

async function main() {
  const { values } = parseArgs({
    options: { before: { type: 'string' }, also: { type: 'string', multiple: true } },
  });
  const exports = [
    ['out/', outDir],
    ...(values.before ? [['before', path.resolve(values.before)]] : []),
    ...(values.also ?? []).map((dir) => [path.basename(dir), path.resolve(dir)]),
  ];
  for (const [, dir] of exports) {
    if (!existsSync(dir)) throw new Error(`${dir} does not exist: build first (npm run build)`);
  }
  const servers = await Promise.all(exports.map(([, dir], i) => serveExport(dir, PORT + i)));
  const browser = await launchChromium();
  try {
    for (const pagePath of PAGES) {
      const loads = exports.map(() => []);
      for (let run = 0; run < RUNS; run += 1) {
        for (const [i] of exports.entries()) {
          loads[i].push(await traceLoad(browser, `http://127.0.0.1:${PORT + i}${pagePath}`));
        }
      }
      console.log(`\n${pagePath}: median of ${RUNS} loads until hydrated`);
      console.log(`${''.padEnd(24)}${exports.map(([name]) => name.padStart(10)).join('')}`);
      for (const [label, key, count] of ROWS) {
        const cells = loads.map((list) => median(list.map((load) => load[key])));
        const shown = cells.map((v) => (count ? String(v) : v.toFixed(0)).padStart(10));
        console.log(`${label.padEnd(24)}${shown.join('')}`);
      }
      if (SELECTORS) {
        for (const [i, [name]] of exports.entries()) {
          const selectors = new Set(loads[i].flatMap((load) => Object.keys(load.selectors)));
          const medians = [...selectors].map((selector) => [
            selector,
            median(loads[i].map((load) => load.selectors[selector] ?? 0)),
          ]);
          const total = median(
            loads[i].map((load) => Object.values(load.selectors).reduce((a, b) => a + b, 0)),
          );
          console.log(`\n${name}: selector matching ${total.toFixed(1)} ms a load; the longest:`);
          for (const [selector, ms] of medians.sort((a, b) => b[1] - a[1]).slice(0, TOP_SELECTORS))
            console.log(`  ${ms.toFixed(1).padStart(6)} ms  ${selector.slice(0, 100)}`);
        }
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) server.kill();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
