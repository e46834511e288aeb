import { ImageWithFallback } from '@/components/ui/ImageWithFallback';
import type { GalleryImage } from './ScrollingGallery';

export interface GalleryRowProps {
  images: GalleryImage[];
  /** Indexes into images, in display order; null keeps the content order (before hydration). */
  order: number[] | null;
  /** Scroll left to right instead (the second row, SPEC §9). */
  reverse: boolean;
  label: string;
  fallbackSrc: string;
}

/** Seconds each photo takes to pass: the rows move at the same speed whatever their length. */
const SECONDS_PER_PHOTO = 5;

/**
 * One scrolling row: the photos, then the same photos again, moved left by half the track's
 * width and repeated (keyframes in app/globals.css), so the loop has no seam. The copy is
 * hidden from screen readers, so each photo is announced once.
 */
export function GalleryRow({ images, order, reverse, label, fallbackSrc }: GalleryRowProps) {
  const ordered = order ? order.map((index) => images[index]!) : images;
  const copy = (duplicate: boolean) => (
    <ul
      className="flex shrink-0 gap-4 pr-4 sm:gap-6 sm:pr-6"
      aria-hidden={duplicate ? 'true' : undefined}
      data-copy={duplicate ? 'duplicate' : 'original'}
    >
      {ordered.map((image) => (
        <li key={image.src} className="shrink-0">
          <ImageWithFallback
            src={image.src}
            srcSet={image.srcSet}
            avifSrcSet={image.avifSrcSet}
            sizes="(min-width: 640px) 256px, 208px"
            width={image.width}
            height={image.height}
            alt={image.alt}
            fallbackSrc={fallbackSrc}
            className="h-40 w-52 rounded-2xl bg-brand-100 object-cover shadow-md sm:h-48 sm:w-64"
          />
        </li>
      ))}
    </ul>
  );
  return (
    // Focusable so keyboard users can pause it (and scroll it under reduced motion).
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      data-testid="gallery-row"
      className="gallery-viewport overflow-hidden py-2"
    >
      <div
        className="gallery-track flex w-max"
        data-direction={reverse ? 'reverse' : 'forward'}
        // Set through the CSSOM once React runs, not as a style attribute, which the CSP
        // (no 'unsafe-inline') would block; app/globals.css has the default until then.
        ref={(track) =>
          track?.style.setProperty('--gallery-duration', `${images.length * SECONDS_PER_PHOTO}s`)
        }
      >
        {copy(false)}
        {copy(true)}
      </div>
    </div>
  );
}
