'use client';

import { PauseIcon, PlayIcon } from '@/components/icons';
import { startTransition, useEffect, useRef, useState } from 'react';
import { shuffle } from '@/lib/shuffle';
import { whenIdle } from './when-idle';
import { fillTemplate } from '@/lib/template';
import { GalleryRow, type GalleryImage } from './GalleryRow';

export type { GalleryImage } from './GalleryRow';

export interface ScrollingGalleryProps {
  /** Two rows, of 18 and 20 photos. */
  rows: GalleryImage[][];
  /** The campus's stock photo, shown in place of any photo that fails to load. */
  fallbackSrc: string;
  /** Names this gallery's random order, kept for the life of the page. */
  orderKey: string;
  /** Accessible name of each row; '{row}' becomes its number. */
  rowLabel: string;
  pauseLabel: string;
  playLabel: string;
}

/**
 * How far ahead of the viewport the gallery starts: a screen's height, so it is already
 * shuffled and moving when a visitor scrolls to it.
 */
export const GALLERY_START_MARGIN = '100% 0px';

// One random order per row for the life of the page: a re-render (or a remount) must not
// reshuffle what the visitor is watching.
const orders = new Map<string, number[][]>();
function ordersFor(key: string, lengths: number[]): number[][] {
  const cacheKey = `${key}:${lengths.join(',')}`;
  let result = orders.get(cacheKey);
  if (!result) {
    result = lengths.map((length) => shuffle(Array.from({ length }, (_, index) => index)));
    orders.set(cacheKey, result);
  }
  return result;
}

/**
 * Two rows of campus photos scrolling continuously in opposite directions. Each row is
 * shuffled in the browser after hydration (the prerendered HTML keeps the content order, so
 * server and first client render agree), and loops without a seam (GalleryRow). The motion
 * pauses on hover and focus, with the button, and stops under reduced motion.
 *
 * The rows stay still, in content order, until the gallery comes within a screen of the
 * viewport: a loop nobody sees costs a phone style, layout and animation work while the page
 * loads. Then the shuffle waits for an idle moment and renders as a transition, and the rows
 * start moving with it: reordering the photos must stay out of the task that hydrates the page.
 */
export function ScrollingGallery({
  rows,
  fallbackSrc,
  orderKey,
  rowLabel,
  pauseLabel,
  playLabel,
}: ScrollingGalleryProps) {
  const [paused, setPaused] = useState(false);
  const [rowOrders, setRowOrders] = useState<number[][] | null>(null);
  const galleryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelShuffle = () => {};
    const shuffleWhenIdle = () => {
      cancelShuffle = whenIdle(() =>
        startTransition(() =>
          setRowOrders(
            ordersFor(
              orderKey,
              rows.map((row) => row.length),
            ),
          ),
        ),
      );
    };
    const gallery = galleryRef.current;
    if (!gallery || typeof IntersectionObserver !== 'function') {
      shuffleWhenIdle(); // no observer to wait for: start at once
      return () => cancelShuffle();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        shuffleWhenIdle();
      },
      { rootMargin: GALLERY_START_MARGIN },
    );
    observer.observe(gallery);
    return () => {
      observer.disconnect();
      cancelShuffle();
    };
  }, [orderKey, rows]);
  return (
    // Photos and their captions only: left out of the search index.
    <div
      ref={galleryRef}
      data-pagefind-ignore
      data-testid="campus-gallery"
      data-paused={paused ? 'true' : 'false'}
      data-shuffled={rowOrders ? 'true' : 'false'}
      className="mt-10"
    >
      <div className="mx-auto flex max-w-7xl justify-end px-4 sm:px-6 lg:px-8">
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 motion-reduce:hidden noscript:hidden"
        >
          {paused ? <PlayIcon className="h-4 w-4" /> : <PauseIcon className="h-4 w-4" />}
          {paused ? playLabel : pauseLabel}
        </button>
      </div>
      <div className="mt-4 space-y-4 sm:space-y-6">
        {rows.map((row, index) => (
          <GalleryRow
            key={index}
            images={row}
            order={rowOrders?.[index] ?? null}
            reverse={index % 2 === 1}
            label={fillTemplate(rowLabel, { row: index + 1 })}
            fallbackSrc={fallbackSrc}
          />
        ))}
      </div>
    </div>
  );
}
