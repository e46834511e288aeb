// Where a served image comes from, shared by the image pipeline (scripts/images/pipeline.ts) and
// the content check: an editor's original under content/photos/ (same path as the image under
// /images/, any photo format), else a placeholder drawing from content/images.ts.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ImageSizeRule } from '@/content/schema';
import { uploadExtensions } from '../content-check/uploads';

/** The formats an original photo may come in: those the content check takes as photos. */
export const PHOTO_EXTENSIONS = uploadExtensions('photo');

/** '/images/blog/post-1.webp' → 'blog/post-1': the path an original shares with its image. */
export function imageStem(src: string): string {
  return src.replace(/^\/images\//, '').replace(/\.\w+$/, '');
}

const isVector = (src: string) => src.endsWith('.svg');

/**
 * The editor's original of an image, relative to `photosDir`, or undefined. A vector image
 * (the logo) takes an SVG original only; a raster image any photo format.
 */
export function findOriginal(photosDir: string, src: string): string | undefined {
  const stem = imageStem(src);
  const extensions = isVector(src) ? ['.svg'] : PHOTO_EXTENSIONS;
  for (const extension of extensions) {
    for (const candidate of [extension, extension.toUpperCase()]) {
      const relative = `${stem}${candidate}`;
      const file = path.join(photosDir, relative);
      if (existsSync(file) && statSync(file).isFile()) return relative;
    }
  }
  return undefined;
}

/** Every file under `photosDir`, relative to it, with '/' separators. */
export function listOriginals(photosDir: string, prefix = ''): string[] {
  const folder = path.join(photosDir, prefix);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.') && entry.name !== 'README.md')
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? listOriginals(photosDir, relative) : [relative];
    })
    .sort();
}

/** Originals no image of the site uses: each is a photo an editor added and forgot to link. */
export function unreferencedOriginals(
  photosDir: string,
  referencedSrcs: Iterable<string>,
): string[] {
  const stems = new Set([...referencedSrcs].map(imageStem));
  return listOriginals(photosDir).filter((file) => !stems.has(file.replace(/\.\w+$/, '')));
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
