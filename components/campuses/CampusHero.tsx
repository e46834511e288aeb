import { ArrowLeftIcon, LocationIcon } from '@/components/icons';
import Link from 'next/link';
import { ApplyNowLink } from '@/components/ui/ApplyNowLink';
import { buttonClass } from '@/components/ui/buttonStyles';
import { ContentImage } from '@/components/ui/ContentImage';
import { HERO_PHOTO_CLASS, PhotoHero } from '@/components/ui/PhotoHero';
import { ScheduleVisit } from '@/components/visit/ScheduleVisit';
import type { CampusDetail, LinkItem } from '@/content/schema';
import type { Locale } from '@/lib/i18n/locales';

export interface CampusHeroProps {
  locale: Locale;
  campus: CampusDetail;
  applyLabel: string;
  backLink: LinkItem;
}

/**
 * The top of a campus page: the hero photo (or the main photo when the campus has
 * none), the page's <h1>, the location, 'Apply Now' and 'Schedule a Visit'.
 */
export function CampusHero({ locale, campus, applyLabel, backLink }: CampusHeroProps) {
  return (
    <PhotoHero
      labelledBy="campus-heading"
      // No fallback: a hero photo that fails to load is hidden, leaving the band.
      photo={
        <ContentImage
          image={campus.heroImage ?? campus.image}
          priority
          sizes="100vw"
          className={HERO_PHOTO_CLASS}
        />
      }
      shade="bg-gradient-to-t from-brand-900/95 via-brand-900/60 to-brand-900/10"
      className="bg-gradient-to-br from-brand-900 to-brand-700"
      contentClassName="min-h-[26rem] justify-end pb-12 pt-20 lg:min-h-[32rem] lg:pb-16"
    >
      <Link
        href={backLink.href}
        className="inline-flex items-center gap-1 self-start rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-white ring-1 ring-white/25 backdrop-blur hover:bg-white/20"
      >
        <ArrowLeftIcon className="h-4 w-4" />
        {backLink.label}
      </Link>
      <h1
        id="campus-heading"
        className="mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl"
      >
        {campus.name}
      </h1>
      <p className="mt-3 flex items-center gap-2 text-lg text-brand-100">
        <LocationIcon className="h-5 w-5 shrink-0 text-accent-300" />
        {campus.location}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:gap-4">
        <ApplyNowLink locale={locale} label={applyLabel} />
        <ScheduleVisit
          locale={locale}
          campusId={campus.campusId}
          className={buttonClass('outlineLight')}
        />
      </div>
    </PhotoHero>
  );
}
