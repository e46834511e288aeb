import { ArrowRightIcon, ChatIcon, LocationIcon, PhoneIcon } from '@/components/icons';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/buttonStyles';
import { HERO_PHOTO_CLASS, PhotoHero } from '@/components/ui/PhotoHero';
import { ResponsiveImage } from '@/components/ui/ResponsiveImage';
import { ScheduleVisit } from '@/components/visit/ScheduleVisit';
import { ApplyNowLink } from '@/components/ui/ApplyNowLink';
import type { HomeContent } from '@/content/home';
import type { CampusReach } from '@/lib/contact/contact';
import type { Locale } from '@/lib/i18n/locales';

export interface HomeHeroProps {
  locale: Locale;
  hero: HomeContent['hero'];
  eyebrow: string;
  /** Above the campuses' call and WhatsApp links. */
  contactsHeading: string;
  /** 'Apply Now': the admission form, in a new tab. */
  applyLabel: string;
  callLabel: string;
  whatsappLabel: string;
  contacts: readonly CampusReach[];
}

const CONTACT_LINK =
  'inline-flex min-h-10 items-center gap-1.5 rounded-full bg-white/10 px-3 text-sm font-semibold text-white ring-1 ring-white/25 hover:bg-white/20';

/**
 * The top of the Home page, what a parent asks first on one phone screen: what the school is
 * (the page's <h1> and the school's words), where (its campuses and city), the next steps
 * (admissions, a visit, the admission form) and each campus's call and WhatsApp links. Over the
 * hero photo, the page's LCP image.
 */
export function HomeHero({
  locale,
  hero,
  eyebrow,
  contactsHeading,
  applyLabel,
  callLabel,
  whatsappLabel,
  contacts,
}: HomeHeroProps) {
  return (
    <PhotoHero
      photo={
        <ResponsiveImage image={hero.image} sizes="100vw" priority className={HERO_PHOTO_CLASS} />
      }
      shade="bg-gradient-to-r from-brand-900/95 via-brand-900/85 to-brand-900/50"
      className="bg-brand-900"
      contentClassName="justify-center py-6 sm:py-16 lg:min-h-[36rem] lg:py-20"
    >
      <p className="text-sm font-semibold uppercase tracking-widest text-accent-300">{eyebrow}</p>
      <h1 className="mt-2 max-w-3xl text-3xl font-extrabold leading-tight tracking-tight sm:mt-3 sm:text-5xl lg:text-6xl">
        {hero.heading}
      </h1>
      <p className="mt-3 max-w-2xl text-base leading-relaxed text-brand-100 sm:mt-5 sm:text-xl">
        {hero.subheading}
      </p>
      <p className="mt-2 flex max-w-2xl items-start gap-1.5 text-sm font-semibold text-white sm:text-base">
        <LocationIcon className="mt-0.5 h-4 w-4 shrink-0 text-accent-300" />
        {hero.place}
      </p>
      <div className="mt-4 flex flex-wrap gap-3 sm:mt-8">
        <Link
          href={hero.ctaHref}
          className={buttonClass('accent', 'shadow-lg shadow-brand-900/30', 'compact')}
        >
          {hero.ctaLabel}
          <ArrowRightIcon className="h-5 w-5" />
        </Link>
        <ScheduleVisit locale={locale} className={buttonClass('outlineLight', '', 'compact')} />
        <ApplyNowLink locale={locale} label={applyLabel} variant="outlineLight" size="compact" />
      </div>
      <section aria-label={contactsHeading} className="mt-4 sm:mt-8">
        <p className="text-sm font-semibold text-brand-100">{contactsHeading}</p>
        <ul className="mt-1.5 flex flex-col gap-1.5 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {contacts.map((contact) => (
            <li key={contact.campusId} className="flex flex-wrap items-center gap-2">
              <span className="min-w-24 text-sm font-semibold text-white sm:min-w-0">
                {contact.shortName}
              </span>
              <a href={contact.call.href} aria-label={contact.call.name} className={CONTACT_LINK}>
                <PhoneIcon className="h-4 w-4 text-accent-300" />
                {/* A phone calls with a tap; a computer shows the number to dial. */}
                <span className="sm:hidden">{callLabel}</span>
                <span className="hidden whitespace-nowrap sm:inline">{contact.phone}</span>
              </a>
              {contact.whatsapp && (
                <a
                  href={contact.whatsapp.href}
                  aria-label={contact.whatsapp.name}
                  className={CONTACT_LINK}
                >
                  <ChatIcon className="h-4 w-4 text-accent-300" />
                  {whatsappLabel}
                </a>
              )}
            </li>
          ))}
        </ul>
      </section>
    </PhotoHero>
  );
}
