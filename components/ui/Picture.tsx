import type { ComponentPropsWithRef } from 'react';

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
 * An <img>; inside a <picture> with an AVIF source when the image has one, so browsers that
 * decode AVIF fetch the smaller file and the rest the WebP in `src`/`srcSet`. The <picture> is
 * `display: contents`: layout and styles stay on the <img>. No hooks: usable on the server and
 * inside client components alike.
 */
export function Picture({ avifSrcSet, avifMedia, alt, sizes, ...img }: PictureProps) {
  // eslint-disable-next-line @next/next/no-img-element -- static export: the image pipeline pre-sizes every file
  const element = <img alt={alt} sizes={sizes} {...img} />;
  if (!avifSrcSet) return element;
  return (
    <picture className="contents">
      <source type="image/avif" media={avifMedia} srcSet={avifSrcSet} sizes={sizes} />
      {element}
    </picture>
  );
}
