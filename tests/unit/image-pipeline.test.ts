/**
 * @jest-environment node
 */
// The image pipeline on temporary folders, fed the fixture photos in tests/fixtures/photos/
// (made by make-photos.mjs there): what a phone, a cut-out, a print shop and a scanner produce.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import type { ImageSizeRule, PlaceholderArt } from '@/content/schema';
import type { ImageManifestEntry } from '@/lib/images';
import {
  previewCss,
  runImagePipeline,
  type ImageJob,
  type PipelineOptions,
} from '@/scripts/build/images/pipeline';

const root = process.cwd();
const FIXTURES = path.join(root, 'tests/fixtures/photos');

const SIZES: ImageSizeRule[] = [
  { pattern: '/images/blog/*', width: 1200, height: 675, widths: [480, 800, 1200] },
  { pattern: '/images/leaders/*', width: 480, height: 480, widths: [240, 480] },
  { pattern: '/images/gallery/*', width: 640, height: 480, widths: [320, 640] },
  { pattern: '/images/og-default.jpg', width: 1200, height: 630, widths: [1200] },
];
const DRAWINGS: Record<string, PlaceholderArt> = {
  '/images/gallery/art.webp': { drawing: 'easel palette', hue: 340, alt: 'Illustration' },
  '/images/logo.svg': { drawing: 'logo', hue: 250, alt: 'Logo' },
};

/**
 * A fresh project: content/photos/ with the named fixtures copied in (as `name: fixture`),
 * public/.
 */
function project(photos: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'pipeline-'));
  const contentDir = path.join(dir, 'content');
  const photosDir = path.join(contentDir, 'photos');
  mkdirSync(photosDir, { recursive: true });
  for (const [target, fixture] of Object.entries(photos)) {
    mkdirSync(path.dirname(path.join(photosDir, target)), { recursive: true });
    copyFileSync(path.join(FIXTURES, fixture), path.join(photosDir, target));
  }
  const options = (jobs: ImageJob[]): PipelineOptions => ({
    root,
    contentDir,
    publicDir: path.join(dir, 'public'),
    manifestPath: path.join(dir, 'generated/images.json'),
    previewCssPath: path.join(dir, 'generated/previews.css'),
    jobs,
    sizes: SIZES,
    placeholders: DRAWINGS,
  });
  const served = (src: string) => path.join(dir, 'public', src);
  return { dir, contentDir, photosDir, options, served };
}

/** Every file under a folder with its SHA-256: proves a folder was left exactly as it was. */
function fingerprint(folder: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(folder, sub), { withFileTypes: true })) {
      const relative = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(relative);
      else {
        const bytes = readFileSync(path.join(folder, relative));
        out[relative] = createHash('sha256').update(bytes).digest('hex');
      }
    }
  };
  walk('');
  return out;
}

async function pixel(file: string, x: number, y: number) {
  // From the bytes, not the path: libvips caches decoded files by path.
  const { data, info } = await sharp(readFileSync(file))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}

/** The chunks of a WebP (RIFF) file: metadata would sit in 'EXIF', 'XMP ' and 'ICCP'. */
function webpChunks(bytes: Buffer): string[] {
  const chunks: string[] = [];
  for (let at = 12; at + 8 <= bytes.length;) {
    chunks.push(bytes.toString('latin1', at, at + 4));
    const size = bytes.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return chunks;
}

/** Every metadata block is gone: sharp sees none, and neither does a reader of the file. */
async function expectNoMetadata(file: string) {
  const meta = await sharp(file).metadata();
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.iptc).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  const bytes = readFileSync(file);
  if (file.endsWith('.webp')) {
    expect(webpChunks(bytes).filter((c) => ['EXIF', 'XMP ', 'ICCP'].includes(c))).toEqual([]);
  } else {
    // exifr reads JPEG, PNG and AVIF (HEIF) containers.
    expect(
      await exifr.parse(bytes, { gps: true, xmp: true, iptc: true, icc: true }),
    ).toBeUndefined();
  }
  expect(bytes.includes('FixturePhone')).toBe(false);
}

const allFiles = (entry: ImageManifestEntry) => [...entry.srcset, ...(entry.avif ?? [])];

describe('the fixtures are what they claim to be', () => {
  it('the phone photo is stored sideways with orientation 6 and a GPS position', async () => {
    const file = path.join(FIXTURES, 'phone-orientation-6-gps.jpg');
    const meta = await sharp(file).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([1200, 800, 6]);
    const tags = await exifr.parse(file, { gps: true });
    expect(tags.latitude).toBeCloseTo(19.8675, 3);
  });

  it('the others are a PNG with alpha, a CMYK JPEG and a 16-bit PNG', async () => {
    const alpha = await sharp(path.join(FIXTURES, 'cutout-alpha.png')).metadata();
    const cmyk = await sharp(path.join(FIXTURES, 'print-cmyk.jpg')).metadata();
    const deep = await sharp(path.join(FIXTURES, 'scan-16-bit.png')).metadata();
    expect(alpha.hasAlpha).toBe(true);
    expect(cmyk.space).toBe('cmyk');
    expect(deep.depth).toBe('ushort');
  });
});

describe('runImagePipeline', () => {
  it('turns a phone photo upright, strips its EXIF and GPS, and serves the sizes the manifest lists', async () => {
    const { options, served } = project({ 'blog/trip.jpg': 'phone-orientation-6-gps.jpg' });
    const report = await runImagePipeline(options([{ src: '/images/blog/trip.webp' }]));
    const entry = report.manifest['/images/blog/trip.webp']!;
    // Upright it is 800 x 1200: cropped to 16:9 it is 800 x 450, never upscaled to 1200.
    expect([entry.width, entry.height]).toEqual([800, 450]);
    expect(entry.srcset.map((v) => v.width)).toEqual([480, 800]);
    expect(entry).toMatchObject({ source: 'content/photos/blog/trip.jpg', placeholder: false });
    for (const variant of allFiles(entry)) {
      const meta = await sharp(served(variant.src)).metadata();
      expect([meta.width, meta.height]).toEqual([
        variant.width,
        Math.round(variant.width / (16 / 9)),
      ]);
      expect(meta.space).toBe('srgb');
      await expectNoMetadata(served(variant.src));
    }
  });

  it('serves an upload named for its own format (.jpg, .png, as the editor writes it) as WebP', async () => {
    const { options, served } = project({
      'gallery/annual-day.jpg': 'phone-orientation-6-gps.jpg',
      'gallery/poster.png': 'cutout-alpha.png',
      'og-default.png': 'cutout-alpha.png',
    });
    const jobs = [{ src: '/images/gallery/annual-day.jpg' }, { src: '/images/gallery/poster.png' }];
    const card = { src: '/images/og-default.jpg' };
    const report = await runImagePipeline(options([...jobs, card]));
    for (const { src } of jobs) {
      const entry = report.manifest[src]!;
      const stem = src.replace(/\.\w+$/, '');
      expect(entry.srcset.at(-1)!.src).toBe(`${stem}.webp`);
      for (const variant of entry.srcset) {
        expect(variant.src).toMatch(new RegExp(`^${stem}(-\\d+w)?\\.webp$`));
        expect((await sharp(served(variant.src)).metadata()).format).toBe('webp');
      }
    }
    // The social card, whose rule names a .jpg, stays one JPEG at its own address.
    expect(report.manifest[card.src]!.srcset.map((v) => v.src)).toEqual([card.src]);
    expect((await sharp(served(card.src)).metadata()).format).toBe('jpeg');
    // Each <img> shows its colours while loading by the address it is served at.
    expect(previewCss(report.manifest)).toContain('[src="/images/gallery/annual-day.webp"]');
  });

  it('crops at the focus: the top of the upright photo is red, the bottom blue', async () => {
    const { options, served } = project({ 'leaders/head.jpg': 'phone-orientation-6-gps.jpg' });
    const top = await runImagePipeline(
      options([{ src: '/images/leaders/head.webp', focus: 'top' }]),
    );
    const file = served('/images/leaders/head.webp');
    expect(top.manifest['/images/leaders/head.webp']!.width).toBe(480);
    // Upright, rows 0–600 of 1200 are red. Focus 'top' keeps rows 0–800 (scaled to 480 px):
    // red down to y = 360. The bottom focus keeps rows 400–1200: red only down to y = 120.
    expect((await pixel(file, 240, 20)).r).toBeGreaterThan(180);
    expect((await pixel(file, 240, 200)).r).toBeGreaterThan(180);
    expect((await pixel(file, 240, 460)).b).toBeGreaterThan(180);
    const bottom = await runImagePipeline(
      options([{ src: '/images/leaders/head.webp', focus: { x: 0.5, y: 1 } }]),
    );
    expect(bottom.encoded).toEqual(['/images/leaders/head.webp']);
    expect((await pixel(file, 240, 200)).b).toBeGreaterThan(180);
  });

  it('keeps the alpha of a PNG cut-out, and gives it no preview colour', async () => {
    const { options, served } = project({ 'gallery/cutout.png': 'cutout-alpha.png' });
    const report = await runImagePipeline(options([{ src: '/images/gallery/cutout.webp' }]));
    const entry = report.manifest['/images/gallery/cutout.webp']!;
    const meta = await sharp(served(entry.srcset[0]!.src)).metadata();
    expect(meta.hasAlpha).toBe(true);
    expect(entry.preview).toBeUndefined();
    await expectNoMetadata(served('/images/gallery/cutout.webp'));
  });

  it.each([
    ['a CMYK JPEG', 'print-cmyk.jpg', 'print.jpg', [250, 180, 20]],
    ['a 16-bit PNG', 'scan-16-bit.png', 'scan.png', [40, 120, 200]],
  ])('converts %s to 8-bit sRGB', async (_, fixture, name, [r, g, b]) => {
    const { options, served } = project({ [`gallery/${name}`]: fixture });
    const src = `/images/gallery/${name.replace(/\.\w+$/, '.webp')}`;
    const report = await runImagePipeline(options([{ src }]));
    const entry = report.manifest[src]!;
    const meta = await sharp(served(src)).metadata();
    expect([meta.space, meta.depth, meta.channels]).toEqual(['srgb', 'uchar', 3]);
    expect([meta.width, meta.height]).toEqual([entry.width, entry.height]);
    const colour = await pixel(served(src), 10, 10);
    // Within what a colour conversion and a lossy encoder move a flat colour.
    expect(Math.abs(colour.r - r!)).toBeLessThan(25);
    expect(Math.abs(colour.g - g!)).toBeLessThan(25);
    expect(Math.abs(colour.b - b!)).toBeLessThan(25);
    await expectNoMetadata(served(src));
  });

  it('never writes to an original, and re-encodes only what changed', async () => {
    const { options, photosDir, served } = project({
      'blog/trip.jpg': 'phone-orientation-6-gps.jpg',
      'gallery/print.jpg': 'print-cmyk.jpg',
    });
    const jobs = [{ src: '/images/blog/trip.webp' }, { src: '/images/gallery/print.webp' }];
    const before = fingerprint(photosDir);
    const first = await runImagePipeline(options(jobs));
    expect(first.encoded).toEqual(['/images/blog/trip.webp', '/images/gallery/print.webp']);
    const written = statSync(served('/images/blog/trip.webp')).mtimeMs;

    const second = await runImagePipeline(options(jobs));
    expect(second.encoded).toEqual([]);
    expect(second.reused).toHaveLength(2);
    expect(statSync(served('/images/blog/trip.webp')).mtimeMs).toBe(written);

    copyFileSync(path.join(FIXTURES, 'scan-16-bit.png'), path.join(photosDir, 'gallery/print.jpg'));
    const third = await runImagePipeline(options(jobs));
    expect(third.encoded).toEqual(['/images/gallery/print.webp']);
    const after = fingerprint(photosDir);
    expect(after['blog/trip.jpg']).toBe(before['blog/trip.jpg']);
  });

  it('draws a placeholder only where there is no original, and an original always wins', async () => {
    const { options, photosDir, served } = project();
    const jobs = [{ src: '/images/gallery/art.webp' }, { src: '/images/logo.svg' }];
    const drawn = await runImagePipeline(options(jobs));
    expect(drawn.manifest['/images/gallery/art.webp']).toMatchObject({
      placeholder: true,
      source: 'placeholder',
      width: 640,
      height: 480,
    });
    expect(readFileSync(served('/images/logo.svg'), 'utf8')).toContain('Aurora');

    mkdirSync(path.join(photosDir, 'gallery'));
    copyFileSync(path.join(FIXTURES, 'print-cmyk.jpg'), path.join(photosDir, 'gallery/art.jpg'));
    const editorsLogo = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50"/>';
    writeFileSync(path.join(photosDir, 'logo.svg'), editorsLogo);
    const replaced = await runImagePipeline(options(jobs));
    expect(replaced.manifest['/images/gallery/art.webp']).toMatchObject({
      placeholder: false,
      width: 400,
      height: 300,
    });
    expect(readFileSync(served('/images/logo.svg'), 'utf8')).toBe(editorsLogo);
    expect(replaced.manifest['/images/logo.svg']).toMatchObject({ width: 200, height: 50 });
  });

  it('deletes only its own old files, and reports originals no content uses', async () => {
    const { options, dir, served } = project({ 'blog/trip.jpg': 'phone-orientation-6-gps.jpg' });
    await runImagePipeline(options([{ src: '/images/blog/trip.webp' }]));
    // Something an editor put straight into public/ (the old way): not the pipeline's to delete.
    writeFileSync(path.join(dir, 'public/images/blog/hand-made.webp'), 'x');
    const report = await runImagePipeline(options([]));
    expect(report.removed).toEqual(
      expect.arrayContaining(['/images/blog/trip.webp', '/images/blog/trip-480w.webp']),
    );
    expect(existsSync(served('/images/blog/trip.webp'))).toBe(false);
    expect(existsSync(served('/images/blog/hand-made.webp'))).toBe(true);
    expect(report.unreferenced).toEqual(['photos/blog/trip.jpg']);
  });

  it('reports an image with neither an original nor a drawing', async () => {
    const { options } = project();
    const report = await runImagePipeline(options([{ src: '/images/blog/nothing.webp' }]));
    expect(report.missing).toEqual(['/images/blog/nothing.webp']);
    expect(report.manifest).toEqual({});
  });

  it('writes AVIF beside WebP only where it saves at least 15 %', async () => {
    const { options, served } = project({ 'blog/trip.jpg': 'phone-orientation-6-gps.jpg' });
    const report = await runImagePipeline(
      options([{ src: '/images/blog/trip.webp' }, { src: '/images/gallery/art.webp' }]),
    );
    for (const entry of Object.values(report.manifest)) {
      if (!entry.avif) continue;
      expect(entry.avif.map((v) => v.width)).toEqual(entry.srcset.map((v) => v.width));
      const webp = statSync(served(entry.srcset.at(-1)!.src)).size;
      const avif = statSync(served(entry.avif.at(-1)!.src)).size;
      expect(avif).toBeLessThanOrEqual(webp * 0.85);
    }
  });
});

describe('previewCss', () => {
  it('gives each opaque image its colours, keyed by its src', () => {
    const entry = (preview?: [string, string]): ImageManifestEntry => ({
      width: 1,
      height: 1,
      srcset: [],
      source: 'placeholder',
      placeholder: true,
      hash: '',
      ...(preview ? { preview } : {}),
    });
    const css = previewCss({
      '/images/a.webp': entry(['#123', '#fed']),
      '/images/b.webp': entry(),
    });
    expect(css).toContain('[src="/images/a.webp"]{background:linear-gradient(#123,#fed)}');
    expect(css).not.toContain('/images/b.webp');
  });
});

describe('the editor guide, done on a copy of the photos folder', () => {
  it('replace a campus photo: drop it in the campus folder’s photos; the drawing is gone', async () => {
    const { options, contentDir, served } = project();
    const sizes = (await import('@/content/images')).imageSizes;
    const placeholders = (await import('@/content/images')).placeholderArt;
    const card = { src: '/images/campuses/city/card.webp' };
    const hero = { src: '/images/campuses/city/hero/campus.webp' };
    const drawn = await runImagePipeline({ ...options([card, hero]), sizes, placeholders });
    expect(drawn.manifest[card.src]!.placeholder).toBe(true);

    mkdirSync(path.join(contentDir, 'campuses/city/photos/hero'), { recursive: true });
    for (const target of ['card.jpg', 'hero/campus.JPG']) {
      copyFileSync(
        path.join(FIXTURES, 'phone-orientation-6-gps.jpg'),
        path.join(contentDir, 'campuses/city/photos', target),
      );
    }
    const photo = await runImagePipeline({ ...options([card, hero]), sizes, placeholders });
    expect(photo.manifest[card.src]).toMatchObject({
      source: 'content/campuses/city/photos/card.jpg',
      placeholder: false,
      width: 800,
      height: 533,
    });
    // The page photo's folder is its size: the wide crop of the campus page's top.
    expect(photo.manifest[hero.src]).toMatchObject({
      source: 'content/campuses/city/photos/hero/campus.JPG',
      placeholder: false,
    });
    expect(photo.manifest[hero.src]!.width / photo.manifest[hero.src]!.height).toBeCloseTo(16 / 7);
    expect(photo.unreferenced).toEqual([]);
    await expectNoMetadata(served(card.src));
  });

  it('add a blog post with its photo: the post passes the content check and gets blog sizes', async () => {
    const { options, contentDir, photosDir, served } = project();
    const { imageSizes, placeholderArt } = await import('@/content/images');
    const contentFiles = (await import('@/scripts/content-check/content-files')).siteContentFiles();
    const { validateContent, formatIssue } = await import('@/scripts/content-check/validate');
    const { findOriginal, hasSizes } = await import('@/scripts/content-check/image-sources');
    const { allRoutes } = await import('@/lib/routes/site-routes');
    mkdirSync(path.join(photosDir, 'blog'));
    copyFileSync(
      path.join(FIXTURES, 'phone-orientation-6-gps.jpg'),
      path.join(photosDir, 'blog/post-10.jpg'),
    );
    const post = {
      ...contentFiles['content/blog/01-olympiad-medals.md'],
      id: 10,
      image: { src: '/images/blog/post-10.webp', alt: 'Students on a trip' },
    };
    const issues = validateContent(
      { 'content/blog/10-school-trip.md': post },
      {
        publicFileExists: () => true,
        imageSource: (src) =>
          findOriginal(contentDir, src)
            ? 'original'
            : placeholderArt[src]
              ? 'placeholder'
              : undefined,
        imageHasSizes: (src) => hasSizes(src, imageSizes),
        routes: allRoutes(),
      },
    );
    expect(issues.map(formatIssue)).toEqual([]);
    const report = await runImagePipeline({
      ...options([{ src: post.image.src }]),
      sizes: imageSizes,
      placeholders: placeholderArt,
    });
    expect(report.manifest[post.image.src]!.srcset.map((v) => v.width)).toEqual([480, 800]);
    expect(existsSync(served('/images/blog/post-10-480w.webp'))).toBe(true);
  });
});
