import type { ImageRef } from '@/content/schema';
import { imageAttributes } from '@/lib/images';
import { ImageWithFallback } from './ImageWithFallback';

export interface FallbackImageProps {
  image: ImageRef;
  sizes: string;
  /** Where to go when the file fails: another image, or nothing (the image is hidden). */
  fallbackSrc?: string;
  className?: string;
  priority?: boolean;
}

/**
 * Server wrapper: resolves the image's sizes here, so the image manifest never ships to the
 * browser, and hands plain props to the small client leaf that handles load failures.
 */
export function FallbackImage({
  image,
  sizes,
  fallbackSrc,
  className,
  priority,
}: FallbackImageProps) {
  return (
    <ImageWithFallback
      {...imageAttributes(image)}
      sizes={sizes}
      className={className}
      priority={priority}
      fallbackSrc={fallbackSrc}
    />
  );
}
