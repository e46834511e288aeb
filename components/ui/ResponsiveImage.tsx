import type { ImageRef } from '@/content/schema';
import { imageAttributes } from '@/lib/images';
import { Picture } from './Picture';

export interface ResponsiveImageProps {
  image: ImageRef;
  /** The rendered width at each breakpoint, so the browser picks the smallest adequate file. */
  sizes: string;
  className?: string;
  /** The first visible image of a page (its LCP candidate) loads eagerly and first. */
  priority?: boolean;
}

/** A pre-sized image with explicit width/height; server-rendered, no JavaScript. */
export function ResponsiveImage({
  image,
  sizes,
  className,
  priority = false,
}: ResponsiveImageProps) {
  const { alt, ...attributes } = imageAttributes(image);
  return (
    <Picture
      {...attributes}
      alt={alt}
      sizes={sizes}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
