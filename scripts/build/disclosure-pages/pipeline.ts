// The page-image pipeline: every page of every disclosure PDF the site serves, drawn by pdf.js at
// the viewer's widths and written as WebP (and AVIF for phones, where it pays), with the
// manifest content/generated/pdf-pages.json that the viewer pages read.
//
// - The PDFs are only read, never written: an editor's file is never touched. The images and
//   the manifest belong to the pipeline: it deletes only files an earlier manifest lists.
// - Incremental: a PDF whose bytes and settings hash matches the manifest is not drawn again,
//   nor one an earlier build drew and kept in the cache (node_modules/.cache/): the images and
//   the manifest are not in git, so a fresh checkout takes them from there when it can. The
//   cache is by the document's bytes, whatever its name: a copied campus folder's documents,
//   and two documents with the same bytes in one run, are drawn once.
//   A replaced PDF gets a new folder (its hash is in the name, so no cache serves the old
//   pages), and the old folder's files are deleted.
import { createRequire } from 'node:module';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import {
  pageImageFile,
  pageImageFiles,
  pageShapesCss,
  type PdfPagesEntry,
  type PdfPagesManifest,
} from '../../../lib/disclosure/pdf-page-files';
import { PDF_NARROW_GUTTER_PX, PDF_PAGE_WIDTH_PX } from '../../../lib/disclosure/pdf-layout';
import { AVIF_MIN_SAVING, WEBP, inPool, sha, writeIfChanged } from '../images/pipeline';
import { openPdf, pdfjsVersion } from '../pdfjs-node.mjs';
import { PAGE_AVIF, atWidth, drawPage, encodeAvif, encodeWebp, pageSize } from './draw-page';
import { folderOf, readManifest, removeStale } from './outputs';

/** Bump when the drawing changes: every document is then drawn again once. */
const PAGE_IMAGES_VERSION = 2;
/** A 375 px phone's page (the viewport less the gutter), at 1× and 2×. */
export const PHONE_WIDTHS = [375 - PDF_NARROW_GUTTER_PX, 2 * (375 - PDF_NARROW_GUTTER_PX)];
/** The desktop page, at 1× and 2×. */
export const DESKTOP_WIDTHS = [PDF_PAGE_WIDTH_PX, 2 * PDF_PAGE_WIDTH_PX];
const WIDTHS = [...PHONE_WIDTHS, ...DESKTOP_WIDTHS].sort((a, b) => a - b);
/** The pages are served to phones as AVIF when that saves this much at the 2× phone width. */
const AVIF_CHECK_WIDTH = Math.max(...PHONE_WIDTHS);

const canvasVersion = (
  createRequire(__filename)('@napi-rs/canvas/package.json') as { version: string }
).version;
const SETTINGS = JSON.stringify({
  PAGE_IMAGES_VERSION,
  WIDTHS,
  PHONE_WIDTHS,
  WEBP,
  PAGE_AVIF,
  AVIF_MIN_SAVING,
  pdfjsVersion,
  canvasVersion,
});

export interface PdfPagesOptions {
  /** PDFs are read from, and images written under, this folder (`${publicDir}/MPD/…`). */
  publicDir: string;
  manifestPath: string;
  /** The stylesheet that gives each page's sheet its shape before any script runs. */
  shapesCssPath: string;
  /** The PDFs' addresses on the site ('/MPD/city/noc.pdf'). */
  documents: readonly string[];
  /** Pages drawn at once: the machine's cores by default. */
  concurrency?: number;
  /**
   * Where drawn documents are kept between builds, by their hash (the page images are not in git:
   * a fresh clone takes them from here when an earlier build drew them). None: no cache.
   */
  cacheDir?: string;
}

export interface PdfPagesReport {
  manifest: PdfPagesManifest;
  /** Documents drawn in this run, documents whose images were reused, and those from the cache. */
  drawn: string[];
  reused: string[];
  cached: string[];
  pagesDrawn: number;
  /** Files of replaced or removed documents, deleted. */
  removed: string[];
  /** Documents pdf.js could not draw (their viewer shows no page images). */
  failed: { file: string; message: string }[];
  bytesWritten: number;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface OpenDocument {
  file: string;
  hash: string;
  pdf: PDFDocumentProxy;
  destroy: () => Promise<void>;
}

type Write = (file: string, bytes: Buffer) => void;

/**
 * One page at every width: its WebP files written, its AVIF files (phone widths) kept until the
 * whole document shows whether they pay.
 */
async function drawPageImages(doc: OpenDocument, page: number, folder: string, write: Write) {
  const pdfPage = await doc.pdf.getPage(page);
  const size = pageSize(pdfPage);
  const drawing = await drawPage(pdfPage, Math.max(...WIDTHS));
  pdfPage.cleanup();
  const avif = new Map<number, Buffer>();
  let webpAtCheck = 0;
  // The widths encode at once: the encoders run on other threads than pdf.js's drawing.
  await Promise.all(
    WIDTHS.map(async (width) => {
      const image = atWidth(drawing, size, width);
      const [webp, avifBytes] = await Promise.all([
        encodeWebp(image),
        PHONE_WIDTHS.includes(width) ? encodeAvif(image) : undefined,
      ]);
      write(pageImageFile({ folder }, page, width, 'webp'), webp);
      if (width === AVIF_CHECK_WIDTH) webpAtCheck = webp.length;
      if (avifBytes) avif.set(width, avifBytes);
    }),
  );
  return { doc, page, size, avif, webpAtCheck };
}

type DrawnPage = Awaited<ReturnType<typeof drawPageImages>>;

/** A drawn document's manifest entry, its AVIF files written if they save enough bytes. */
function documentEntry(doc: OpenDocument, folder: string, pages: DrawnPage[], write: Write) {
  const avifBytes = pages.reduce((sum, p) => sum + p.avif.get(AVIF_CHECK_WIDTH)!.length, 0);
  const webpBytes = pages.reduce((sum, p) => sum + p.webpAtCheck, 0);
  const avifPays = avifBytes <= webpBytes * (1 - AVIF_MIN_SAVING);
  if (avifPays) {
    for (const { page, avif } of pages) {
      for (const [width, bytes] of avif)
        write(pageImageFile({ folder }, page, width, 'avif'), bytes);
    }
  }
  return {
    hash: doc.hash,
    folder,
    pages: pages.map(({ size }) => size),
    webp: WIDTHS,
    avif: avifPays ? PHONE_WIDTHS : [],
  } satisfies PdfPagesEntry;
}

/** Draws and writes every page of the documents; returns their manifest entries. */
async function drawDocuments(
  documents: OpenDocument[],
  options: PdfPagesOptions,
  report: PdfPagesReport,
): Promise<Map<string, PdfPagesEntry>> {
  const write: Write = (file, bytes) => {
    const target = path.join(options.publicDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, bytes);
    report.bytesWritten += bytes.length;
  };
  const folders = new Map(documents.map((doc) => [doc, folderOf(doc.file, doc.hash)]));
  const jobs = documents.flatMap((doc) =>
    Array.from({ length: doc.pdf.numPages }, (_, index) => ({ doc, page: index + 1 })),
  );
  // A page pdf.js cannot draw fails its document only; the others go on.
  const failed = new Map<OpenDocument, unknown>();
  const drawn = await inPool(
    jobs,
    options.concurrency ?? availableParallelism(),
    ({ doc, page }) =>
      failed.has(doc)
        ? Promise.resolve(undefined)
        : drawPageImages(doc, page, folders.get(doc)!, write).catch((error: unknown) => {
            failed.set(doc, error);
            return undefined;
          }),
  );
  const pages = drawn.filter((result) => result !== undefined);

  const entries = new Map<string, PdfPagesEntry>();
  for (const doc of documents) {
    const folder = folders.get(doc)!;
    if (failed.has(doc)) {
      // The folder is this run's own (the hash is in its name): nothing half-drawn stays.
      rmSync(path.join(options.publicDir, folder), { recursive: true, force: true });
      report.failed.push({ file: doc.file, message: messageOf(failed.get(doc)) });
      continue;
    }
    const own = pages.filter((p) => p.doc === doc);
    report.pagesDrawn += own.length;
    entries.set(doc.file, documentEntry(doc, folder, own, write));
  }
  return entries;
}

/** Where the cache keeps a document's entry, beside its images. */
const CACHED_ENTRY = 'entry.json';

/** The cache's entry kept in `folder`, if its images are all there and it is for `hash`. */
function keptEntry(cacheDir: string, folder: string, hash: string): PdfPagesEntry | undefined {
  const entryFile = path.join(cacheDir, folder, CACHED_ENTRY);
  if (!existsSync(entryFile)) return undefined;
  const entry = readManifest(entryFile) as unknown as PdfPagesEntry;
  if (entry.hash !== hash || entry.folder !== folder) return undefined;
  const files = pageImageFiles(entry);
  return files.every((file) => existsSync(path.join(cacheDir, file))) ? entry : undefined;
}

/**
 * A document's entry and images from the cache, copied into public/ under `folder`; undefined
 * if not there. The cache is looked up by the document's bytes: a document drawn under another
 * name (a campus folder copied to start another, a file renamed) has the same pages.
 */
function fromCache(options: PdfPagesOptions, folder: string, hash: string) {
  const { cacheDir } = options;
  if (!cacheDir) return undefined;
  const parent = path.posix.dirname(folder);
  const suffix = `-${hash.slice(0, 8)}`;
  const others = existsSync(path.join(cacheDir, parent))
    ? readdirSync(path.join(cacheDir, parent))
        .filter((name) => name.endsWith(suffix))
        .map((name) => `${parent}/${name}`)
        .filter((other) => other !== folder)
        .sort()
    : [];
  for (const candidate of [folder, ...others]) {
    const kept = keptEntry(cacheDir, candidate, hash);
    if (!kept) continue;
    const entry: PdfPagesEntry = { ...kept, folder };
    const targets = pageImageFiles(entry);
    pageImageFiles(kept).forEach((file, index) => {
      const target = path.join(options.publicDir, targets[index]!);
      mkdirSync(path.dirname(target), { recursive: true });
      cpSync(path.join(cacheDir, file), target);
    });
    return entry;
  }
  return undefined;
}

/** A drawn document's entry and images, kept in the cache for the next build. */
function toCache(options: PdfPagesOptions, entry: PdfPagesEntry) {
  if (!options.cacheDir) return;
  const kept = path.join(options.cacheDir, entry.folder);
  rmSync(kept, { recursive: true, force: true });
  mkdirSync(kept, { recursive: true });
  for (const file of pageImageFiles(entry)) {
    cpSync(path.join(options.publicDir, file), path.join(options.cacheDir, file));
  }
  writeFileSync(path.join(kept, CACHED_ENTRY), `${JSON.stringify(entry)}\n`);
}

export async function runPdfPagePipeline(options: PdfPagesOptions): Promise<PdfPagesReport> {
  const previous = readManifest(options.manifestPath);
  const report: PdfPagesReport = {
    manifest: {},
    drawn: [],
    reused: [],
    cached: [],
    pagesDrawn: 0,
    removed: [],
    failed: [],
    bytesWritten: 0,
  };
  const toDraw: OpenDocument[] = [];
  // Documents with the bytes of one already to be drawn (with a cache): taken from the cache
  // once it is drawn, instead of drawn again.
  const sameBytes: { file: string; hash: string; twin: string }[] = [];
  for (const file of [...new Set(options.documents)].sort()) {
    const source = path.join(options.publicDir, file);
    // A missing PDF is the content check's to report, with the field that names it.
    if (!existsSync(source)) continue;
    const bytes = readFileSync(source);
    const hash = sha(SETTINGS, bytes);
    const before = previous[file];
    if (
      before?.hash === hash &&
      pageImageFiles(before).every((image) => existsSync(path.join(options.publicDir, image)))
    ) {
      report.manifest[file] = before;
      report.reused.push(file);
      continue;
    }
    const cached = fromCache(options, folderOf(file, hash), hash);
    if (cached) {
      report.manifest[file] = cached;
      report.cached.push(file);
      continue;
    }
    const twin = options.cacheDir ? toDraw.find((doc) => doc.hash === hash) : undefined;
    if (twin) {
      sameBytes.push({ file, hash, twin: twin.file });
      continue;
    }
    try {
      const task = await openPdf(bytes);
      toDraw.push({ file, hash, pdf: await task.promise, destroy: () => task.destroy() });
    } catch (error) {
      report.failed.push({ file, message: messageOf(error) });
    }
  }

  try {
    const entries = await drawDocuments(toDraw, options, report);
    for (const [file, entry] of entries) {
      report.manifest[file] = entry;
      toCache(options, entry);
    }
    report.drawn = [...entries.keys()];
  } finally {
    await Promise.all(toDraw.map((doc) => doc.destroy()));
  }
  for (const { file, hash, twin } of sameBytes) {
    const cached = fromCache(options, folderOf(file, hash), hash);
    if (cached) {
      report.manifest[file] = cached;
      report.cached.push(file);
    } else {
      const failure = report.failed.find((failed) => failed.file === twin);
      report.failed.push({ file, message: failure?.message ?? `${twin} was not drawn` });
    }
  }

  report.manifest = Object.fromEntries(
    Object.entries(report.manifest).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  report.removed = removeStale(previous, report.manifest, options.publicDir);
  writeIfChanged(options.manifestPath, `${JSON.stringify(report.manifest, null, 2)}\n`);
  writeIfChanged(options.shapesCssPath, pageShapesCss(report.manifest));
  return report;
}
