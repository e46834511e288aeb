// `npm run screenshots`: full-page PNGs of every route of the built export at 375 and 1280 px,
// into screenshots/ (ignored by git), for looking at the whole site by eye. Motion is reduced
// so carousels and galleries hold still; each page is scrolled through first so lazy images load.
// SCREENSHOT_ROUTES=/,/campuses/city takes only those routes; SCREENSHOT_NOJS=1 takes them with
// JavaScript off (files named …-nojs.png).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { allRoutes } from '../lib/routes/site-routes.ts';
import { outDir, root } from '../scripts/postbuild/export-files.mjs';
import { launchChromium } from './browser.mjs';
import { serveExport } from './serve-export.mjs';

const PORT = Number(process.env.SCREENSHOT_PORT ?? 4344);
const WIDTHS = [375, 1280];
const NO_JS = process.env.SCREENSHOT_NOJS === '1';
const target = path.join(root, 'screenshots');

const fileName = (route, width) =>
  `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}-${width}${NO_JS ? '-nojs' : ''}.png`;

mkdirSync(target, { recursive: true });
const server = await serveExport(outDir, PORT);
const browser = await launchChromium();
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: width < 640 ? 740 : 800 },
      reducedMotion: 'reduce',
      javaScriptEnabled: !NO_JS,
    });
    const page = await context.newPage();
    for (const route of process.env.SCREENSHOT_ROUTES?.split(',') ?? allRoutes()) {
      await page.goto(`http://127.0.0.1:${PORT}${route}`, { waitUntil: 'load' });
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 600) await page.evaluate((top) => scrollTo(0, top), y);
      await page.evaluate(() => scrollTo(0, 0));
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(target, fileName(route, width)), fullPage: true });
    }
    await context.close();
  }
  console.log(`Screenshots of every route at ${WIDTHS.join(' and ')} px in screenshots/.`);
} finally {
  await browser.close();
  server.kill();
}
