import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Where a hero's photo goes: behind the text, filling the band. */
export const HERO_PHOTO_CLASS = 'absolute inset-0 -z-20 h-full w-full object-cover';

export interface PhotoHeroProps {
  /** The photo (with HERO_PHOTO_CLASS): the page's LCP image, so load it with priority. */
  photo: ReactNode;
  /** The gradient that darkens the photo, so the white text keeps its contrast on any picture. */
  shade: string;
  labelledBy?: string;
  /** The band's own colour, shown while (or if) the photo does not load. */
  className?: string;
  /** Height and vertical placement of the text. */
  contentClassName?: string;
  children: ReactNode;
}

/** The top of the Home and campus pages: white text over a darkened full-width photo. */
export function PhotoHero({
  photo,
  shade,
  labelledBy,
  className,
  contentClassName,
  children,
}: PhotoHeroProps) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cn('relative isolate overflow-hidden text-white', className)}
    >
      {photo}
      <div aria-hidden="true" className={cn('absolute inset-0 -z-10', shade)} />
      <div className={cn('mx-auto flex max-w-7xl flex-col px-4 sm:px-6 lg:px-8', contentClassName)}>
        {children}
      </div>
    </section>
  );
}
