// `npm run measure:hydration`: what deferring the framework scripts (scripts/defer-hydration.mjs)
// costs and saves in a real browser. Loads pages of the export as built, and of the same export
// with Next's <head> scripts put back, in Chromium at 375 px with Lighthouse's mobile throttling
// (150 ms RTT, 1.6 Mbps, 4× CPU), and prints the median LCP, `load` event and hydration time,
// and from a PerformanceObserver on long tasks the longest main-thread task and the total
// blocking time (each task's time over 50 ms, after the first contentful paint, as Lighthouse
// counts it) until the page has been still for SETTLE_MS after hydrating.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { restoreHeadScripts } from '../scripts/defer-hydration.mjs';
import { htmlFiles, outDir } from '../scripts/export-files.mjs';
import { launchChromium, throttleLikeAMidRangePhone } from './browser.mjs';
import { serveExport } from './serve-export.mjs';
import { median } from './stats.mjs';

const PAGES = (process.env.MEASURE_PAGES ?? '/,/campuses/city,/aurora-social/blog/8').split(',');
const RUNS = Number(process.env.MEASURE_RUNS ?? 7);
const SETTLE_MS = 2000;
/** LCP, load event start and the moment the app router mounted, in ms from navigation. */
async function measureOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
  });
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
    document.addEventListener('DOMContentLoaded', () => {
      const observer = new MutationObserver(() => {
        if (document.querySelector('next-route-announcer')) {
          marks.hydrated = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true });
    });
  });
  await throttleLikeAMidRangePhone(context, page);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__marks.hydrated, null, { timeout: 60_000 });
  await page.waitForTimeout(SETTLE_MS);
  const result = await page.evaluate(() => {
    const marks = window.__marks;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const counted = marks.longTasks.filter((task) => task.start + task.duration > fcp);
    return {
      lcp: marks.lcp,
      load: performance.getEntriesByType('navigation')[0].loadEventStart,
      hydrated: marks.hydrated,
      longest: Math.max(0, ...counted.map((task) => task.duration)),
      tbt: counted.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    };
  });
  await context.close();
  return result;
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const milliseconds = (ms) => `${Math.round(ms)} ms`;
const FORMAT = {
  lcp: seconds,
  load: seconds,
  hydrated: seconds,
  longest: milliseconds,
  tbt: milliseconds,
};

async function main() {
  if (!existsSync(path.join(outDir, 'index.html'))) throw new Error('Run `npm run build` first.');
  const work = mkdtempSync(path.join(tmpdir(), 'aurora-hydration-'));
  const deferredDir = path.join(work, 'deferred');
  const shippedDir = path.join(work, 'as-shipped');
  cpSync(outDir, deferredDir, { recursive: true });
  cpSync(outDir, shippedDir, { recursive: true });
  for (const file of htmlFiles(shippedDir)) {
    writeFileSync(file, restoreHeadScripts(readFileSync(file, 'utf8')));
  }
  const servers = await Promise.all([
    serveExport(deferredDir, 4320),
    serveExport(shippedDir, 4321),
  ]);
  const browser = await launchChromium();
  try {
    console.log(`Median of ${RUNS} loads, deferred / as Next ships it:`);
    console.log(
      '| page | LCP | `load` event | page hydrated | longest task | blocking time |\n' +
        '| --- | --- | --- | --- | --- | --- |',
    );
    for (const page of PAGES) {
      const cells = { lcp: [], load: [], hydrated: [], longest: [], tbt: [] };
      for (const port of [4320, 4321]) {
        const runs = [];
        for (let i = 0; i < RUNS; i += 1)
          runs.push(await measureOnce(browser, `http://127.0.0.1:${port}${page}`));
        for (const key of Object.keys(cells))
          cells[key].push(FORMAT[key](median(runs.map((r) => r[key]))));
      }
      console.log(
        `| \`${page}\` | ${Object.values(cells)
          .map((pair) => pair.join(' / '))
          .join(' | ')} |`,
      );
    }
  } finally {
    await browser.close();
    for (const server of servers) server.kill();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
