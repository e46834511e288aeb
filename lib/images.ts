// Looks up the files the image pipeline (scripts/images/pipeline.ts) made for an image, so every
// <img> gets explicit dimensions (no layout shift), a srcset (small files on phones), an AVIF
// source where it pays, and alt text that describes what is really served.
import manifest from '@/content/generated/images.json';
import { placeholderArt } from '@/content/images';

export interface ImageVariant {
  src: string;
  width: number;
}

export interface ImageManifestEntry {
  width: number;
  height: number;
  /** WebP (or JPEG, SVG) files, ascending; the last is the image's own path. */
  srcset: ImageVariant[];
  /** AVIF files of the same widths, when they are worth serving. */
  avif?: ImageVariant[];
  /** Top and bottom colour, shown while the file loads (opaque images only). */
  preview?: [string, string];
  /** 'content/photos/…' for an editor's original, 'placeholder' for a drawing. */
  source: string;
  placeholder: boolean;
  /** Of the input and the settings: an unchanged image is not re-encoded. */
  hash: string;
}

export type ImageManifest = Record<string, ImageManifestEntry>;

const images = manifest as unknown as Partial<ImageManifest>;

export function hasImage(src: string): boolean {
  return images[src] !== undefined;
}

export function getImageInfo(src: string): ImageManifestEntry {
  const info = images[src];
  if (!info) {
    throw new Error(
      `Image ${src} is not in content/generated/images.json: put its original in content/photos/ ` +
        'or give it a placeholder drawing in content/images.ts, then run `npm run images`.',
    );
  }
  return info;
}

export function toSrcSet(variants: readonly ImageVariant[] | undefined): string | undefined {
  return variants && variants.length > 1
    ? variants.map((v) => `${v.src} ${v.width}w`).join(', ')
    : undefined;
}

/**
 * The alt text of what is served: the content's own (it describes the intended photo), or the
 * drawing's while a placeholder drawing stands in for the photo.
 */
export function servedAlt(image: { src: string; alt: string }): string {
  const drawing = images[image.src]?.placeholder ? placeholderArt[image.src] : undefined;
  return drawing && image.alt !== '' ? drawing.alt : image.alt;
}

/** Plain <img> attributes of a content image, for handing to a client component as props. */
export function imageAttributes(image: { src: string; alt: string }) {
  const info = getImageInfo(image.src);
  return {
    src: image.src,
    srcSet: toSrcSet(info.srcset),
    avifSrcSet: info.avif ? (toSrcSet(info.avif) ?? info.avif[0]?.src) : undefined,
    width: info.width,
    height: info.height,
    alt: servedAlt(image),
  };
}

export type ImageAttributes = ReturnType<typeof imageAttributes>;
