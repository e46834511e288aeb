// `npm run audit`: Lighthouse (mobile preset, system Chromium) on every route of the served
// export, next to reference pages measured in the same run — the home page's HTML and CSS with
// no JavaScript (the page's floor), an empty exported Next.js page (the framework's floor), and
// for information that empty page with the compile hints this site's chunks carry
// (scripts/postbuild/compile-hints.mjs). Prints the machine's CPU and one table, and exits non-zero when a
// budget is missed.
//
// Absolute Lighthouse figures move with the machine's CPU; the distance to the framework floor
// measured in the same run does not, so the speed budgets are relative to it:
//   content routes  TBT ≤ floor + 50 ms, performance ≥ the floor's, JS ≤ floor + 15 KB,
//                   LCP ≤ 1.2 s, CLS 0
//   viewer routes   TBT ≤ floor + 400 ms (the PDF library is the point of those pages)
// and every route scores 100 for accessibility, best practices and SEO. Each page is audited
// AUDIT_RUNS times (5), after one uncounted warm-up run, the runs interleaved so that a slow
// minute hits every page alike and each round in its own shuffled order so that no page always
// follows the same one; each budgeted figure is the median of its runs, CLS the worst run's.
// Beside TBT, the table gives each round's distance to the floor's run of the same round (the
// noise, made visible), and splits the median run's long tasks by what they run: the page's
// own document (HTML, style, layout, paint), scripts, or neither. A control row audits the
// empty page a second time, as if it were a route (an A/A test): its distance to the floor is
// what the machine's noise alone puts between two identical pages, printed under the table with
// a warning when it exceeds the content budget.
//
// AUDIT_ROUTES=/,/campuses/city audits only those routes; AUDIT_SITE_DIR=path audits another
// export (an earlier build, to compare before and after against the floors of the same run).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { allRoutes } from '../lib/routes/site-routes.ts';
import { shuffle } from '../lib/shuffle.ts';
import { addCompileHints } from '../scripts/postbuild/compile-hints.mjs';
import { buildEmptyPage, NO_JS_FLOOR_PATH, writeNoJsFloor } from './floors.mjs';
import { serveExport } from './serve-export.mjs';
import { median } from './stats.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const SITE_PORT = 4310;
const EMPTY_PORT = 4311;
const EMPTY_HINTED_PORT = 4312;
const CONTROL_ROUTE = '(empty Next.js page again: control)';
const BUDGET = { accessibility: 1, 'best-practices': 1, seo: 1 };
const CATEGORIES = ['performance', ...Object.keys(BUDGET)];
export const RELATIVE_BUDGET = {
  tbtAboveFloorMs: 50,
  viewerTbtAboveFloorMs: 400,
  jsAboveFloorKb: 15,
  maxLcpMs: 1200,
};
// Lighthouse's own advice for its run-to-run variance: audit several times, keep the median run.
const RUNS = Number(process.env.AUDIT_RUNS ?? 5);
// Document routes: the PDF viewer's library and the embedded PDF are the point of these pages,
// so they are held to the viewer's blocking-time budget, not the content pages' speed budgets.
const isDocumentRoute = (route) =>
  /^\/mandatory-disclosure\/[^/]+\/(viewer|pdf|documents\/[^/]+)$/.test(route);

function routes() {
  if (process.env.AUDIT_ROUTES) return process.env.AUDIT_ROUTES.split(',');
  return allRoutes();
}

/**
 * A page's figures over its runs: each budgeted figure is the median of that figure (as
 * Lighthouse CI's `median` aggregation does), so one run's slow LCP does not ride along with
 * another figure's median run; CLS is the worst run's. The long-task split, which only makes
 * sense within one run, comes from the median run by TBT.
 */
export function medianOfRuns(runs) {
  const byTbt = [...runs].sort((a, b) => a.tbt - b.tbt || a.lcp - b.lcp);
  const of = (read) => median(runs.map(read));
  return {
    ...byTbt[Math.floor(byTbt.length / 2)],
    scores: Object.fromEntries(
      Object.keys(runs[0].scores).map((key) => [key, of((run) => run.scores[key])]),
    ),
    lcp: of((run) => run.lcp),
    // CLS 0 is a promise to every visit: the worst run counts, with what moved in it.
    cls: Math.max(...runs.map((run) => run.cls)),
    shifted: runs.reduce((worst, run) => (run.cls > worst.cls ? run : worst)).shifted,
    tbt: of((run) => run.tbt),
    jsBytes: of((run) => run.jsBytes),
    totalBytes: of((run) => run.totalBytes),
    loadsPdfViewer: runs.some((run) => run.loadsPdfViewer),
  };
}

/**
 * The pages in the order of round `round`, shuffled (the same shuffle for the same round, so a
 * run can be repeated). In one fixed order the floor ran first in every round, right after the
 * last page of the round before (there the embedded PDF, the heaviest), and the A/A control
 * read well below it, against the floor alone. Shuffled, what one page leaves behind falls on each page alike.
 */
export function roundOrder(pages, round) {
  // mulberry32: a small seeded generator; Math.random cannot be seeded.
  let seed = (round + 1) * 0x9e3779b9;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return shuffle(pages, random);
}

/**
 * What the control row (the empty page audited again, as if it were a route) says about this
 * run: how far the noise alone put a page identical to the floor from it, and whether that is
 * more than the content budget (then a route's pass or miss of that budget may be the noise's).
 */
export function noiseVerdict(control, floor, budgetMs = RELATIVE_BUDGET.tbtAboveFloorMs) {
  const distance = Math.round(control.tbt - floor.tbt);
  const rounds = control.byRound.map((ms) => Math.round(ms));
  const line =
    `Control: the empty page audited again read ${distance} ms from the floor ` +
    `(by round ${rounds.join(' / ')}).`;
  if (Math.abs(distance) <= budgetMs) return { distance, exceedsBudget: false, line };
  return {
    distance,
    exceedsBudget: true,
    line: `${line} That is more than the ${budgetMs} ms content budget: in this run the noise alone can pass or fail a route.`,
  };
}

async function auditOnce(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  const { categories, audits } = result.lhr;
  const requests = audits['network-requests'].details.items;
  const jsBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + r.transferSize, 0);
  return {
    scores: Object.fromEntries(CATEGORIES.map((k) => [k, categories[k].score])),
    blockingBy: blockingBySource(audits, url),
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    // What moved, so a CLS failure names the element.
    shifted: (audits['layout-shifts']?.details?.items ?? [])
      .map((item) => item.node?.selector)
      .filter(Boolean),
    tbt: audits['total-blocking-time'].numericValue,
    jsBytes,
    totalBytes: audits['total-byte-weight'].numericValue,
    loadsPdfViewer: requests.some((r) => r.url.includes('pdf.worker')),
  };
}

/**
 * Lighthouse's long tasks (as simulated: 4× CPU) between first paint and interactive, their
 * blocking part (beyond 50 ms) added up by what Lighthouse attributes them to: the page's own
 * document (parsing its HTML, style, layout and paint), a script, or neither. What a content
 * page adds over the empty Next.js page shows here; the parts need not add up to TBT, which
 * Lighthouse blends from two simulations.
 */
export function blockingBySource(audits, url) {
  const start = audits['first-contentful-paint'].numericValue;
  const end = audits.interactive?.numericValue ?? Infinity;
  const sums = { page: 0, scripts: 0, other: 0 };
  for (const task of audits['long-tasks']?.details?.items ?? []) {
    const length = Math.min(task.startTime + task.duration, end) - Math.max(task.startTime, start);
    if (length <= 50) continue;
    const source =
      task.url === url ? 'page' : /\.m?js(?:$|\?)/.test(task.url ?? '') ? 'scripts' : 'other';
    sums[source] += length - 50;
  }
  return sums;
}

const pct = (score) => String(Math.round(score * 100)).padStart(3);
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`.padStart(7);

async function main() {
  const exportDir = process.env.AUDIT_SITE_DIR ? path.resolve(process.env.AUDIT_SITE_DIR) : null;
  if (!exportDir && !existsSync(path.join(root, 'out', 'index.html'))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(1);
  }
  const emptyOut = buildEmptyPage();
  const siteDir = mkdtempSync(path.join(tmpdir(), 'aurora-audit-'));
  cpSync(exportDir ?? path.join(root, 'out'), siteDir, { recursive: true });
  writeNoJsFloor(siteDir);
  // For information: the empty page with the compile hints this site's chunks carry
  // (scripts/postbuild/compile-hints.mjs). The budgets stay relative to the empty page as Next ships it.
  const hintedFloorDir = mkdtempSync(path.join(tmpdir(), 'aurora-audit-floor-'));
  cpSync(emptyOut, hintedFloorDir, { recursive: true });
  addCompileHints(hintedFloorDir);

  const servers = await Promise.all([
    serveExport(siteDir, SITE_PORT),
    serveExport(emptyOut, EMPTY_PORT),
    serveExport(hintedFloorDir, EMPTY_HINTED_PORT),
  ]);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
    ],
  });
  const pages = [
    { route: '(empty Next.js page)', url: `http://127.0.0.1:${EMPTY_PORT}/`, reference: true },
    // The same page again (the query string only gives it its own row): the A/A control.
    {
      route: CONTROL_ROUTE,
      url: `http://127.0.0.1:${EMPTY_PORT}/?control`,
      reference: true,
    },
    {
      route: '(empty Next.js page, compile hints)',
      url: `http://127.0.0.1:${EMPTY_HINTED_PORT}/`,
      reference: true,
    },
    {
      route: '(home, HTML+CSS, no JS)',
      url: `http://127.0.0.1:${SITE_PORT}${NO_JS_FLOOR_PATH}`,
      reference: true,
    },
    ...routes().map((route) => ({ route, url: `http://127.0.0.1:${SITE_PORT}${route}` })),
  ];
  const cpu = cpus();
  console.log(`CPU: ${cpu[0]?.model ?? 'unknown'}, ${cpu.length} cores; ${RUNS} runs per page`);
  const rows = [];
  try {
    const runs = new Map(pages.map((p) => [p.route, []]));
    // A warm-up run, not counted: the first audit in a new browser also pays for its start-up.
    await auditOnce(pages[0].url, chrome.port);
    for (let i = 0; i < RUNS; i += 1) {
      for (const page of roundOrder(pages, i))
        runs.get(page.route).push(await auditOnce(page.url, chrome.port));
      process.stderr.write(`run ${i + 1}/${RUNS} done\n`);
    }
    const floorRuns = runs.get(pages[0].route);
    for (const page of pages) {
      // Each run's distance to the floor's run of the same round, in run order: the spread shows
      // how far the machine's noise alone moves a page against the floor.
      const byRound = runs.get(page.route).map((run, round) => run.tbt - floorRuns[round].tbt);
      rows.push({ ...page, ...medianOfRuns(runs.get(page.route)), byRound });
    }
    const floor = rows[0];

    const failures = [];
    for (const row of rows.filter((r) => !r.reference)) {
      const document = isDocumentRoute(row.route);
      for (const [category, min] of Object.entries(BUDGET)) {
        if (row.scores[category] < min)
          failures.push(`${row.route}: ${category} ${pct(row.scores[category])} < ${min * 100}`);
      }
      const tbtAbove = row.tbt - floor.tbt;
      if (document) {
        if (tbtAbove > RELATIVE_BUDGET.viewerTbtAboveFloorMs)
          failures.push(
            `${row.route}: TBT ${Math.round(tbtAbove)} ms above the floor > ${RELATIVE_BUDGET.viewerTbtAboveFloorMs} ms`,
          );
        continue;
      }
      if (tbtAbove > RELATIVE_BUDGET.tbtAboveFloorMs)
        failures.push(
          `${row.route}: TBT ${Math.round(tbtAbove)} ms above the floor > ${RELATIVE_BUDGET.tbtAboveFloorMs} ms`,
        );
      if (row.scores.performance < floor.scores.performance)
        failures.push(
          `${row.route}: performance ${pct(row.scores.performance)} < the floor's ${pct(floor.scores.performance)}`,
        );
      if (row.cls > 0) {
        const moved = row.shifted.length > 0 ? ` (moved: ${row.shifted.join(', ')})` : '';
        failures.push(`${row.route}: CLS ${row.cls.toFixed(3)} > 0${moved}`);
      }
      if (row.lcp > RELATIVE_BUDGET.maxLcpMs)
        failures.push(
          `${row.route}: LCP ${Math.round(row.lcp)} ms > ${RELATIVE_BUDGET.maxLcpMs} ms`,
        );
      if (row.jsBytes - floor.jsBytes > RELATIVE_BUDGET.jsAboveFloorKb * 1024) {
        failures.push(
          `${row.route}: JavaScript ${kb(row.jsBytes - floor.jsBytes)} above the empty page`,
        );
      }
      if (row.loadsPdfViewer) failures.push(`${row.route}: loads the PDF viewer's worker`);
    }

    const header =
      '| route | perf | a11y | best pr. | SEO | LCP | CLS | TBT | TBT − floor | − floor, by round | blocking: page · scripts · other | JS | total |';
    const lines = [
      `CPU: ${cpu[0]?.model ?? 'unknown'}, ${cpu.length} cores; median of ${RUNS} runs`,
      '',
      header,
      '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ];
    for (const r of rows) {
      const s = r.scores;
      lines.push(
        `| ${r.route} | ${pct(s.performance)} | ${pct(s.accessibility)} | ${pct(s['best-practices'])} | ${pct(s.seo)} | ` +
          `${(r.lcp / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} ms | ` +
          `${r === floor ? '' : `${Math.round(r.tbt - floor.tbt)} ms`} | ` +
          `${r === floor ? '' : r.byRound.map((ms) => Math.round(ms)).join(' / ')} | ` +
          `${['page', 'scripts', 'other'].map((k) => Math.round(r.blockingBy[k])).join(' · ')} ms | ` +
          `${kb(r.jsBytes)} | ${kb(r.totalBytes)} |`,
      );
    }
    const noise = noiseVerdict(
      rows.find((r) => r.route === CONTROL_ROUTE),
      floor,
    );
    lines.push('', noise.line);
    console.log(lines.join('\n'));
    writeFileSync(path.join(root, 'tools', 'audit-latest.md'), `${lines.join('\n')}\n`);
    if (failures.length > 0) {
      console.error(`\nBudgets missed (${failures.length}):\n  ${failures.join('\n  ')}`);
      if (noise.exceedsBudget) console.error(noise.line);
      process.exitCode = 1;
    } else {
      console.log('\nAll budgets met.');
    }
  } finally {
    await chrome.kill();
    for (const server of servers) server.kill();
    rmSync(siteDir, { recursive: true, force: true });
    rmSync(hintedFloorDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
