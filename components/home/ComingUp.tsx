import { calendarWordsIn } from '@/lib/calendar/school-events';
import Link from 'next/link';
import { CategoryIcon, CategorySymbols } from '@/components/calendar/CategoryIcon';
import { NothingMoreNote } from '@/components/calendar/NothingMoreNote';
import { ArrowRightIcon } from '@/components/icons';
import { Section } from '@/components/ui/Section';
import type { HomeContent, Notice, SchoolEvent } from '@/content/schema';
import { eventDateText, eventTimeText, lastDay } from '@/lib/calendar/calendar';
import { eventAnchor } from '@/lib/calendar/event-json-ld';
import { intlLocale, localePath, type Locale } from '@/lib/i18n/locales';
import { noticeLanguage } from '@/lib/notices/notices-i18n';
import { formatPostDate } from '@/lib/blog/post-date';
import { firstThree, FIRST_FEW, hiddenAfter } from '@/lib/calendar/past-events';
import { noticePath, routes } from '@/lib/routes/routes';

/** Events beyond the first three, shown as those before them end between two builds. */
const SPARE_EVENTS = 3;

const moreLinkClass =
  'mt-6 inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 underline hover:text-brand-900';

export interface ComingUpProps {
  locale: Locale;
  content: HomeContent['comingUp'];
  /** Every event still to come when the site was built, in date order. */
  upcoming: readonly SchoolEvent[];
  /** The notices, newest first. */
  notices: readonly Notice[];
}

/**
 * The home page's next three dates of the school calendar and its two latest notices. Server
 * HTML only: the dates that end after the build hide themselves, and the next ones take their
 * place (lib/calendar/past-events.ts).
 */
export function ComingUp({ locale, content, upcoming, notices }: ComingUpProps) {
  const { calendar, calendarLabels } = calendarWordsIn(locale);
  const intl = intlLocale[locale];
  const inPage = (path: string) => localePath(locale, path);
  // A notice not yet translated is shown in English, marked as such.
  const noticeLang = (id: string) => (noticeLanguage(locale, id) === locale ? undefined : 'en');
  const shown = upcoming.slice(0, FIRST_FEW + SPARE_EVENTS);
  const lastOfAll = upcoming.map(lastDay).sort().at(-1);
  return (
    <Section id="home-coming-up-heading" heading={content.heading} className="bg-slate-50">
      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="home-next-dates">
          <CategorySymbols categories={shown.map((event) => event.category)} />
          <h3 id="home-next-dates" className="text-2xl font-bold text-brand-900">
            {content.eventsHeading}
          </h3>
          <ul {...firstThree} className="mt-5 space-y-3 [&>:nth-child(n+4)]:hidden">
            {shown.map((event) => (
              <li key={event.id} {...hiddenAfter(lastDay(event))}>
                <div className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                  <CategoryIcon category={event.category} />
                  <div>
                    <p className="text-sm font-semibold text-brand-700">
                      {eventDateText(event, intl)}
                      {eventTimeText(event, intl) && `, ${eventTimeText(event, intl)}`}
                    </p>
                    <p className="mt-1 font-bold text-brand-900">
                      {/* Plain links: each next/link is a client component the page hydrates. */}
                      <a
                        href={`${inPage(routes.calendar)}#${eventAnchor(event.id)}`}
                        className="inline-flex min-h-6 items-center hover:underline"
                      >
                        {event.title}
                      </a>
                    </p>
                    <p className="text-sm text-slate-700">
                      {calendar.categoryLabels[event.category]}
                    </p>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <NothingMoreNote
            text={calendarLabels.noEvents}
            lastDay={lastOfAll}
            className="mt-5 text-slate-700"
          />
          <Link prefetch={false} href={inPage(routes.calendar)} className={moreLinkClass}>
            {content.calendarLink}
            <ArrowRightIcon />
          </Link>
        </section>
        <section aria-labelledby="home-latest-notices">
          <h3 id="home-latest-notices" className="text-2xl font-bold text-brand-900">
            {content.noticesHeading}
          </h3>
          <ul className="mt-5 space-y-3">
            {notices.slice(0, 2).map((notice) => (
              <li
                key={notice.id}
                className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
              >
                <p className="text-sm font-semibold text-brand-700">
                  {formatPostDate(notice.date, intl)}
                </p>
                <p lang={noticeLang(notice.id)} className="mt-1 font-bold text-brand-900">
                  <a
                    href={inPage(noticePath(notice.id))}
                    className="inline-flex min-h-6 items-center hover:underline"
                  >
                    {notice.title}
                  </a>
                </p>
                <p lang={noticeLang(notice.id)} className="text-sm text-slate-700">
                  {notice.audience}
                </p>
              </li>
            ))}
          </ul>
          <Link prefetch={false} href={inPage(routes.notices)} className={moreLinkClass}>
            {content.noticesLink}
            <ArrowRightIcon />
          </Link>
        </section>
      </div>
    </Section>
  );
}
