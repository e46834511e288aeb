// `npm run measure:search`: what the site search costs, on the built export. For each of 5
// fresh page loads: click the search button, type a word, and time (in the page's clock)
//   - open: click → field focused (the dialog's code arriving and rendering);
//   - answer: the last index fragment received → the results on screen (the time the 300 ms
//     budget is about: Pagefind's work plus React's, not the network's);
//   - first results: the typing done → the results on screen (everything, network included);
// and the bytes the search fetched (script, WebAssembly, index chunks, fragments). Prints the
// medians and the index's total size.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { outDir } from '../scripts/postbuild/export-files.mjs';
import { launchChromium } from './browser.mjs';
import { serveExport } from './serve-export.mjs';
import { median } from './stats.mjs';

const PORT = Number(process.env.MEASURE_PORT ?? 4342);
const RUNS = Number(process.env.MEASURE_RUNS ?? 5);
const QUERY = process.env.MEASURE_QUERY ?? 'fees';

function indexSize(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sum + indexSize(full);
    return /\.(br|gz)$/.test(entry.name) ? sum : sum + statSync(full).size;
  }, 0);
}

async function measureOnce(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // Pagefind fetches from a worker, whose requests the page's resource timing does not list:
  // watch them from here, on the wall clock (the event arrives a little late, so the answer
  // time measured below is, if anything, too long).
  const fetched = [];
  page.on('requestfinished', async (request) => {
    if (!request.url().includes('/pagefind/')) return;
    const finishedAt = Date.now();
    const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
    fetched.push({ url: request.url(), finishedAt, bytes: sizes.responseBodySize });
  });
  await page.goto(`http://127.0.0.1:${PORT}/`, { waitUntil: 'load' });
  await page.waitForSelector('next-route-announcer', { state: 'attached' });
  const button = page.getByRole('button', { name: 'Search the site' });
  const clickedAt = await page.evaluate(() => performance.now());
  await button.click();
  const field = page.getByRole('searchbox');
  await field.waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'search');
  const focusedAt = await page.evaluate(() => performance.now());
  await page.evaluate(() => {
    const list = () => document.querySelector('[data-testid="search-dialog"] ul li');
    new MutationObserver((_, observer) => {
      if (list()) {
        window.__resultsAt = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await field.pressSequentially(QUERY);
  const typedAt = await page.evaluate(() => performance.now());
  await page.waitForFunction(() => window.__resultsAt);
  const [resultsAt, resultsAtWall] = await page.evaluate(() => [
    window.__resultsAt,
    performance.timeOrigin + window.__resultsAt,
  ]);
  await page.waitForLoadState('networkidle');
  await context.close();
  const fragments = fetched.filter((f) => f.url.includes('/fragment/'));
  if (fragments.length === 0) throw new Error('no index fragment was fetched');
  return {
    open: focusedAt - clickedAt,
    answer: resultsAtWall - Math.max(...fragments.map((f) => f.finishedAt)),
    first: resultsAt - typedAt,
    bytes: fetched.reduce((sum, f) => sum + f.bytes, 0),
  };
}

const server = await serveExport(outDir, PORT);
const browser = await launchChromium();
try {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await measureOnce(browser));
  const ms = (key) => `${Math.round(median(runs.map((r) => r[key])))} ms`;
  console.log(`Site search, "${QUERY}", median of ${RUNS} fresh loads at 1280 px:`);
  console.log(`  open (click → field focused):              ${ms('open')}`);
  console.log(`  answer (last fragment → results on screen): ${ms('answer')}`);
  console.log(`  first results (typed → results on screen):  ${ms('first')}`);
  console.log(
    `  fetched for the query: ${(median(runs.map((r) => r.bytes)) / 1024).toFixed(1)} KB`,
  );
  console.log(
    `  index in out/pagefind/: ${(indexSize(path.join(outDir, 'pagefind')) / 1024).toFixed(0)} KB (uncompressed, all files)`,
  );
} finally {
  await browser.close();
  server.kill();
}
