// `npm run profile:hydration`: where a page's main-thread blocking time goes. Runs Lighthouse
// (mobile preset, as `npm run audit`: 4× CPU) on the export and on the framework's floor (an
// empty exported Next.js page) with V8's sampling profiler added to its trace, and splits the
// blocking time of every long task after the first contentful paint, or after the framework's
// first script where that comes first (its time × 4 over 50 ms, as Lighthouse's TBT counts it)
// by what the main thread was doing:
//   script    evaluating the framework and page scripts (compile, module set-up, router start)
//   rsc       decoding the inline RSC payload (React's flight client)
//   hydration React's render phase: walking the server markup and claiming it
//   effects   React's commit phase: client components' effects and layout reads
//   style     style, layout and paint
//   html      parsing HTML
//   other     garbage collection and the rest
// The profiler slows the page, so its TBT column reads higher than `npm run audit`'s: compare
// the rows with each other, and `npm run audit` for the budgets.
// React's functions are recognised by name, so the export must be built without mangling:
// `npm run build -- --no-mangling` (the script refuses a mangled build). Rebuild normally after.
//
// PROFILE_PAGES=/,/campuses/city  PROFILE_RUNS=3  PROFILE_SITE_DIR=out
// PROFILE_TASKS=1 lists every long task; PROFILE_DEBUG=<cause> lists that cause's top stacks.
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { EMPTY_APP, measureFloor } from '../scripts/export-checks/bundle-size.mjs';
import { outDir } from '../scripts/postbuild/export-files.mjs';
import { serveExport } from './serve-export.mjs';
import { median } from './stats.mjs';

const PORT = 4330;
const PAGES = (
  process.env.PROFILE_PAGES ??
  '/,/campuses/city,/aurora-social/blog/8,/mandatory-disclosure/city/viewer'
).split(',');
const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const LONG_TASK_MS = 50;
/** Lighthouse's mobile preset slows the CPU 4×: its TBT counts each task's time × 4. */
const CPU_SLOWDOWN = 4;
export const CATEGORIES = ['script', 'rsc', 'hydration', 'effects', 'style', 'html', 'other'];

// React DOM's and the flight client's own function names (react-dom-client, react-server-dom).
const RSC_FRAMES = new Set([
  'processFullStringRow',
  'processFullBinaryRow',
  'processBinaryChunk',
  'processStringChunk',
  'resolveModel',
  'resolveModelChunk',
  'initializeModelChunk',
  'parseModelString',
  'reviveModel',
  'createFromReadableStream',
  'createFromNextReadableStream',
  'getOutlinedModel',
  'createElement',
]);
const COMMIT_FRAMES = new Set([
  'commitRoot',
  'commitRootImpl',
  'commitRootWhenReady',
  'flushPassiveEffects',
  'flushPassiveEffectsImpl',
  'commitPassiveMountOnFiber',
  'commitLayoutEffects',
  'commitLayoutEffectOnFiber',
  'commitMutationEffects',
  'commitHookEffectListMount',
  'flushLayoutEffects',
  'flushMutationEffects',
  'flushSpawnedWork',
]);
const RENDER_FRAMES = new Set([
  'performUnitOfWork',
  'beginWork',
  'completeWork',
  'completeUnitOfWork',
  'workLoopSync',
  'workLoopConcurrent',
  'workLoopConcurrentByScheduler',
  'renderRootSync',
  'renderRootConcurrent',
  'performWorkOnRoot',
  'hydrateRoot',
]);
// Trace event names (devtools.timeline and Blink's own) for the native work V8 reports as
// "(program)".
const STYLE_EVENT =
  /Layout|Style|Paint|Layeriz|Composit|Shape|Svg|SVG|CSS|HitTest|Intersection|Font|Image|Decode(?!r)/;
const HTML_EVENT = /ParseHTML|DocumentParser|TextResourceDecoder|HTMLDocumentParser/;
const SCRIPT_EVENT = /compile|EvaluateScript|v8\.run|FunctionCall|RunMicrotasks|V8\./i;

/** The category of one profiler sample: its innermost React frame, else what the thread did. */
function classify(stack, traceEventsAt) {
  for (const frame of stack) {
    if (RSC_FRAMES.has(frame)) return 'rsc';
    if (COMMIT_FRAMES.has(frame)) return 'effects';
    if (RENDER_FRAMES.has(frame)) return 'hydration';
  }
  const leaf = stack[0];
  if (leaf === '(garbage collector)') return 'other';
  if (leaf !== '(program)' && leaf !== '(idle)') return 'script';
  // Native work: the innermost trace event that says what it was.
  for (const name of traceEventsAt().reverse()) {
    if (HTML_EVENT.test(name)) return 'html';
    if (STYLE_EVENT.test(name)) return 'style';
    if (SCRIPT_EVENT.test(name)) return 'script';
  }
  return 'other';
}

/** The renderer main thread that loaded `url`: its pid and tid. */
function mainThreadOf(events, url) {
  const nav = events.find(
    (e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url) && e.ph === 'X',
  );
  if (!nav) throw new Error(`no ParseHTML for ${url} in the trace`);
  return { pid: nav.pid, tid: nav.tid };
}

/** The sampled stacks (leaf first, function names) with their timestamps, from the trace. */
function samplesOf(events, pid, tid) {
  const nodes = new Map();
  const samples = [];
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== pid || e.cat !== 'disabled-by-default-v8.cpu_profiler') continue;
    if (e.name === 'Profile') {
      profiles.set(e.id, { time: e.args.data.startTime, tid: e.tid });
      continue;
    }
    if (e.name !== 'ProfileChunk') continue;
    const profile = profiles.get(e.id);
    if (!profile || profile.tid !== tid) continue;
    const { cpuProfile = {}, timeDeltas = [] } = e.args.data;
    for (const node of cpuProfile.nodes ?? [])
      nodes.set(`${e.id}:${node.id}`, {
        name: node.callFrame.functionName || '(anonymous)',
        url: node.callFrame.url,
        parent: node.parent && `${e.id}:${node.parent}`,
      });
    (cpuProfile.samples ?? []).forEach((id, i) => {
      profile.time += timeDeltas[i] ?? 0;
      samples.push({ time: profile.time, node: `${e.id}:${id}` });
    });
  }
  return samples.map(({ time, node }) => {
    const stack = [];
    let url = '';
    for (let key = node; key && nodes.has(key); key = nodes.get(key).parent) {
      stack.push(nodes.get(key).name);
      url ||= nodes.get(key).url ?? '';
    }
    return { time, stack, url };
  });
}

/** Blocking time per category, and the longest task, for one trace. */
export function attribute(events, url, slowdown = 1) {
  const { pid, tid } = mainThreadOf(events, url);
  const onThread = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? 0;
  // Lighthouse's TBT window opens at its simulated first paint, which comes before the
  // framework's first script in its simulation. The observed first paint of a page that
  // starts Next's scripts from <head> (the empty page) can come after them, which left that
  // page's row empty: the window opens at whichever is first.
  const frameworkScripts = onThread
    .filter((e) => e.name === 'EvaluateScript' && /\/_next\/static\//.test(e.args?.data?.url ?? ''))
    .map((e) => e.ts);
  const windowStart = Math.min(fcp, ...frameworkScripts);
  const tasks = onThread
    .filter(
      (e) =>
        e.name === 'RunTask' &&
        (e.dur * slowdown) / 1000 > LONG_TASK_MS &&
        e.ts + e.dur > windowStart,
    )
    .map((e) => ({ start: e.ts, end: e.ts + e.dur }));
  // Nested trace events, innermost last, for the samples V8 reports as "(program)".
  const inner = onThread
    .filter((e) => e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask')
    .sort((a, b) => a.ts - b.ts);
  const samples = samplesOf(events, pid, tid);
  const origin = events.find((e) => e.name === 'navigationStart' && e.pid === pid)?.ts ?? 0;
  const blocking = Object.fromEntries(CATEGORIES.map((c) => [c, 0]));
  let longest = 0;
  const debug = new Map();
  for (const task of tasks) {
    const ms = ((task.end - task.start) * slowdown) / 1000;
    longest = Math.max(longest, ms);
    const inTask = samples.filter((s) => s.time >= task.start && s.time < task.end);
    const taskEvents = inner.filter((e) => e.ts >= task.start && e.ts < task.end);
    const counts = Object.fromEntries(CATEGORIES.map((c) => [c, 0]));
    for (const sample of inTask) {
      const at = () => {
        const names = [];
        for (const e of taskEvents) {
          if (e.ts > sample.time) break;
          if (e.ts + e.dur > sample.time) names.push(e.name);
        }
        return names;
      };
      const category = classify(sample.stack, at);
      counts[category] += 1;
      if (process.env.PROFILE_DEBUG === category) {
        const key =
          process.env.PROFILE_BY === 'url'
            ? sample.url.replace(/^https?:\/\/[^/]+/, '')
            : `${sample.stack.slice(0, 6).join(' < ')} @ ${at().slice(-2).join(' > ')}`;
        debug.set(key, (debug.get(key) ?? 0) + 1);
      }
    }
    const total = inTask.length || 1;
    if (process.env.PROFILE_TASKS)
      console.error(
        `task at ${Math.round((task.start - origin) / 1000)} ms: ${Math.round(ms)} ms`,
        Object.entries(counts)
          .filter(([, n]) => n > 0)
          .map(([c, n]) => `${c} ${Math.round((ms * n) / total)}`)
          .join(', '),
      );
    // The task's blocking part, shared out by where its samples fell.
    for (const c of CATEGORIES) blocking[c] += ((ms - LONG_TASK_MS) * counts[c]) / total;
  }
  const tbt = tasks.reduce(
    (sum, t) => sum + ((t.end - t.start) * slowdown) / 1000 - LONG_TASK_MS,
    0,
  );
  if (process.env.PROFILE_DEBUG) console.error([...debug].sort((a, b) => b[1] - a[1]).slice(0, 25));
  const reactNamed = samples.some((s) => s.stack.some((f) => RENDER_FRAMES.has(f)));
  return { tbt, longest, blocking, reactNamed };
}

/** One Lighthouse run (mobile preset, as `npm run audit`) with V8's sampler in its trace. */
async function traceOnce(port, url) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    {
      extends: 'lighthouse:default',
      settings: { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' },
    },
  );
  const { audits } = result.lhr;
  const events = result.artifacts.Trace.traceEvents;
  return {
    ...attribute(events, url, CPU_SLOWDOWN),
    lighthouseTbt: audits['total-blocking-time'].numericValue,
  };
}

async function main() {
  const siteDir = path.resolve(process.env.PROFILE_SITE_DIR ?? outDir);
  if (!existsSync(path.join(siteDir, 'index.html'))) throw new Error('Run `npm run build` first.');
  // The framework's floor, an empty exported Next.js page, built without mangling too (the next
  // `npm run audit` or `check:export` builds it again as usual).
  measureFloor(['--no-mangling']);
  const servers = [
    await serveExport(siteDir, PORT),
    await serveExport(path.join(EMPTY_APP, 'out'), PORT + 1),
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    console.log(
      `Blocking time by cause, ms, median of ${RUNS} Lighthouse runs (mobile: ${CPU_SLOWDOWN}× CPU). ` +
        "TBT is Lighthouse's; the causes share out the blocking part of each observed task × 4 after FCP (or the framework's first script, if earlier).",
    );
    console.log(`| page | TBT | tasks × 4 | longest task | ${CATEGORIES.join(' | ')} |`);
    console.log(`| --- | --: | --: | --: | ${CATEGORIES.map(() => '--:').join(' | ')} |`);
    const pages = [
      ['(empty Next.js page)', `http://127.0.0.1:${PORT + 1}/`],
      ...PAGES.map((route) => [`\`${route}\``, `http://127.0.0.1:${PORT}${route}`]),
    ];
    for (const [name, url] of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await traceOnce(chrome.port, url));
      if (!runs.some((r) => r.reactNamed))
        throw new Error(
          "React's functions have no names in this build: `npm run build -- --no-mangling` first.",
        );
      const cells = [
        median(runs.map((r) => r.lighthouseTbt)),
        median(runs.map((r) => r.tbt)),
        median(runs.map((r) => r.longest)),
        ...CATEGORIES.map((c) => median(runs.map((r) => r.blocking[c]))),
      ].map((ms) => Math.round(ms));
      console.log(`| ${name} | ${cells.join(' | ')} |`);
    }
  } finally {
    await chrome.kill();
    for (const server of servers) server.kill();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await main();
}
