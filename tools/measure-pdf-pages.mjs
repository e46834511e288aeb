// `npm run measure:pdf-pages`: what the disclosure PDFs' page images (scripts/build/disclosure-pages/) cost
// the build. Draws the 20-page scanned test document (tests/fixtures/make-scanned-pdf.ts) and
// the site's own PDFs into a fresh folder, then again unchanged, and prints the time, the time a
// page and the bytes written. MEASURE_KEEP=1 keeps the folder to look at the images.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../scripts/postbuild/export-files.mjs';
import { viewerPdfs } from '../scripts/build/disclosure-pages/build-pdf-pages.ts';
import { runPdfPagePipeline } from '../scripts/build/disclosure-pages/pipeline.ts';
import { makeScannedPdf } from '../tests/fixtures/make-scanned-pdf.ts';

const SCANNED = '/MPD/scanned-20-pages.pdf';

async function timed(label, publicDir, documents) {
  const options = {
    publicDir,
    manifestPath: path.join(publicDir, '..', 'pdf-pages.json'),
    shapesCssPath: path.join(publicDir, '..', 'pdf-page-shapes.css'),
    documents,
  };
  const rows = [];
  for (const run of ['clean', 'unchanged']) {
    const started = performance.now();
    const report = await runPdfPagePipeline(options);
    const seconds = (performance.now() - started) / 1000;
    const perPage = report.pagesDrawn > 0 ? `${(seconds / report.pagesDrawn).toFixed(2)} s` : '–';
    const kb = Math.round(report.bytesWritten / 1024);
    rows.push(
      `| ${label} | ${run} | ${report.pagesDrawn} | ${seconds.toFixed(1)} s | ${perPage} | ${kb} KB |`,
    );
  }
  return rows;
}

const work = mkdtempSync(path.join(os.tmpdir(), 'aurora-pdf-pages-'));
try {
  const scannedDir = path.join(work, 'scanned', 'public');
  mkdirSync(path.join(scannedDir, 'MPD'), { recursive: true });
  writeFileSync(path.join(scannedDir, SCANNED), await makeScannedPdf());
  const siteDir = path.join(work, 'site', 'public');
  cpSync(path.join(root, 'public/MPD'), path.join(siteDir, 'MPD'), { recursive: true });

  const cpu = os.cpus();
  console.log(`${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, load ${os.loadavg()[0]}`);
  console.log('| documents | run | pages drawn | time | a page | written |');
  console.log('| --- | --- | --: | --: | --: | --: |');
  for (const row of await timed('scanned, 20 pages', scannedDir, [SCANNED])) console.log(row);
  for (const row of await timed('the site’s PDFs', siteDir, viewerPdfs())) console.log(row);
  if (process.env.MEASURE_KEEP) console.log(`Images kept in ${work}`);
} finally {
  if (!process.env.MEASURE_KEEP) rmSync(work, { recursive: true, force: true });
}
