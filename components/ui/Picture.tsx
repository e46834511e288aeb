import type { ComponentPropsWithRef } from 'react';
import { preload } from 'react-dom';

/** A pre-sized image as server components hand it to client ones (lib/images imageAttributes). */
export interface SizedImage {
  src: string;
  srcSet?: string;
  avifSrcSet?: string;
  width: number;
  height: number;
  alt: string;
}

export interface PictureProps extends ComponentPropsWithRef<'img'> {
  alt: string;
  /** AVIF files of the image (the pipeline writes them only where they save bytes). */
  avifSrcSet?: string;
  /** The viewports the AVIF files are for, when not all (a media query). */
  avifMedia?: string;
}

/**
 * The last (largest) address of a srcset: the `href` preload() requires, which React leaves out of
 * the <link> it writes when the preload has a srcset.
 */
const largestOf = (srcSet: string) => srcSet.split(',').at(-1)!.trim().split(/\s+/)[0]!;

/**
 * An <img>; inside a <picture> with an AVIF source when the image has one, so browsers that
 * decode AVIF fetch the smaller file and the rest the WebP in `src`/`srcSet`. The <picture> is
 * `display: contents`: layout and styles stay on the <img>. No hooks: usable on the server and
 * inside client components alike.
 *
 * A page's first photo (`fetchPriority="high"`) inside a <picture> is also preloaded from the
 * top of <head>, as React preloads an eager <img> of its own but never one in a <picture>:
 * otherwise the browser finds it only after the inline stylesheet and the framework's scripts,
 * and fetches it while they download. The preload names the AVIF type, so a browser that cannot
 * decode AVIF skips it and fetches the WebP as before.
 */
export function Picture({ avifSrcSet, avifMedia, alt, sizes, ...img }: PictureProps) {
  // eslint-disable-next-line @next/next/no-img-element -- static export: the image pipeline pre-sizes every file
  const element = <img alt={alt} sizes={sizes} {...img} />;
  if (!avifSrcSet) return element;
  if (img.fetchPriority === 'high') {
    preload(largestOf(avifSrcSet), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: avifSrcSet,
      imageSizes: sizes,
      media: avifMedia,
      fetchPriority: 'high',
    });
  }
  return (
    <picture className="contents">
      <source type="image/avif" media={avifMedia} srcSet={avifSrcSet} sizes={sizes} />
      {element}
    </picture>
  );
}
