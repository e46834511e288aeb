'use client';

import { useEffect, useRef, useState } from 'react';
import { Picture } from './Picture';

export interface RecoveringImageProps {
  src: string;
  srcSet?: string;
  /** AVIF files, served through <picture> until a failure swaps in the fallback. */
  avifSrcSet?: string;
  sizes?: string;
  width: number;
  height: number;
  alt: string;
  className?: string;
  priority?: boolean;
  /** Shown instead when the image fails; without it a failed image is hidden. */
  fallbackSrc?: string;
}

/**
 * An <img> that recovers from a failed load: it swaps to the fallback image, or hides itself
 * when there is none. A client leaf; server code passes a content image through ContentImage.
 */
export function RecoveringImage({
  src,
  srcSet,
  avifSrcSet,
  sizes,
  width,
  height,
  alt,
  className,
  priority = false,
  fallbackSrc,
}: RecoveringImageProps) {
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);

  // An image can fail before React hydrates and attaches onError; catch that case here.
  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0 && img.getAttribute('src') === src) {
      setFailed(true);
    }
  }, [src]);

  if (failed && !fallbackSrc) return null;

  return (
    <Picture
      ref={imgRef}
      avifSrcSet={failed ? undefined : avifSrcSet}
      src={failed ? fallbackSrc : src}
      srcSet={failed ? undefined : srcSet}
      sizes={failed ? undefined : sizes}
      width={width}
      height={height}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      data-fallback={failed ? 'true' : undefined}
      onError={() => setFailed(true)}
    />
  );
}
