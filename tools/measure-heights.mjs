// `npm run measure:heights [-- --before <dir>]`: how long pages are on a phone. Each page of
// HEIGHT_PAGES (home, admissions, fees and a campus, in three languages) is opened at 375 × 812 in
// Chromium and its full height printed in screens (812 px each), with the footer's share; with
// --before, the same pages of an earlier export beside them.
import path from 'node:path';
import { outDir } from '../scripts/postbuild/export-files.mjs';
import { launchChromium } from './browser.mjs';
import { serveExport } from './serve-export.mjs';

const SCREEN = { width: 375, height: 812 };
const PAGES = (process.env.HEIGHT_PAGES ?? '/,/admissions,/fees,/campuses/city,/contact').split(
  ',',
);
const LANGUAGES = ['', '/mr', '/hi'];
const beforeAt = process.argv.indexOf('--before');
const exports = [
  ['now', outDir, 4391],
  ...(beforeAt > 0 ? [['before', path.resolve(process.argv[beforeAt + 1]), 4392]] : []),
];

const screens = (px) => (px / SCREEN.height).toFixed(1);

const browser = await launchChromium();
const rows = new Map();
try {
  for (const [name, dir, port] of exports) {
    const server = await serveExport(dir, port);
    try {
      const context = await browser.newContext({ viewport: SCREEN, reducedMotion: 'reduce' });
      const page = await context.newPage();
      for (const language of LANGUAGES)
        for (const route of PAGES) {
          const url = `${language}${route === '/' && language ? '' : route}` || '/';
          const response = await page.goto(`http://127.0.0.1:${port}${url}`, {
            waitUntil: 'load',
          });
          const { total, footer } = await page.evaluate(() => ({
            total: document.documentElement.scrollHeight,
            footer: document.querySelector('body > footer, footer')?.offsetHeight ?? 0,
          }));
          const row = rows.get(url) ?? {};
          row[name] = response?.ok() ? `${screens(total)} (footer ${screens(footer)})` : 'missing';
          rows.set(url, row);
        }
      await context.close();
    } finally {
      server.kill();
    }
  }
} finally {
  await browser.close();
}
console.log(
  `Page heights at ${SCREEN.width} × ${SCREEN.height}, in screens of ${SCREEN.height} px`,
);
const names = exports.map(([name]) => name);
console.log(['page', ...names].join('\t'));
for (const [url, row] of rows) console.log([url, ...names.map((name) => row[name])].join('\t'));
