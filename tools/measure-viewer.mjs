// `npm run measure:viewer`: how soon the disclosure viewer shows page 1, in a real browser.
// Loads the City viewer of the built export, with its own document and with the 100-page test
// document in its place, and prints the median of MEASURE_RUNS loads of each: the `load` event,
// hydration, page 1's image painted (the build's image of the page: its largest-contentful-paint
// entry), page 1 drawn by pdf.js (the viewer's FIRST_PAGE_MARK), page 1 visible (the earlier of
// the two), and where the time in between went.
// MEASURE_PROFILE=phone (the default: 375 px, Lighthouse's mobile throttling, 150 ms RTT,
// 1.6 Mbps, 4× CPU) or desktop (1280 px, unthrottled). MEASURE_SITE_DIR=path measures another
// export in the same run (an earlier build: before and after side by side).
// Timing belongs here, not in the e2e tests: a test asserts that page 1 is shown, this script
// says how soon.
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { outDir, root } from '../scripts/postbuild/export-files.mjs';
import {
  HYDRATED_MARK,
  launchChromium,
  markHydration,
  PHONE,
  throttleLikeAMidRangePhone,
} from './browser.mjs';
import { serveExport } from './serve-export.mjs';
import { median } from './stats.mjs';

const RUNS = Number(process.env.MEASURE_RUNS ?? 5);
const PORT = Number(process.env.MEASURE_PORT ?? 4330);
const PROFILE = process.env.MEASURE_PROFILE ?? 'phone';
const VIEWER = '/mandatory-disclosure/city/viewer';
const DOCUMENT = '/MPD/city-campus-disclosure.pdf';
const LARGE_PDF = path.join(root, 'tests/fixtures/large-100-pages.pdf');
/** Where the build's page images are served from (scripts/build/disclosure-pages/pipeline.ts). */
const PAGE_IMAGES = '/images/pdf-pages/';
const PROFILES = {
  phone: PHONE,
  desktop: { viewport: { width: 1280, height: 800 } },
};
// The marks the viewer sets (User Timing), read from its TypeScript source.
const viewerTypes = readFileSync(path.join(root, 'components/disclosure/viewer-types.ts'), 'utf8');
const mark = (name) => viewerTypes.match(new RegExp(`${name} = '([^']+)'`))[1];
const MARKS = {
  workerReady: mark('WORKER_READY_MARK'),
  documentOpened: mark('DOCUMENT_LOADED_MARK'),
  firstPage: mark('FIRST_PAGE_MARK'),
};

/** One load of the viewer: milestones in ms from navigation start. */
async function measureOnce(browser, url, largeDocument) {
  const context = await browser.newContext(PROFILES[PROFILE]);
  const page = await context.newPage();
  if (PROFILE === 'phone') await throttleLikeAMidRangePhone(context, page);
  if (largeDocument) {
    const body = readFileSync(LARGE_PDF);
    await page.route(`**${DOCUMENT}`, (route) =>
      route.fulfill({ body, contentType: 'application/pdf' }),
    );
  }
  await page.addInitScript(() => {
    const marks = (window.__viewerMarks = { paints: [] });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        marks.paints.push({ url: entry.url, at: entry.renderTime || entry.loadTime });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await markHydration(page);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(
    (name) => performance.getEntriesByName(name).length > 0,
    MARKS.firstPage,
    { timeout: 120_000 },
  );
  const result = await page.evaluate(
    ({ marks, documentPath, pageImages, hydratedMark }) => {
      const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
      const resources = performance.getEntriesByType('resource');
      const doneAt = (test) => {
        const ends = resources.filter((r) => test(r.name)).map((r) => r.responseEnd);
        return ends.length > 0 ? Math.max(...ends) : NaN;
      };
      const navigation = performance.getEntriesByType('navigation')[0];
      // Page 1's image, as the build made it: the first page image to paint.
      const imagePaint = window.__viewerMarks.paints.find((paint) =>
        new URL(paint.url || 'about:blank', location.href).pathname.startsWith(pageImages),
      );
      return {
        load: navigation.loadEventStart,
        hydrated: at(hydratedMark),
        // Every chunk of framework and viewer code, the pdf.js worker script, the document.
        code: doneAt((name) => name.includes('/_next/static/chunks/')),
        worker: doneAt((name) => name.endsWith('/pdf.worker.min.js')),
        document: doneAt((name) => name.endsWith(documentPath)),
        workerReady: at(marks.workerReady),
        documentOpened: at(marks.documentOpened),
        imagePainted: imagePaint?.at ?? NaN,
        firstPage: at(marks.firstPage),
      };
    },
    { marks: MARKS, documentPath: DOCUMENT, pageImages: PAGE_IMAGES, hydratedMark: HYDRATED_MARK },
  );
  await context.close();
  // The images are of the site's own document: with the 100-page one routed in, they show
  // another document, so only pdf.js's page counts.
  if (largeDocument) result.imagePainted = NaN;
  result.visible = Math.min(result.firstPage, result.imagePainted || Infinity);
  return result;
}

/** The median of the runs that reached a milestone ('–' when none did). */
const finiteMedian = (values) => {
  const reached = values.filter(Number.isFinite);
  return reached.length > 0 ? median(reached) : NaN;
};
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');
const COLUMNS = [
  ['load', '`load`'],
  ['hydrated', 'hydrated'],
  ['code', 'code loaded'],
  ['worker', 'worker script'],
  ['workerReady', 'worker ready'],
  ['document', 'document fetched'],
  ['documentOpened', 'document opened'],
  ['imagePainted', 'page 1 image painted'],
  ['firstPage', 'page 1 drawn by pdf.js'],
  ['visible', '**page 1 visible**'],
];

async function main() {
  if (!existsSync(path.join(outDir, 'index.html'))) throw new Error('Run `npm run build` first.');
  const sites = [['this build', outDir]];
  if (process.env.MEASURE_SITE_DIR) {
    sites.push([process.env.MEASURE_SITE_DIR, path.resolve(process.env.MEASURE_SITE_DIR)]);
  }
  const servers = await Promise.all(sites.map(([, dir], i) => serveExport(dir, PORT + i)));
  const browser = await launchChromium();
  try {
    const cpu = os.cpus();
    console.log(
      `${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores; ${PROFILE} profile; median of ${RUNS} loads`,
    );
    console.log(`| export | document | ${COLUMNS.map(([, title]) => title).join(' | ')} |`);
    console.log(`| --- | --- |${' --: |'.repeat(COLUMNS.length)}`);
    for (const [label, large] of [
      ['its own', false],
      ['100 pages', true],
    ]) {
      for (const [i, [site]] of sites.entries()) {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1)
          runs.push(await measureOnce(browser, `http://127.0.0.1:${PORT + i}${VIEWER}`, large));
        const cells = COLUMNS.map(([key]) => ms(finiteMedian(runs.map((r) => r[key]))));
        console.log(`| ${site} | ${label} | ${cells.join(' | ')} |`);
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) server.kill();
  }
}

await main();
