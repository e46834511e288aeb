// `npm run measure:menu`: how soon the phone menu opens when tapped before React runs.
// Loads the home page of the built export at 375 px in Chromium with every framework script held
// back (so React never starts), taps the menu button, and reports the time from the tap to the
// first frame in which the menu is on screen: median of 5 taps, in ms and in 60 Hz frames.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { devices } from '@playwright/test';
import { outDir } from '../scripts/export-files.mjs';
import { launchChromium } from './browser.mjs';
import { serveExport } from './serve-export.mjs';
import { median } from './stats.mjs';

const RUNS = Number(process.env.MEASURE_RUNS ?? 5);
const PORT = Number(process.env.MEASURE_PORT ?? 4340);

async function measureOnce(browser) {
  const context = await browser.newContext({
    ...devices['Pixel 5'],
    viewport: { width: 375, height: 740 },
  });
  const page = await context.newPage();
  // Never answered: the page stays as its HTML and CSS made it.
  await page.route('**/_next/static/chunks/**', () => {});
  await page.goto(`http://127.0.0.1:${PORT}/`, { waitUntil: 'load' });
  await page.evaluate(() => {
    const summary = document
      .querySelector('#mobile-menu')
      ?.closest('details')
      ?.querySelector('summary');
    summary?.addEventListener('click', () => {
      const tappedAt = performance.now();
      const check = () => {
        if (document.getElementById('mobile-menu')?.checkVisibility()) {
          window.__menuShownAfter = performance.now() - tappedAt;
        } else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  });
  await page.locator('summary').filter({ visible: true }).tap();
  const ms = await page.waitForFunction(() => window.__menuShownAfter, null, { timeout: 10_000 });
  const value = await ms.jsonValue();
  await context.close();
  return value;
}

async function main() {
  if (!existsSync(path.join(outDir, 'index.html'))) throw new Error('Run `npm run build` first.');
  const server = await serveExport(outDir, PORT);
  const browser = await launchChromium();
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await measureOnce(browser));
    const ms = median(runs);
    console.log(
      `Phone menu on / at 375 px, framework scripts held back: shown ${ms.toFixed(1)} ms after the tap (${Math.ceil(ms / (1000 / 60))} frame), median of ${RUNS}`,
    );
  } finally {
    await browser.close();
    server.kill();
  }
}

await main();
