// `npm run measure:images [dir]`: the image bytes a visitor downloads, from the browser's own
// resource timing. Loads each page of the built export (or `dir`) at 375 px and 1280 px in
// Chromium, scrolls to the bottom so every lazy image loads, and sums the encoded body size of
// every image response; median of 3 loads. Prints one table: page, width, images fetched, KB.
import path from 'node:path';
import { outDir } from '../scripts/postbuild/export-files.mjs';
import { launchChromium } from './browser.mjs';
import { serveExport } from './serve-export.mjs';

const PORT = Number(process.env.MEASURE_PORT ?? 4341);
const RUNS = Number(process.env.MEASURE_RUNS ?? 3);
const PAGES = ['/', '/campuses/city', '/aurora-social'];
const WIDTHS = [375, 1280];
const dir = process.argv[2] ? path.resolve(process.argv[2]) : outDir;

async function imageBytes(browser, page, width) {
  const context = await browser.newContext({
    viewport: { width, height: width < 640 ? 740 : 800 },
    deviceScaleFactor: width < 640 ? 2 : 1,
    isMobile: width < 640,
    // Still carousels and galleries: what loads depends on the page, not on the moment.
    reducedMotion: 'reduce',
  });
  const tab = await context.newPage();
  await tab.goto(`http://127.0.0.1:${PORT}${page}`, { waitUntil: 'load' });
  // A screen at a time; each step waits until every image near the viewport has loaded (or
  // failed), so the next step starts from the same state on every run.
  const height = await tab.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await tab.evaluate((top) => window.scrollTo(0, top), y);
    await tab.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await tab.waitForFunction(() =>
      [...document.images]
        .filter((img) => {
          const box = img.getBoundingClientRect();
          const near = box.bottom > -1200 && box.top < innerHeight + 1200;
          return box.width > 0 && near && box.right > 0 && box.left < innerWidth;
        })
        .every((img) => img.complete),
    );
  }
  const entries = await tab.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\.(webp|avif|jpe?g|png|svg)(\?|$)/.test(entry.name))
      .map((entry) => entry.encodedBodySize),
  );
  await context.close();
  return { count: entries.length, bytes: entries.reduce((sum, size) => sum + size, 0) };
}

const server = await serveExport(dir, PORT);
const browser = await launchChromium();
try {
  console.log('| page | width | images | KB |\n|---|--:|--:|--:|');
  for (const page of PAGES) {
    for (const width of WIDTHS) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await imageBytes(browser, page, width));
      const { count, bytes } = runs.sort((x, y) => x.bytes - y.bytes)[Math.floor(RUNS / 2)];
      console.log(`| \`${page}\` | ${width} | ${count} | ${(bytes / 1024).toFixed(1)} |`);
    }
  }
} finally {
  await browser.close();
  server.kill();
}
