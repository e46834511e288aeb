import type { ImageRef } from '@/content/schema';
import { imageAttributes } from '@/lib/images';
import { RecoveringImage } from './RecoveringImage';

export interface ContentImageProps {
  image: ImageRef;
  sizes: string;
  /** Where to go when the file fails: another image, or nothing (the image is hidden). */
  fallbackSrc?: string;
  className?: string;
  priority?: boolean;
}

/**
 * A content image (by its reference) that recovers from a failed load. Its built sizes are
 * resolved here, on the server, so the image manifest never ships to the browser; the plain
 * attributes go to RecoveringImage, the small client leaf that handles the failure.
 */
export function ContentImage({
  image,
  sizes,
  fallbackSrc,
  className,
  priority,
}: ContentImageProps) {
  return (
    <RecoveringImage
      {...imageAttributes(image)}
      sizes={sizes}
      className={className}
      priority={priority}
      fallbackSrc={fallbackSrc}
    />
  );
}
