// `npm run measure:hydration [-- --before <dir>]`: how the built export loads in a real browser,
// beside its floors measured in the same run: the empty exported Next.js page, and the home page
// and each other page measured as HTML and CSS only (tools/floors.mjs), and, given
// `--before <dir>`, an earlier export.
// Chromium at 375 px with Lighthouse's mobile throttling (tools/browser.mjs). Per page, the
// median over MEASURE_RUNS loads of: the largest contentful paint; the page hydrated (the app
// router adds <next-route-announcer> when its root has mounted); the longest main-thread task
// and the total blocking time (each long task's time over 50 ms after the first contentful
// paint, as Lighthouse counts it) until the page has been still for SETTLE_MS after hydrating.
// Then, per export, the time from a tap on the phone menu (375 px) and on 'More' (1280 px,
// same throttling) at 0.5, 1 and 2 s after the navigation started to the first frame
// with the menu on screen (MEASURE_TAPS=0 leaves the taps out). Loads run in rounds, every
// target once per round, so a slow minute of the machine falls on all of them alike.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { navLabels } from '../content/navigation.ts';
import { outDir } from '../scripts/postbuild/export-files.mjs';
import {
  HYDRATED_MARK,
  launchChromium,
  markHydration,
  PHONE,
  throttleLikeAMidRangePhone,
  waitForHydration,
} from './browser.mjs';
import { buildEmptyPage, noJsFloorPath, writeNoJsFloor } from './floors.mjs';
import { serveExport } from './serve-export.mjs';
import { median } from './stats.mjs';

const PAGES = (process.env.MEASURE_PAGES ?? '/,/campuses/city,/aurora-social/blog/8').split(',');
const RUNS = Number(process.env.MEASURE_RUNS ?? 7);
const PORT = Number(process.env.MEASURE_PORT ?? 4320);
const SETTLE_MS = 2000;
// MEASURE_TAPS=0: the loads alone.
const TAP_AT_MS = process.env.MEASURE_TAPS === '0' ? [] : [500, 1000, 2000];
// A tablet held sideways: 1280 px, and a finger, so no hover opens 'More' before the tap.
const DESKTOP = { viewport: { width: 1280, height: 800 }, hasTouch: true };
const WAIT_MS = 60_000;

/** One load: LCP, hydration, longest task and blocking time, in ms from navigation. */
async function measureLoad(browser, url) {
  const context = await browser.newContext({ ...PHONE, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const marks = (window.__marks = { longTasks: [] });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        marks.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) marks.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await markHydration(page);
  await throttleLikeAMidRangePhone(context, page);
  await page.goto(url, { waitUntil: 'load', timeout: WAIT_MS });
  // A page without scripts never hydrates: it is still once it has loaded.
  const scripted = await page.evaluate(() => document.scripts.length > 0);
  if (scripted) await waitForHydration(page, WAIT_MS);
  // The settling time is the measure's window, not a wait for a condition.
  await page.waitForTimeout(SETTLE_MS);
  const result = await page.evaluate((hydratedMark) => {
    const marks = window.__marks;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const counted = marks.longTasks.filter((task) => task.start + task.duration > fcp);
    return {
      lcp: marks.lcp,
      hydrated: performance.getEntriesByName(hydratedMark)[0]?.startTime ?? null,
      longest: Math.max(0, ...counted.map((task) => task.duration)),
      tbt: counted.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    };
  }, HYDRATED_MARK);
  await context.close();
  return result;
}

/**
 * One tap: the menu control tapped (or clicked) once the page's clock reads `tapAt`, and the
 * time from the input event to the first frame in which the menu is on screen.
 */
async function measureTap(browser, origin, control, tapAt) {
  const phone = control === 'phone';
  const context = await browser.newContext(phone ? { ...PHONE, hasTouch: true } : DESKTOP);
  const page = await context.newPage();
  await page.addInitScript(
    ({ phone, moreLabel }) => {
      const menuShown = () => {
        if (phone) return !!document.getElementById('mobile-menu')?.checkVisibility();
        const button = [...document.querySelectorAll('button[aria-controls]')].find(
          (each) => each.textContent?.trim() === moreLabel,
        );
        const list = button && document.getElementById(button.getAttribute('aria-controls'));
        return !!list?.checkVisibility();
      };
      addEventListener(
        'pointerdown',
        (event) => {
          if (window.__tap) return;
          window.__tap = { at: event.timeStamp };
          const check = (frame) => {
            if (menuShown()) window.__tap.shownAfter = frame - event.timeStamp;
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        },
        true,
      );
    },
    { phone, moreLabel: navLabels.more },
  );
  await throttleLikeAMidRangePhone(context, page);
  await page.goto(`${origin}/about`, { waitUntil: 'commit', timeout: WAIT_MS });
  await page.waitForFunction((ms) => performance.now() >= ms, tapAt, {
    polling: 10,
    timeout: WAIT_MS,
  });
  // The header's menu control: the reach bar at the page's foot has summaries of its own.
  const target = phone
    ? page.locator('header summary').filter({ visible: true })
    : page.getByRole('button', { name: navLabels.more });
  // A finger at the control's place as soon as it is drawn, without the checks a test's tap
  // waits for: those take frames a busy page is slow to give.
  await target.waitFor({ state: 'visible', timeout: WAIT_MS });
  const box = await target.boundingBox();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  const tap = await page.waitForFunction(
    () => window.__tap?.shownAfter !== undefined && window.__tap,
    null,
    {
      timeout: WAIT_MS,
    },
  );
  const { at, shownAfter } = await tap.jsonValue();
  await context.close();
  return { at, shownAfter };
}

const seconds = (ms) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`);
const milliseconds = (ms) => `${Math.round(ms)} ms`;
const medianOf = (runs, key) => {
  const values = runs.map((run) => run[key]);
  return values.some((value) => value === null) ? null : median(values);
};

async function main() {
  const { values } = parseArgs({ options: { before: { type: 'string' } } });
  if (!existsSync(path.join(outDir, 'index.html'))) throw new Error('Run `npm run build` first.');
  const beforeDir = values.before ? path.resolve(values.before) : null;
  if (beforeDir && !existsSync(path.join(beforeDir, 'index.html')))
    throw new Error(`${beforeDir} holds no export (no index.html)`);
  const emptyOut = buildEmptyPage();
  // A copy of the export, to hold each page as HTML and CSS beside the real one (the home page's
  // always, the floor the budgets name).
  const work = mkdtempSync(path.join(tmpdir(), 'aurora-hydration-'));
  const siteDir = path.join(work, 'site');
  cpSync(outDir, siteDir, { recursive: true });
  const floorPages = ['/', ...PAGES.filter((page) => page !== '/')];
  for (const page of floorPages) writeNoJsFloor(siteDir, page);

  const exports = [
    { name: 'this build', dir: siteDir, port: PORT },
    ...(beforeDir ? [{ name: 'before', dir: beforeDir, port: PORT + 1 }] : []),
  ];
  const empty = { name: 'empty Next.js page', dir: emptyOut, port: PORT + 2 };
  const servers = await Promise.all(
    [...exports, empty].map(({ dir, port }) => serveExport(dir, port)),
  );
  const origin = (port) => `http://127.0.0.1:${port}`;
  const loads = [
    { row: '(empty Next.js page: the framework floor)', url: `${origin(empty.port)}/` },
    ...floorPages.map((page) => ({
      row: page === '/' ? '(home page, HTML and CSS only)' : `(\`${page}\`, HTML and CSS only)`,
      url: `${origin(PORT)}${noJsFloorPath(page)}`,
    })),
    ...PAGES.flatMap((page) =>
      exports.map(({ name, port }) => ({
        row: `\`${page}\` (${name})`,
        url: `${origin(port)}${page}`,
      })),
    ),
  ];
  const taps = exports.flatMap(({ name, port }) =>
    ['phone', 'more'].flatMap((control) =>
      TAP_AT_MS.map((tapAt) => ({ name, origin: origin(port), control, tapAt })),
    ),
  );
  const loadRuns = new Map(loads.map((load) => [load.row, []]));
  const tapRuns = new Map(taps.map((tap) => [tap, []]));

  const browser = await launchChromium();
  try {
    for (let round = 0; round < RUNS; round += 1) {
      for (const load of loads) loadRuns.get(load.row).push(await measureLoad(browser, load.url));
      for (const tap of taps)
        tapRuns.get(tap).push(await measureTap(browser, tap.origin, tap.control, tap.tapAt));
      process.stderr.write(`round ${round + 1}/${RUNS} done\n`);
    }
  } finally {
    await browser.close();
    for (const server of servers) server.kill();
    rmSync(work, { recursive: true, force: true });
  }

  const lines = [
    `Real Chromium, 375 px, 150 ms RTT, 1.6 Mbps, 4× CPU; median of ${RUNS} loads per row.`,
    '',
    '| page | largest paint | page hydrated | longest task | blocking time |',
    '| --- | --: | --: | --: | --: |',
  ];
  for (const { row } of loads) {
    const runs = loadRuns.get(row);
    lines.push(
      `| ${row} | ${seconds(medianOf(runs, 'lcp'))} | ${seconds(medianOf(runs, 'hydrated'))} | ` +
        `${milliseconds(medianOf(runs, 'longest'))} | ${milliseconds(medianOf(runs, 'tbt'))} |`,
    );
  }
  if (TAP_AT_MS.length > 0) {
    lines.push(
      '',
      'From the tap to the menu on screen (`/about`, same throttling; the tap lands when the page can take it: its median moment in brackets):',
      '',
      `| menu | ${exports.map(({ name }) => name).join(' | ')} |`,
      `| --- | ${exports.map(() => '--:').join(' | ')} |`,
    );
    for (const control of ['phone', 'more']) {
      for (const tapAt of TAP_AT_MS) {
        const label = control === 'phone' ? 'phone menu, 375 px' : "'More', 1280 px";
        const cells = exports.map(({ name }) => {
          const tap = taps.find(
            (each) => each.name === name && each.control === control && each.tapAt === tapAt,
          );
          const runs = tapRuns.get(tap);
          return `${milliseconds(medianOf(runs, 'shownAfter'))} (${seconds(medianOf(runs, 'at'))})`;
        });
        lines.push(`| ${label}, tapped at ${seconds(tapAt)} | ${cells.join(' | ')} |`);
      }
    }
  }
  console.log(lines.join('\n'));
}

await main();
