// Where a served image comes from, shared by the image pipeline (scripts/build/images/pipeline.ts) and
// the content check: an editor's original (any photo format) or else a placeholder drawing from
// content/images.ts. A campus's own images (/images/campuses/{id}/…) have their originals in the
// campus's folder, content/campuses/{id}/photos/; every other image under content/photos/, at the
// same path as the image under /images/. Each function takes content/ (`contentDir`), the folder
// both are in.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ImageSizeRule } from '@/content/schema';
import { CAMPUS_PHOTOS, campusFoldersIn, uploadExtensions } from './uploads';

/** The formats an original photo may come in: those the content check takes as photos. */
export const PHOTO_EXTENSIONS = uploadExtensions('photo');

/** The folder of every other original, in content/. */
const PHOTOS_FOLDER = 'photos';

/** '/images/blog/post-1.webp' → 'blog/post-1': the path an original shares with its image. */
export function imageStem(src: string): string {
  return src.replace(/^\/images\//, '').replace(/\.\w+$/, '');
}

const isVector = (src: string) => src.endsWith('.svg');

/**
 * Where an image's original is, from content/ and without its extension: 'photos/blog/post-1';
 * for a campus's own image (/images/campuses/city/card.webp), 'campuses/city/photos/card'.
 */
export function originalStem(src: string): string {
  const stem = imageStem(src);
  const campus = /^campuses\/([a-z0-9][a-z0-9-]*)\/(.+)$/.exec(stem);
  return campus
    ? `campuses/${campus[1]}/${CAMPUS_PHOTOS}/${campus[2]}`
    : `${PHOTOS_FOLDER}/${stem}`;
}

/**
 * The editor's original of an image, from content/ ('photos/blog/post-1.jpg'), or undefined. A
 * vector image (the logo) takes an SVG original only; a raster image any photo format.
 */
export function findOriginal(contentDir: string, src: string): string | undefined {
  const stem = originalStem(src);
  const extensions = isVector(src) ? ['.svg'] : PHOTO_EXTENSIONS;
  for (const extension of extensions) {
    for (const candidate of [extension, extension.toUpperCase()]) {
      const relative = `${stem}${candidate}`;
      const file = path.join(contentDir, relative);
      if (existsSync(file) && statSync(file).isFile()) return relative;
    }
  }
  return undefined;
}

/** An original's file, from the original as findOriginal and listOriginals give it. */
export const originalFile = (contentDir: string, original: string) =>
  path.join(contentDir, original);

/** Every file under `folder`, relative to `base`, with '/' separators. */
function filesUnder(base: string, folder: string): string[] {
  if (!existsSync(path.join(base, folder))) return [];
  return readdirSync(path.join(base, folder), { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.') && entry.name !== 'README.md')
    .flatMap((entry) => {
      const relative = `${folder}/${entry.name}`;
      return entry.isDirectory() ? filesUnder(base, relative) : [relative];
    });
}

/**
 * Every original, from content/ with '/' separators: the photos folder's files and each campus
 * folder's photos.
 */
export function listOriginals(contentDir: string): string[] {
  return [
    ...filesUnder(contentDir, PHOTOS_FOLDER),
    ...campusFoldersIn(path.join(contentDir, 'campuses')).flatMap((campus) =>
      filesUnder(contentDir, `campuses/${campus}/${CAMPUS_PHOTOS}`),
    ),
  ].sort();
}

/** Originals no image of the site uses: each is a photo an editor added and forgot to link. */
export function unreferencedOriginals(
  contentDir: string,
  referencedSrcs: Iterable<string>,
): string[] {
  const stems = new Set([...referencedSrcs].map(originalStem));
  return listOriginals(contentDir).filter((file) => !stems.has(file.replace(/\.\w+$/, '')));
}

/** '*' matches any run of characters within one folder. */
function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  return new RegExp(`^${escaped}$`);
}

/** The first size rule whose pattern matches the image, if any. */
export function matchSizeRule(
  src: string,
  rules: readonly ImageSizeRule[],
): ImageSizeRule | undefined {
  return rules.find((rule) => patternToRegExp(rule.pattern).test(src));
}

/** Whether the image can be served: vectors need no sizes, raster images a rule. */
export function hasSizes(src: string, rules: readonly ImageSizeRule[]): boolean {
  return isVector(src) || matchSizeRule(src, rules) !== undefined;
}
