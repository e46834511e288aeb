import { pageMetaIn } from '@/lib/site/site';
import { calendarWordsIn, schoolEventsIn } from '@/lib/calendar/school-events';
import { campusFilterLabelsIn } from '@/lib/campuses/campuses';
import { JsonLd } from '@/components/seo/JsonLd';
import { FilterLinks } from '@/components/ui/FilterLinks';
import { PageHeader } from '@/components/ui/PageHeader';
import { campusIds } from '@/content/ids';
import type { CampusId } from '@/content/schema';
import { eventsFor, lastDay } from '@/lib/calendar/calendar';
import { calendarPageJsonLd } from '@/lib/calendar/event-json-ld';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { splitAtBuild } from '@/lib/calendar/past-events';
import { calendarCampusPath, routes } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import { CategorySymbols } from './CategoryIcon';
import { EventMonths } from './EventMonths';
import { NothingMoreNote } from './NothingMoreNote';
import { SUBSCRIBE_HEADING_ID, SubscribePanel } from './SubscribePanel';

/** The <h1> of the calendar of every campus, or of one. */
export function calendarTitle(campusName: string | undefined, locale: Locale): string {
  const { calendarLabels } = calendarWordsIn(locale);
  const pageMeta = pageMetaIn(locale);
  const { title } = pageMeta.calendar;
  return campusName
    ? fillTemplate(calendarLabels.campusTitle, { title, campus: campusName })
    : title;
}

/** The campus filter: every campus's calendar and each one's, the one on show marked current. */
function campusFilter(locale: Locale, current?: CampusId) {
  const campusFilterLabels = campusFilterLabelsIn(locale);
  return [
    {
      href: localePath(locale, routes.calendar),
      label: campusFilterLabels.all,
      current: current === undefined,
    },
    ...campusIds.map((id) => ({
      href: localePath(locale, calendarCampusPath(id)),
      label: campusFilterLabels[id],
      current: id === current,
    })),
  ];
}

/**
 * The school calendar of every campus (no `campus`) or of one: the campus filter, the dates still
 * to come by month, subscribing, and the dates already over when the site was built, folded away.
 * Complete without JavaScript.
 */
export function SchoolCalendar({
  locale,
  campus,
}: {
  locale: Locale;
  campus?: { id: CampusId; name: string };
}) {
  const { calendar, calendarLabels: labels } = calendarWordsIn(locale);
  const schoolEvents = schoolEventsIn(locale);
  const { upcoming, past } = splitAtBuild(eventsFor(schoolEvents, campus?.id));
  const lastOfAll = upcoming.map(lastDay).sort().at(-1);
  return (
    <>
      <JsonLd data={calendarPageJsonLd(upcoming, campus?.id, locale)} />
      <CategorySymbols categories={[...upcoming, ...past].map((event) => event.category)} />
      <PageHeader
        title={calendarTitle(campus?.name, locale)}
        subtitle={fillTemplate(labels.intro, { year: calendar.academicYear.label })}
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <FilterLinks label={labels.filter} links={campusFilter(locale, campus?.id)} />
        <p className="mt-4 lg:hidden" data-print="hide">
          <a
            href={`#${SUBSCRIBE_HEADING_ID}`}
            className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline"
          >
            {labels.subscribeJump}
          </a>
        </p>
        <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <div className="space-y-12">
            <section aria-labelledby="calendar-upcoming">
              <h2 id="calendar-upcoming" className="text-3xl font-bold text-brand-900">
                {labels.upcoming}
              </h2>
              <div className="mt-6">
                <EventMonths locale={locale} events={upcoming} idPrefix="upcoming" />
              </div>
              <NothingMoreNote
                text={labels.noEvents}
                lastDay={lastOfAll}
                className="text-lg text-slate-700"
              />
            </section>
            {past.length > 0 && (
              <details className="group rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 sm:p-6">
                <summary className="cursor-pointer rounded-md text-2xl font-bold text-brand-900">
                  <h2 className="inline">{labels.past}</h2>
                </summary>
                <div className="mt-6">
                  <EventMonths locale={locale} events={past} idPrefix="past" past />
                </div>
              </details>
            )}
          </div>
          <SubscribePanel locale={locale} campus={campus} />
        </div>
      </div>
    </>
  );
}
