// Looks up the pre-sized variants scripts/generate-images.mjs wrote for an image, so every
// <img> gets explicit dimensions (no layout shift) and a srcset (small files on phones).
import manifest from '@/content/generated/images.json';

export interface ImageVariant {
  src: string;
  width: number;
}

export interface ImageInfo {
  width: number;
  height: number;
  srcset: ImageVariant[];
}

const images: Record<string, ImageInfo | undefined> = manifest;

export function hasImage(src: string): boolean {
  return images[src] !== undefined;
}

export function getImageInfo(src: string): ImageInfo {
  const info = images[src];
  if (!info) {
    throw new Error(
      `Image ${src} is not in content/generated/images.json: add it to scripts/generate-images.mjs ` +
        'or drop the file into public/ and run `npm run images`.',
    );
  }
  return info;
}

export function toSrcSet(variants: readonly ImageVariant[]): string | undefined {
  return variants.length > 1 ? variants.map((v) => `${v.src} ${v.width}w`).join(', ') : undefined;
}

/** Plain <img> attributes of a content image, for handing to a client component as props. */
export function imageAttributes(image: { src: string; alt: string }) {
  const info = getImageInfo(image.src);
  return {
    src: image.src,
    srcSet: toSrcSet(info.srcset),
    width: info.width,
    height: info.height,
    alt: image.alt,
  };
}
