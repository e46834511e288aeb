import { calendarWordsIn, schoolEventsIn } from '@/lib/calendar/school-events';
import { siteIn } from '@/lib/site/site';
import Link from 'next/link';
import type { SchoolEvent } from '@/content/schema';
import { eventDateText, eventTimeText, lastDay } from '@/lib/calendar/calendar';
import { googleCalendarEventUrl } from '@/lib/calendar/calendar-links';
import { campusesText } from '@/lib/calendar/calendar-feeds';
import { eventAnchor } from '@/lib/calendar/event-json-ld';
import { DEFAULT_LOCALE, intlLocale, type Locale } from '@/lib/i18n/locales';
import { hiddenAfter } from '@/lib/calendar/past-events';
import { eventIcsPath } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import { CategoryIcon } from './CategoryIcon';

const actionClass =
  'inline-flex min-h-11 items-center justify-center rounded-full border-2 border-brand-700 px-2 py-2 text-center text-sm font-semibold text-brand-800 sm:px-4 transition-colors hover:bg-brand-50';

export interface EventCardProps {
  locale: Locale;
  /** The event in the page's language. */
  event: SchoolEvent;
  /** Over when the site was built: no links to add it to a calendar, nothing to hide later. */
  past?: boolean;
}

/**
 * One date of the calendar: its category (icon and name), title, day(s) and hours, campuses,
 * place and description, its link, and the two ways to put it in a calendar. An upcoming event
 * hides itself once its last day is over (lib/calendar/past-events.ts).
 */
export function EventCard({ locale, event, past = false }: EventCardProps) {
  const { calendar, calendarLabels: labels } = calendarWordsIn(locale);
  const site = siteIn(locale);
  const date = eventDateText(event, intlLocale[locale]);
  // Google Calendar's event is the feeds' own: in English, like the .ics file.
  const inEnglish =
    schoolEventsIn(DEFAULT_LOCALE).find((english) => english.id === event.id) ?? event;
  // Names the event after each link, so the page's many 'Add to calendar' links differ.
  const named = (
    <span className="sr-only">
      {fillTemplate(labels.eventHidden, { title: event.title, date })}
    </span>
  );
  return (
    <li
      id={eventAnchor(event.id)}
      {...(past ? {} : hiddenAfter(lastDay(event)))}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <article aria-labelledby={`${eventAnchor(event.id)}-title`}>
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-slate-700">
          <CategoryIcon category={event.category} className="h-8 w-8" />
          {calendar.categoryLabels[event.category]}
        </p>
        <h4
          id={`${eventAnchor(event.id)}-title`}
          className="mt-1 text-lg font-bold leading-snug text-brand-900 sm:text-xl"
        >
          {event.title}
        </h4>
        <p className="mt-1 font-semibold text-brand-700">
          {date} · {eventTimeText(event, intlLocale[locale]) ?? labels.allDay}
        </p>
        <dl className="mt-2 space-y-1 text-slate-700">
          <div>
            <dt className="inline font-semibold">{labels.campuses}: </dt>
            <dd className="inline">{campusesText(event.campuses, locale)}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">{labels.location}: </dt>
            <dd className="inline">{event.location}</dd>
          </div>
        </dl>
        <p className="mt-2 leading-relaxed text-slate-700">{event.description}</p>
        {(event.link || !past) && (
          <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            {event.link && (
              <Link
                prefetch={false}
                href={event.link}
                data-print-url={new URL(event.link, site.url).href}
                className="font-semibold text-brand-700 underline hover:text-brand-900"
              >
                {labels.moreAbout}
                {named}
              </Link>
            )}
            {!past && (
              <span className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto" data-print="hide">
                <a href={eventIcsPath(event.id)} className={actionClass}>
                  {labels.addToCalendar}
                  {named}
                </a>
                <a href={googleCalendarEventUrl(inEnglish, site.url)} className={actionClass}>
                  {labels.googleCalendar}
                  {named}
                </a>
              </span>
            )}
          </p>
        )}
      </article>
    </li>
  );
}
