import { ArrowRightIcon } from '@/components/icons';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/buttonStyles';
import { HERO_PHOTO_CLASS, PhotoHero } from '@/components/ui/PhotoHero';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import type { HomeContent } from '@/content/home';

export interface HomeHeroProps {
  hero: HomeContent['hero'];
  eyebrow: string;
}

/** The top of the Home page: the page's <h1> over the hero photo, the page's LCP image. */
export function HomeHero({ hero, eyebrow }: HomeHeroProps) {
  return (
    <PhotoHero
      photo={
        <ResponsiveImage image={hero.image} sizes="100vw" priority className={HERO_PHOTO_CLASS} />
      }
      shade="bg-gradient-to-r from-brand-900/95 via-brand-900/80 to-brand-900/40"
      className="bg-brand-900"
      contentClassName="min-h-[32rem] justify-center py-20 lg:min-h-[36rem]"
    >
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
    </PhotoHero>
  );
}
