// `npm run measure:viewer`: how fast the disclosure viewer shows page 1, in a real browser.
// Loads the City viewer of the built export in desktop Chromium (unthrottled, 1280 px), with
// its own 3-page document and with the 100-page test document in its place, and prints the
// median of 5 loads of each: the `load` event, page 1 drawn (the viewer's FIRST_PAGE_MARK), and
// where the time in between went. Timing belongs here, not in the e2e tests: a test asserts
// that page 1 is drawn, this script says how soon.
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { outDir, root } from '../scripts/export-files.mjs';
import { launchChromium } from './browser.mjs';
import { serveExport } from './serve-export.mjs';
import { median } from './stats.mjs';

const RUNS = Number(process.env.MEASURE_RUNS ?? 5);
const PORT = Number(process.env.MEASURE_PORT ?? 4330);
const VIEWER = '/mandatory-disclosure/city/viewer';
const DOCUMENT = '/MPD/city-campus-disclosure.pdf';
const LARGE_PDF = path.join(root, 'tests/fixtures/large-100-pages.pdf');
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
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (largeDocument) {
    const body = readFileSync(LARGE_PDF);
    await page.route(`**${DOCUMENT}`, (route) =>
      route.fulfill({ body, contentType: 'application/pdf' }),
    );
  }
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('next-route-announcer')) return;
        performance.mark('measure:hydrated');
        observer.disconnect();
      }).observe(document.body, { childList: true });
    });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(
    (name) => performance.getEntriesByName(name).length > 0,
    MARKS.firstPage,
    { timeout: 60_000 },
  );
  const result = await page.evaluate(
    ({ marks, documentPath }) => {
      const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
      const resources = performance.getEntriesByType('resource');
      const doneAt = (test) => {
        const ends = resources.filter((r) => test(r.name)).map((r) => r.responseEnd);
        return ends.length > 0 ? Math.max(...ends) : NaN;
      };
      const navigation = performance.getEntriesByType('navigation')[0];
      return {
        load: navigation.loadEventStart,
        hydrated: at('measure:hydrated'),
        // Every chunk of framework and viewer code, the pdf.js worker script, the document.
        code: doneAt((name) => name.includes('/_next/static/chunks/')),
        worker: doneAt((name) => name.endsWith('/pdf.worker.min.js')),
        document: doneAt((name) => name.endsWith(documentPath)),
        workerReady: at(marks.workerReady),
        documentOpened: at(marks.documentOpened),
        firstPage: at(marks.firstPage),
      };
    },
    { marks: MARKS, documentPath: DOCUMENT },
  );
  await context.close();
  return result;
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');

async function main() {
  if (!existsSync(path.join(outDir, 'index.html'))) throw new Error('Run `npm run build` first.');
  const server = await serveExport(outDir, PORT);
  const browser = await launchChromium();
  try {
    const cpu = os.cpus();
    console.log(`${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores; median of ${RUNS} loads`);
    console.log(
      '| document | `load` | hydrated | code loaded | worker script | worker ready | document fetched | document opened | page 1 drawn | page 1 after `load` |',
    );
    console.log('| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |');
    for (const [label, large] of [
      ['3 pages', false],
      ['100 pages', true],
    ]) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1)
        runs.push(await measureOnce(browser, `http://127.0.0.1:${PORT}${VIEWER}`, large));
      const m = (key) => median(runs.map((run) => run[key]));
      const after = median(runs.map((run) => run.firstPage - run.load));
      console.log(
        `| ${label} | ${['load', 'hydrated', 'code', 'worker', 'workerReady', 'document', 'documentOpened', 'firstPage'].map((key) => ms(m(key))).join(' | ')} | ${ms(after)} |`,
      );
    }
  } finally {
    await browser.close();
    server.kill();
  }
}

await main();
