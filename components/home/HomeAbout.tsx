import { IconSymbols } from '@/components/icon-sprite';
import { CheckCircleIcon } from '@/components/icons';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/buttonStyles';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import type { HomeContent } from '@/content/home';

/** 'About' block on the Home page: text, feature list, 'Our Story' and 'Explore Our Campuses'. */
export function HomeAbout({ about }: { about: HomeContent['about'] }) {
  return (
    <section aria-labelledby="home-about-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div className="relative">
          <div
            aria-hidden="true"
            className="absolute -bottom-4 -left-4 h-2/3 w-2/3 rounded-3xl bg-accent-300/60 sm:-bottom-6 sm:-left-6"
          />
          <ResponsiveImage
            image={about.image}
            sizes="(min-width: 1024px) 600px, 100vw"
            className="relative aspect-[3/2] w-full rounded-3xl object-cover shadow-xl"
          />
        </div>
        <div>
          <SectionHeading id="home-about-heading" title={about.heading} align="left" />
          <p className="mt-5 text-lg leading-relaxed text-ink/80">{about.text}</p>
          <IconSymbols drawings={[CheckCircleIcon.drawing]} />
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {about.features.map((feature) => (
              <li key={feature} className="flex gap-3">
                <CheckCircleIcon shared className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                <span className="text-ink">{feature}</span>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link href={about.primary.href} className={buttonClass('brand')}>
              {about.primary.label}
            </Link>
            <Link href={about.secondary.href} className={buttonClass('outline')}>
              {about.secondary.label}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
