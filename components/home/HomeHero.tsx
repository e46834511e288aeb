import { ArrowRightIcon } from '@/components/icons';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/buttonStyles';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import type { HomeContent } from '@/content/home';

export interface HomeHeroProps {
  hero: HomeContent['hero'];
  eyebrow: string;
}

/** The top of the Home page: the page's <h1> over the hero photo, the page's LCP image. */
export function HomeHero({ hero, eyebrow }: HomeHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <ResponsiveImage
        image={hero.image}
        sizes="100vw"
        priority
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      {/* Darkens the photo so the white text keeps its contrast on any picture. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/95 via-brand-900/80 to-brand-900/40"
      />
      <div className="mx-auto flex min-h-[32rem] max-w-7xl flex-col justify-center px-4 py-20 sm:px-6 lg:min-h-[36rem] lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-widest text-accent-300">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl lg:text-6xl">
          {hero.heading}
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100 sm:text-xl">
          {hero.subheading}
        </p>
        <div className="mt-8">
          <Link
            href={hero.ctaHref}
            className={buttonClass('accent', 'shadow-lg shadow-brand-900/30')}
          >
            {hero.ctaLabel}
            <ArrowRightIcon className="h-5 w-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}
