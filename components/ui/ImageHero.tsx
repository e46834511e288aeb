import type { ReactNode } from 'react';
import type { ImageRef } from '@/content/schema';
import { ResponsiveImage } from './ResponsiveImage';
import { cn } from '@/lib/cn';

export interface ImageHeroProps {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  image: ImageRef;
  /** Buttons, notes: whatever follows the lead. */
  children?: ReactNode;
  /** Leave room at the bottom for cards that the next section lifts over the band. */
  overlapBelow?: boolean;
}

/** The top band of a content page with its one <h1>, the text beside a photo. */
export function ImageHero({
  title,
  eyebrow,
  lead,
  image,
  children,
  overlapBelow = false,
}: ImageHeroProps) {
  return (
    <div className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      {/* Soft light behind the photo; purely decorative. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-32 -top-32 h-96 w-96 rounded-full bg-brand-600/60 blur-3xl"
      />
      <div
        className={cn(
          'relative mx-auto grid max-w-7xl items-center gap-10 px-4 pt-12 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:gap-14 lg:px-8 lg:pt-20',
          overlapBelow ? 'pb-20 sm:pb-24 lg:pb-32' : 'pb-12 sm:pb-16 lg:pb-20',
        )}
      >
        <div>
          {eyebrow && (
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">
              {eyebrow}
            </p>
          )}
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
          {lead && (
            <div className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">{lead}</div>
          )}
          {children}
        </div>
        <ResponsiveImage
          image={image}
          priority
          sizes="(min-width: 1280px) 600px, (min-width: 1024px) 45vw, 92vw"
          className="aspect-[16/10] w-full rounded-3xl object-cover shadow-2xl ring-1 ring-white/20"
        />
      </div>
    </div>
  );
}
