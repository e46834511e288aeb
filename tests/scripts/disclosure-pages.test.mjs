// The page-image pipeline (scripts/build/disclosure-pages/pipeline.ts) on a temporary copy of the
// folders it reads and writes: every page drawn at every width, an unchanged PDF left alone, a
// replaced one drawn again with its old images removed, the editor's PDFs never touched, and a
// fresh checkout (no images, no manifest) served from the cache an earlier build filled.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { pageImageFiles } from '../../lib/disclosure/pdf-page-files.ts';
import {
  DESKTOP_WIDTHS,
  PHONE_WIDTHS,
  runPdfPagePipeline,
} from '../../scripts/build/disclosure-pages/pipeline.ts';

/** A PDF whose pages (A4, or the sizes given) each say `text` and their number. */
async function makePdf(text, sizes = [[595.28, 841.89]]) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const [index, size] of sizes.entries()) {
    const page = doc.addPage(size);
    page.drawText(`${text}, page ${index + 1}`, { x: 40, y: size[1] - 80, size: 28, font });
  }
  return Buffer.from(await doc.save());
}

/** A fresh project: public/MPD/ holding the given PDFs, and the pipeline's options over it. */
function project(pdfs, cacheDir) {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-pages-'));
  const publicDir = path.join(dir, 'public');
  for (const [file, bytes] of Object.entries(pdfs)) put(publicDir, file, bytes);
  const manifestPath = path.join(dir, 'generated/pdf-pages.json');
  const shapesCssPath = path.join(dir, 'generated/pdf-page-shapes.css');
  const run = (documents = Object.keys(pdfs)) =>
    runPdfPagePipeline({
      publicDir,
      manifestPath,
      shapesCssPath,
      documents,
      concurrency: 2,
      cacheDir,
    });
  const manifest = () => JSON.parse(readFileSync(manifestPath, 'utf8'));
  const shapesCss = () => readFileSync(shapesCssPath, 'utf8');
  return { publicDir, run, manifest, shapesCss };
}

function put(publicDir, file, bytes) {
  mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
  writeFileSync(path.join(publicDir, file), bytes);
}

/** Every file under a folder with its hash: proves what a run left exactly as it was. */
function fingerprint(folder) {
  if (!existsSync(folder)) return {};
  return Object.fromEntries(
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const hash = createHash('sha256').update(readFileSync(file)).digest('hex');
        return [path.relative(folder, file), hash];
      }),
  );
}

const WIDTHS = [...PHONE_WIDTHS, ...DESKTOP_WIDTHS].sort((a, b) => a - b);

test('every page at every width, sized as the page; then an unchanged PDF is left alone', async () => {
  const landscape = [841.89, 595.28];
  const { publicDir, run, manifest, shapesCss } = project({
    '/MPD/city/noc.pdf': await makePdf('NOC', [[595.28, 841.89], landscape]),
    '/MPD/city-campus-disclosure.pdf': await makePdf('Combined'),
  });
  const editorsFiles = fingerprint(path.join(publicDir, 'MPD'));

  const first = await run();
  assert.deepEqual(first.drawn, ['/MPD/city-campus-disclosure.pdf', '/MPD/city/noc.pdf']);
  assert.equal(first.pagesDrawn, 3);
  const noc = manifest()['/MPD/city/noc.pdf'];
  assert.match(noc.folder, /^\/images\/pdf-pages\/city-noc-[0-9a-f]{8}$/);
  assert.deepEqual(noc.webp, WIDTHS);
  assert.deepEqual(
    noc.pages.map(({ width, height }) => [width, height]),
    [[595.28, 841.89], landscape],
  );
  for (const file of pageImageFiles(noc)) {
    const width = Number(file.match(/-(\d+)w\./)[1]);
    const page = Number(file.match(/\/(\d+)-\d+w\./)[1]);
    const [pageWidth, pageHeight] = page === 1 ? [595.28, 841.89] : landscape;
    const meta = await sharp(readFileSync(path.join(publicDir, file))).metadata();
    assert.equal(meta.format, file.endsWith('.avif') ? 'heif' : 'webp', file);
    assert.equal(meta.width, width, file);
    assert.equal(meta.height, Math.round((width * pageHeight) / pageWidth), file);
  }
  // AVIF only at the phone widths, and only where it pays (text pages: it does).
  assert.deepEqual(noc.avif, PHONE_WIDTHS);
  // Each shape's rule, for the sheets before any script runs: A4 upright and sideways.
  assert.deepEqual(shapesCss().match(/^\[.*$/gm), [
    '[data-page-shape="1600x1131"]{aspect-ratio:1600/1131}',
    '[data-page-shape="1600x2263"]{aspect-ratio:1600/2263}',
  ]);

  const images = fingerprint(path.join(publicDir, 'images'));
  const second = await run();
  assert.deepEqual(second.drawn, []);
  assert.equal(second.reused.length, 2);
  assert.equal(second.bytesWritten, 0);
  assert.deepEqual(fingerprint(path.join(publicDir, 'images')), images);
  assert.deepEqual(fingerprint(path.join(publicDir, 'MPD')), editorsFiles);
});

test('a replaced PDF gets new images, the old ones go, and no editor file is touched', async () => {
  const { publicDir, run, manifest } = project({
    '/MPD/city/noc.pdf': await makePdf('Sample NOC'),
    '/MPD/city/pta.pdf': await makePdf('Sample PTA'),
  });
  await run();
  const before = manifest();
  const oldFolder = path.join(publicDir, before['/MPD/city/noc.pdf'].folder);
  // Something in the images folder that no manifest lists is not the pipeline's to delete.
  put(publicDir, '/images/pdf-pages/notes.txt', 'kept');

  // The editor saves the signed scan (three pages) over the sample.
  const signed = await makePdf('Signed NOC', [
    [595.28, 841.89],
    [595.28, 841.89],
    [595.28, 841.89],
  ]);
  put(publicDir, '/MPD/city/noc.pdf', signed);
  const editorsFiles = fingerprint(path.join(publicDir, 'MPD'));
  const report = await run();

  assert.deepEqual(report.drawn, ['/MPD/city/noc.pdf']);
  assert.deepEqual(report.reused, ['/MPD/city/pta.pdf']);
  const noc = manifest()['/MPD/city/noc.pdf'];
  assert.equal(noc.pages.length, 3);
  assert.notEqual(noc.folder, before['/MPD/city/noc.pdf'].folder);
  for (const file of pageImageFiles(noc)) assert.ok(existsSync(path.join(publicDir, file)), file);
  assert.deepEqual(report.removed, pageImageFiles(before['/MPD/city/noc.pdf']).sort());
  assert.equal(existsSync(oldFolder), false);
  assert.deepEqual(manifest()['/MPD/city/pta.pdf'], before['/MPD/city/pta.pdf']);
  assert.equal(readFileSync(path.join(publicDir, '/images/pdf-pages/notes.txt'), 'utf8'), 'kept');
  assert.deepEqual(fingerprint(path.join(publicDir, 'MPD')), editorsFiles);
  assert.deepEqual(readFileSync(path.join(publicDir, 'MPD/city/noc.pdf')), signed);

  // A document the site no longer shows loses its images too.
  const dropped = await run(['/MPD/city/noc.pdf']);
  assert.deepEqual(dropped.removed, pageImageFiles(before['/MPD/city/pta.pdf']).sort());
  assert.deepEqual(Object.keys(manifest()), ['/MPD/city/noc.pdf']);
  assert.ok(existsSync(path.join(publicDir, 'MPD/city/pta.pdf')));
});

test('a PDF pdf.js cannot open is reported, with no images, and the others are drawn', async () => {
  const { publicDir, run, manifest } = project({
    '/MPD/city/noc.pdf': await makePdf('NOC'),
    '/MPD/city/broken.pdf': readFileSync(path.resolve('tests/fixtures/corrupted.pdf')),
  });
  const report = await run();
  assert.deepEqual(
    report.failed.map(({ file }) => file),
    ['/MPD/city/broken.pdf'],
  );
  assert.deepEqual(Object.keys(manifest()), ['/MPD/city/noc.pdf']);
  assert.deepEqual(
    readdirSync(path.join(publicDir, 'images/pdf-pages')).map((name) => name.replace(/-\w+$/, '')),
    ['city-noc'],
  );
});

test('a fresh checkout takes the pages an earlier build drew from the cache, drawing nothing', async () => {
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'pdf-pages-cache-'));
  const pdfs = {
    '/MPD/city/noc.pdf': await makePdf('NOC', [
      [595.28, 841.89],
      [595.28, 841.89],
    ]),
  };
  const earlier = project(pdfs, cacheDir);
  const drawn = await earlier.run();
  assert.deepEqual([drawn.drawn, drawn.cached], [['/MPD/city/noc.pdf'], []]);

  const fresh = project(pdfs, cacheDir);
  const second = await fresh.run();
  assert.deepEqual(
    [second.drawn, second.cached, second.pagesDrawn],
    [[], ['/MPD/city/noc.pdf'], 0],
  );
  assert.deepEqual(fresh.manifest(), earlier.manifest());
  assert.deepEqual(fresh.shapesCss(), earlier.shapesCss());
  const images = (publicDir) => fingerprint(path.join(publicDir, 'images'));
  assert.deepEqual(images(fresh.publicDir), images(earlier.publicDir));

  // A cache whose files are gone is no cache: the document is drawn again.
  rmSync(path.join(cacheDir, 'images'), { recursive: true });
  const third = await project(pdfs, cacheDir).run();
  assert.deepEqual([third.drawn, third.cached], [['/MPD/city/noc.pdf'], []]);
});

test('a document with the bytes of one drawn before, under another name, is drawn once', async () => {
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'pdf-pages-cache-'));
  const noc = await makePdf('NOC', [[595.28, 841.89]]);
  // Two campuses' folders holding the same document, as a folder copied to start a campus has.
  const twins = project({ '/MPD/city/noc.pdf': noc, '/MPD/new-town/noc.pdf': noc }, cacheDir);
  const first = await twins.run();
  assert.deepEqual(
    [first.drawn, first.cached, first.pagesDrawn],
    [['/MPD/city/noc.pdf'], ['/MPD/new-town/noc.pdf'], 1],
  );
  const manifest = twins.manifest();
  const [city, newTown] = ['/MPD/city/noc.pdf', '/MPD/new-town/noc.pdf'].map(
    (file) => manifest[file],
  );
  assert.notEqual(newTown.folder, city.folder);
  assert.deepEqual({ ...newTown, folder: city.folder }, city);
  const bytesOf = (entry) =>
    pageImageFiles(entry).map((file) => readFileSync(path.join(twins.publicDir, file)));
  assert.deepEqual(bytesOf(newTown), bytesOf(city));

  // A fresh checkout with only the copy, renamed again: taken from the cache, drawn nowhere.
  const renamed = project({ '/MPD/airport/noc-2026.pdf': noc }, cacheDir);
  const second = await renamed.run();
  assert.deepEqual(
    [second.drawn, second.cached, second.pagesDrawn],
    [[], ['/MPD/airport/noc-2026.pdf'], 0],
  );
  const entry = renamed.manifest()['/MPD/airport/noc-2026.pdf'];
  assert.match(entry.folder, /\/airport-noc-2026-/);
  for (const file of pageImageFiles(entry))
    assert.ok(existsSync(path.join(renamed.publicDir, file)));
});
