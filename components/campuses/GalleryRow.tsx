import { RecoveringImage } from '@/components/ui/RecoveringImage';
import type { SizedImage } from '@/components/ui/Picture';

/** A photo of the gallery; `lang: 'en'` where its words are English on another language's page. */
export type GalleryImage = SizedImage & { lang?: 'en' };

export interface GalleryRowProps {
  images: GalleryImage[];
  /**
   * Indexes into images, in display order. Null keeps the content order and the row still:
   * before hydration, and until the gallery nears the viewport (ScrollingGallery).
   */
  order: number[] | null;
  /** Scroll left to right instead (the gallery's second row does). */
  reverse: boolean;
  label: string;
  fallbackSrc: string;
}

/** Seconds each photo takes to pass: the rows move at the same speed whatever their length. */
const SECONDS_PER_PHOTO = 5;

/**
 * One scrolling row, each photo once, shown in the row's order (`--gallery-index`). Until it
 * has an order (and without JavaScript, or under reduced motion) it is a still row of photos.
 * Then every photo slides along the same loop as long as the row, each one photo-width behind
 * the next (app/globals.css, `data-loop`), so the row circles without a seam and without a
 * second copy of its photos to render, hydrate and keep in step.
 */
export function GalleryRow({ images, order, reverse, label, fallbackSrc }: GalleryRowProps) {
  // Each photo's place on screen. The list itself stays in content order: moving an element in
  // the DOM restarts its animation, which would put a moved photo out of step with the others.
  const places = Array.from(images, (_, index) => index);
  order?.forEach((imageIndex, place) => (places[imageIndex] = place));
  return (
    // Focusable so keyboard users can pause it (and scroll it under reduced motion).
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      data-testid="gallery-row"
      className="gallery-viewport overflow-hidden py-2"
    >
      <ul
        className="gallery-track flex w-max gap-4 sm:gap-6"
        data-direction={reverse ? 'reverse' : 'forward'}
        // Through the CSSOM and the DOM once React runs, not as attributes of the prerendered
        // HTML: a style attribute is blocked by the CSP (no 'unsafe-inline'), and the loop must
        // not start before the photos' places in it are set. Runs again after every render, so
        // the row starts once it has its order.
        ref={(track) => {
          if (!track || !order) return;
          track.style.setProperty('--gallery-count', String(images.length));
          track.style.setProperty('--gallery-duration', `${images.length * SECONDS_PER_PHOTO}s`);
          Array.from(track.children).forEach((item, index) =>
            (item as HTMLElement).style.setProperty('--gallery-index', String(places[index])),
          );
          track.dataset.loop = 'true';
        }}
      >
        {images.map((image) => (
          <li key={image.src} lang={image.lang} className="shrink-0">
            <RecoveringImage
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
    </div>
  );
}
