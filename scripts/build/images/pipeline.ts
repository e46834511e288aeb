// The image pipeline: derives every file served under /images/ from the editor's originals in
// content/photos/ (or, for an image without one, from its placeholder drawing), and writes the
// manifest content/generated/images.json that pages read sizes from.
//
// - Originals are only read, never written. Outputs and the manifest belong to the pipeline: it
//   deletes only files an earlier manifest lists as its own.
// - Photos are turned upright (EXIF orientation), converted to sRGB, cropped to the size rule's
//   aspect ratio (at the image's `focus`, else sharp's attention strategy) and written with no
//   metadata at all: no EXIF (so no GPS position), XMP, IPTC or ICC profile.
// - Incremental: an image whose input and settings hash matches the manifest is not re-encoded.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import type { ImageFocus, ImageSizeRule, PlaceholderArt } from '../../../content/schema';
import {
  findOriginal,
  matchSizeRule,
  originalFile,
  unreferencedOriginals,
} from '../../content-check/image-sources';
import type { ImageManifest, ImageManifestEntry, ImageVariant } from '../../../lib/images';
import { drawPlaceholder } from './placeholder-art.mjs';

/** Bump when encoder settings change: every image is then re-encoded once. */
const PIPELINE_VERSION = 2;
export const WEBP = { quality: 72, effort: 5 } as const;
export const AVIF = { quality: 50, effort: 3 } as const;
const JPEG = { quality: 80, mozjpeg: true } as const;
/**
 * AVIF files are written (beside the WebP fallback, through <picture>) only when they save at
 * least this share of the WebP bytes: below that, the second format costs more build time and
 * markup than it saves visitors. Flat drawings rarely reach it; photos usually do.
 */
export const AVIF_MIN_SAVING = 0.15;

export interface ImageJob {
  src: string;
  focus?: ImageFocus;
}

export interface PipelineOptions {
  /** Project root: the placeholder art's source is hashed from here. */
  root: string;
  /** content/: the originals are in its photos/ and in each campus folder's photos/. */
  contentDir: string;
  /** Outputs go to `${publicDir}${src}`. */
  publicDir: string;
  manifestPath: string;
  previewCssPath: string;
  jobs: readonly ImageJob[];
  sizes: readonly ImageSizeRule[];
  placeholders: Readonly<Record<string, PlaceholderArt>>;
}

export interface PipelineReport {
  manifest: ImageManifest;
  /** Images encoded in this run, and images whose files were reused. */
  encoded: string[];
  reused: string[];
  /** Output files of images no longer used, deleted. */
  removed: string[];
  /** Originals no image uses (from content/: photos/…, campuses/{id}/photos/…). */
  unreferenced: string[];
  /** Images neither an original nor a drawing provides (the content check names their fields). */
  missing: string[];
  bytesWritten: number;
}

export const sha = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, 20);
};

/**
 * Whether a size rule serves JPEG: one that names a single .jpg file (the social card, which
 * every network reads); every other photo is served as WebP (and AVIF where it pays).
 */
const servesJpeg = (rule: ImageSizeRule) => rule.pattern.endsWith('.jpg');

/**
 * The path a photo is served at: its own for the social card, else its path with .webp, whatever
 * the original's format ('/images/campuses/city/front-gate.jpg', the editor's upload, is served
 * as '/images/campuses/city/front-gate.webp').
 */
const servedPath = (src: string, rule: ImageSizeRule) =>
  servesJpeg(rule) ? src : src.replace(/\.\w+$/, '.webp');

/** The largest width keeps the listed path; smaller ones get "-{width}w" before the extension. */
const variantPath = (src: string, width: number, largest: number, extension?: string) => {
  const base = extension ? src.replace(/\.\w+$/, extension) : src;
  return width === largest ? base : base.replace(/\.(\w+)$/, `-${width}w.$1`);
};

/** Named focus → the point (0–1 each way) the crop window is centred on, as far as it can be. */
const NAMED_FOCUS: Record<Exclude<ImageFocus, object>, [number, number]> = {
  center: [0.5, 0.5],
  top: [0.5, 0],
  bottom: [0.5, 1],
  left: [0, 0.5],
  right: [1, 0.5],
  'top left': [0, 0],
  'top right': [1, 0],
  'bottom left': [0, 1],
  'bottom right': [1, 1],
};

interface Base {
  data: Buffer;
  info: OutputInfo;
  opaque: boolean;
}

/** Upright, sRGB, cropped to the rule's aspect ratio, at most the rule's size (never upscaled). */
async function cropToRule(input: Buffer, rule: ImageSizeRule, focus?: ImageFocus): Promise<Base> {
  const oriented = sharp(input, { autoOrient: true, failOn: 'none' });
  const meta = await oriented.metadata();
  const [width, height] = meta.autoOrient
    ? [meta.autoOrient.width, meta.autoOrient.height]
    : [meta.width ?? 0, meta.height ?? 0];
  const aspect = rule.width / rule.height;
  const [cropWidth, cropHeight] =
    width / height > aspect
      ? [Math.round(height * aspect), height]
      : [width, Math.round(width / aspect)];
  const outWidth = Math.min(rule.width, cropWidth);
  const outHeight = Math.round(outWidth / aspect);
  let pipeline = oriented.toColourspace('srgb');
  if (focus === undefined) {
    pipeline = pipeline.resize(outWidth, outHeight, {
      fit: 'cover',
      position: sharp.strategy.attention,
    });
  } else {
    const [fx, fy] = typeof focus === 'string' ? NAMED_FOCUS[focus] : [focus.x, focus.y];
    const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
    const left = clamp(Math.round(fx * width - cropWidth / 2), width - cropWidth);
    const top = clamp(Math.round(fy * height - cropHeight / 2), height - cropHeight);
    pipeline = pipeline
      .extract({ left, top, width: cropWidth, height: cropHeight })
      .resize(outWidth, outHeight);
  }
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  const opaque = info.channels < 4 || (await sharp(data, { raw: info }).stats()).isOpaque === true;
  return { data, info, opaque };
}

/** Short hex (#rgb): a blurred hint needs no more than 4 bits a channel, and it is 3 bytes less. */
const hex = (data: Buffer, offset: number) =>
  `#${[0, 1, 2].map((i) => Math.round((data[offset + i] ?? 0) / 17).toString(16)).join('')}`;

/** The top and bottom colours of the picture: its shape and colour before the file arrives. */
async function previewColours(base: Base): Promise<[string, string]> {
  const { data, info } = await sharp(base.data, { raw: base.info })
    .resize(1, 2, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [hex(data, 0), hex(data, info.channels)];
}

interface Output {
  entry: Omit<ImageManifestEntry, 'source' | 'placeholder' | 'hash'>;
  files: Map<string, Buffer>;
}

async function encodeRaster(src: string, base: Base, rule: ImageSizeRule): Promise<Output> {
  const largest = base.info.width;
  const widths = [...rule.widths.filter((w) => w < largest), largest];
  const resized = (width: number) =>
    width === largest
      ? sharp(base.data, { raw: base.info })
      : sharp(base.data, { raw: base.info }).resize(width);
  const files = new Map<string, Buffer>();
  const srcset: ImageVariant[] = [];
  const isJpeg = servesJpeg(rule);
  const served = servedPath(src, rule);
  for (const width of widths) {
    const file = variantPath(served, width, largest);
    files.set(
      file,
      await (
        isJpeg
          ? resized(width).flatten({ background: '#ffffff' }).jpeg(JPEG)
          : resized(width).webp(WEBP)
      ).toBuffer(),
    );
    srcset.push({ src: file, width });
  }
  let avif: ImageVariant[] | undefined;
  if (!isJpeg) {
    const largestAvif = await resized(largest).avif(AVIF).toBuffer();
    const largestWebp = files.get(served)!;
    if (largestAvif.length <= largestWebp.length * (1 - AVIF_MIN_SAVING)) {
      avif = [];
      for (const width of widths) {
        const file = variantPath(served, width, largest, '.avif');
        const bytes = width === largest ? largestAvif : await resized(width).avif(AVIF).toBuffer();
        files.set(file, bytes);
        avif.push({ src: file, width });
      }
    }
  }
  const preview = base.opaque ? await previewColours(base) : undefined;
  return {
    entry: {
      width: largest,
      height: base.info.height,
      srcset,
      ...(avif ? { avif } : {}),
      ...(preview ? { preview } : {}),
    },
    files,
  };
}

/** An image's placeholder art as SVG, `width` × `height` (0 × 0: the drawing's own size). */
function placeholderSvg(src: string, art: PlaceholderArt, width = 0, height = 0): Buffer {
  const { drawing, hue, mood } = art; // the fields the drawing reads
  return Buffer.from(drawPlaceholder(src, { drawing, hue, mood }, width, height));
}

async function encodeVector(src: string, svg: Buffer): Promise<Output> {
  const meta = await sharp(svg).metadata();
  return {
    entry: {
      width: meta.width ?? 0,
      height: meta.height ?? 0,
      srcset: [{ src, width: meta.width ?? 0 }],
    },
    files: new Map([[src, svg]]),
  };
}

/** Runs `task` over `items`, `limit` at a time, keeping the order of the results. */
export async function inPool<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function readManifest(file: string): ImageManifest {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ImageManifest;
  } catch {
    return {};
  }
}

const outputFiles = (entry: ImageManifestEntry) =>
  [...entry.srcset, ...(entry.avif ?? [])].map((variant) => variant.src);

/** Leaves an unchanged file alone, so a no-change run does not make the export look stale. */
export function writeIfChanged(file: string, text: string) {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** The stylesheet of preview colours: an <img> shows its colours until its file has loaded. */
export function previewCss(manifest: ImageManifest): string {
  const rules = Object.entries(manifest)
    .filter(([, entry]) => entry.preview)
    .map(([src, entry]) => {
      const [top, bottom] = entry.preview!;
      // The <img>'s src is the largest file served (lib/images.ts imageAttributes).
      const served = entry.srcset.at(-1)?.src ?? src;
      // Unlayered, so it beats the utilities' background (Tailwind puts those in a layer).
      return `[src="${served}"]{background:linear-gradient(${top},${bottom})}`;
    });
  return `/* Generated by scripts/build/images/pipeline.ts: each image's colours while it loads. */\n${rules.join('\n')}\n`;
}

export async function runImagePipeline(options: PipelineOptions): Promise<PipelineReport> {
  const { contentDir, publicDir, sizes, placeholders } = options;
  const previous = readManifest(options.manifestPath);
  const artSource = readFileSync(
    path.join(options.root, 'scripts/build/images/placeholder-art.mjs'),
  );
  const jobs = [...new Map(options.jobs.map((job) => [job.src, job])).values()].sort((a, b) =>
    a.src < b.src ? -1 : 1,
  );
  const report: PipelineReport = {
    manifest: {},
    encoded: [],
    reused: [],
    removed: [],
    unreferenced: unreferencedOriginals(
      contentDir,
      jobs.map((job) => job.src),
    ),
    missing: [],
    bytesWritten: 0,
  };

  const results = await inPool(jobs, availableParallelism(), async ({ src, focus }) => {
    const original = findOriginal(contentDir, src);
    const drawing = placeholders[src];
    const rule = matchSizeRule(src, sizes);
    const vector = src.endsWith('.svg');
    if ((!original && !drawing) || (!vector && !rule)) {
      report.missing.push(src);
      return undefined;
    }
    const input = original
      ? readFileSync(originalFile(contentDir, original))
      : Buffer.from(JSON.stringify(drawing));
    const settings = JSON.stringify({ PIPELINE_VERSION, WEBP, AVIF, JPEG, rule, focus, src });
    const hash = sha(settings, input, original ? '' : artSource);
    const before = previous[src];
    if (
      before?.hash === hash &&
      outputFiles(before).every((file) => existsSync(path.join(publicDir, file)))
    ) {
      report.reused.push(src);
      return [src, before] as const;
    }
    let output: Output;
    if (vector) {
      const svg = original ? input : placeholderSvg(src, drawing!);
      output = await encodeVector(src, svg);
    } else {
      const source = original ? input : placeholderSvg(src, drawing!, rule!.width, rule!.height);
      output = await encodeRaster(src, await cropToRule(source, rule!, focus), rule!);
    }
    for (const [file, bytes] of output.files) {
      const target = path.join(publicDir, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, bytes);
      report.bytesWritten += bytes.length;
    }
    report.encoded.push(src);
    const entry: ImageManifestEntry = {
      ...output.entry,
      source: original ? `content/${original}` : 'placeholder',
      placeholder: !original,
      hash,
    };
    return [src, entry] as const;
  });

  for (const result of results) if (result) report.manifest[result[0]] = result[1];
  report.encoded.sort();
  report.reused.sort();
  report.missing.sort();

  // Delete what earlier runs wrote and nothing lists any more (never anything else).
  const current = new Set(Object.values(report.manifest).flatMap(outputFiles));
  for (const file of Object.values(previous).flatMap(outputFiles)) {
    const target = path.join(publicDir, file);
    if (!current.has(file) && existsSync(target)) {
      rmSync(target);
      report.removed.push(file);
    }
  }

  writeIfChanged(options.manifestPath, `${JSON.stringify(report.manifest, null, 2)}\n`);
  writeIfChanged(options.previewCssPath, previewCss(report.manifest));
  return report;
}
