// Loopback load check for the nginx deployment: a fixed number of requests over keep-alive
// connections, as a browser asks for them (Accept-Encoding: br, gzip), cycling through the home
// page, other pages, the scripts they load, the feed, the sitemap and the PDF worker.
// Prints requests per second, p50/p95 latency and bytes per response.
//
//   npm run measure:load -- https://127.0.0.1:5301 [requests=3000] [concurrency=16]
//
// Serve out/ first, e.g. `node tests/nginx/start-nginx.mjs 5301`. Self-signed certificates are
// accepted (loopback only). The request count is bounded, so a run always ends.
//
// With --pages, what each page of a list costs one visitor instead, all pages in one run:
//
//   npm run measure:load -- --pages /,/mr,/hi [URL]
//
// Each page is loaded afresh (empty cache) in Chromium at 375 px with Lighthouse's mobile
// throttling, the pages in turn, MEASURE_RUNS (5) times. Until the page's network has been idle
// and the page still for SETTLE_MS, it counts the bytes transferred for the HTML document and
// for everything else (scripts, styles, images, fonts), and the blocking time (each long task's
// time over 50 ms, after the first contentful paint, as Lighthouse counts it). Prints the medians
// per page and each page's difference from the first. Without URL it serves out/ itself on
// MEASURE_PORT (4390).
import http from 'node:http';
import https from 'node:https';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { outDir } from '../scripts/postbuild/export-files.mjs';
import { launchChromium, throttleLikeAMidRangePhone } from './browser.mjs';
import { serveExport } from './serve-export.mjs';
import { median } from './stats.mjs';

const SETTLE_MS = 2000;

/** One fresh load of `url`: bytes of the HTML document and beyond it, and blocking time. */
async function pageCostOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const tasks = (window.__longTasks = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await throttleLikeAMidRangePhone(context, page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const documents = new Set();
  const transferred = { html: 0, beyond: 0 };
  cdp.on('Network.responseReceived', ({ requestId, type }) => {
    if (type === 'Document') documents.add(requestId);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    transferred[documents.has(requestId) ? 'html' : 'beyond'] += encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  const blocking = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return window.__longTasks
      .filter((task) => task.start + task.duration > fcp)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  });
  await context.close();
  return { ...transferred, blocking };
}

/** `--pages /,/mr,/hi [URL]`: the medians per page, beside the first page's. */
async function measurePages(pages, base) {
  const runs = Number(process.env.MEASURE_RUNS ?? 5);
  let server;
  if (!base) {
    if (!existsSync(path.join(outDir, 'index.html'))) throw new Error('Run `npm run build` first.');
    const port = Number(process.env.MEASURE_PORT ?? 4390);
    server = await serveExport(outDir, port);
    base = `http://127.0.0.1:${port}`;
  }
  const browser = await launchChromium();
  const results = new Map(pages.map((page) => [page, []]));
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const page of pages) results.get(page).push(await pageCostOnce(browser, base + page));
    }
  } finally {
    await browser.close();
    server?.kill();
  }
  const medians = pages.map((page) => {
    const of = (key) => median(results.get(page).map((result) => result[key]));
    return { page, html: of('html'), beyond: of('beyond'), blocking: of('blocking') };
  });
  const [first] = medians;
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const versus = (value, reference) =>
    reference > 0
      ? `${value >= reference ? '+' : ''}${Math.round((value / reference - 1) * 100)} %`
      : '–';
  console.log(
    `${base}, ${runs} runs, medians (375 px, 150 ms RTT, 1.6 Mbps, 4× CPU, empty cache)\n\n` +
      `| page | HTML | beyond HTML | vs ${first.page} | blocking time | vs ${first.page} |\n` +
      '|---|--:|--:|--:|--:|--:|\n' +
      medians
        .map(
          (row) =>
            `| \`${row.page}\` | ${kb(row.html)} | ${kb(row.beyond)} | ${versus(row.beyond, first.beyond)} | ` +
            `${Math.round(row.blocking)} ms | ${versus(row.blocking, first.blocking)} |`,
        )
        .join('\n'),
  );
}

/** The load check: requests per second over keep-alive connections. */
async function loadTest(args) {
  const [base = 'https://127.0.0.1:5301', requestsArg = '3000', concurrencyArg = '16'] = args;
  const total = Number(requestsArg);
  const concurrency = Number(concurrencyArg);
  const origin = new URL(base);
  const client = origin.protocol === 'https:' ? https : http;
  const agent = new client.Agent({
    keepAlive: true,
    maxSockets: concurrency,
    rejectUnauthorized: false,
  });

  /** One GET; resolves with status, encoding and body size once the body has arrived. */
  function get(path) {
    return new Promise((resolve, reject) => {
      const request = client.get(
        new URL(path, origin),
        { agent, headers: { 'accept-encoding': 'br, gzip' } },
        (response) => {
          let bytes = 0;
          response.on('data', (chunk) => (bytes += chunk.length));
          response.on('end', () =>
            resolve({
              status: response.statusCode,
              encoding: response.headers['content-encoding'] ?? 'identity',
              bytes,
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
    });
  }

  async function text(path) {
    return new Promise((resolve, reject) => {
      client
        .get(new URL(path, origin), { agent }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve(body));
        })
        .on('error', reject);
    });
  }

  const home = await text('/');
  const scripts = [...new Set(home.match(/\/_next\/static\/[^"]+\.js/g) ?? [])];
  const paths = [
    '/',
    '/about',
    '/campuses/city',
    '/aurora-social',
    '/aurora-social/feed.xml',
    '/sitemap.xml',
    '/pdf.worker.min.js',
    ...scripts,
  ];

  const latencies = [];
  const encodings = new Map();
  let bytes = 0;
  let failures = 0;
  let next = 0;

  async function worker() {
    while (next < total) {
      const path = paths[next++ % paths.length];
      const started = performance.now();
      const result = await get(path);
      latencies.push(performance.now() - started);
      if (result.status !== 200) failures += 1;
      bytes += result.bytes;
      encodings.set(result.encoding, (encodings.get(result.encoding) ?? 0) + 1);
    }
  }

  // One warm-up pass, so the figures do not include opening connections and cold caches.
  await Promise.all(paths.map(get));
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const percentile = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  console.log(
    JSON.stringify(
      {
        base,
        requests: total,
        concurrency,
        paths: paths.length,
        requestsPerSecond: Math.round(total / seconds),
        p50ms: Number(percentile(0.5).toFixed(1)),
        p95ms: Number(percentile(0.95).toFixed(1)),
        kbPerResponse: Number((bytes / total / 1024).toFixed(1)),
        encodings: Object.fromEntries(encodings),
        failures,
      },
      null,
      2,
    ),
  );
  if (failures > 0) process.exitCode = 1;
}

const pagesFlag = process.argv.indexOf('--pages');
if (pagesFlag === -1) await loadTest(process.argv.slice(2));
else await measurePages(process.argv[pagesFlag + 1].split(','), process.argv[pagesFlag + 2]);
