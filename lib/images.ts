// Looks up the files the image pipeline (scripts/build/images/pipeline.ts) made for an image, so every
// <img> gets explicit dimensions (no layout shift), a srcset (small files on phones), an AVIF
// source where it pays, and alt text that describes what is really served.
import manifest from '@/content/generated/images.json';
import { placeholderArt } from '@/content/images';
import { siteSettings } from '@/content/site';

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
  /** The editor's original ('content/photos/…', 'content/campuses/…/photos/…'), or 'placeholder'. */
  source: string;
  placeholder: boolean;
  /** Of the input and the settings: an unchanged image is not re-encoded. */
  hash: string;
}

export type ImageManifest = Record<string, ImageManifestEntry>;

const images = manifest as unknown as Partial<ImageManifest>;

/**
 * The files of an image. Under `next dev` (the editor's preview), a photo uploaded since the
 * image pipeline last ran has none yet: its address itself stands in, at the placeholder's size,
 * and the preview serves the upload there as it came (scripts/editor/preview.ts) until the build
 * makes its sizes. Anywhere else an image without files stops the build.
 */
export function getImageInfo(src: string): ImageManifestEntry {
  const standIn =
    process.env.NODE_ENV === 'development' ? images[siteSettings.placeholderImage.src] : undefined;
  const info =
    images[src] ??
    (standIn && {
      ...standIn,
      srcset: [{ src, width: standIn.width }],
      avif: undefined,
      preview: undefined,
      source: src,
      placeholder: false,
    });
  if (!info) {
    throw new Error(
      `Image ${src} is not in content/generated/images.json: put its original in content/photos/ (a campus's in its folder's photos/) ` +
        'or give it a placeholder drawing in content/images.ts, then run `npm run images`.',
    );
  }
  return info;
}

/**
 * The address an image is served at, its largest file: a photo is served as WebP whatever its
 * original's format (an upload named '…/front-gate.jpg' is served as '…/front-gate.webp').
 */
export function servedSrc(src: string): string {
  return largestFile(getImageInfo(src), src);
}

/** An image's largest file served, from its files. */
const largestFile = (info: ImageManifestEntry, src: string) => info.srcset.at(-1)?.src ?? src;

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
    // The largest file served (the stand-in's where getImageInfo gave one).
    src: largestFile(info, image.src),
    srcSet: toSrcSet(info.srcset),
    avifSrcSet: info.avif ? (toSrcSet(info.avif) ?? info.avif[0]?.src) : undefined,
    width: info.width,
    height: info.height,
    alt: servedAlt(image),
  };
}

export type ImageAttributes = ReturnType<typeof imageAttributes>;
