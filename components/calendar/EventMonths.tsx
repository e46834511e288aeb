import type { SchoolEvent } from '@/content/schema';
import { groupByMonth } from '@/lib/calendar/calendar';
import { intlLocale, type Locale } from '@/lib/i18n/locales';
import { hiddenAfter } from '@/lib/calendar/past-events';
import { EventCard } from './EventCard';

export interface EventMonthsProps {
  locale: Locale;
  events: readonly SchoolEvent[];
  /** Tells the upcoming and the earlier months' ids apart ('upcoming', 'past'). */
  idPrefix: string;
  past?: boolean;
}

/**
 * Events under the month they start in. An upcoming month hides itself with its last event
 * (lib/calendar/past-events.ts), so no heading is left over an empty month.
 */
export function EventMonths({ locale, events, idPrefix, past = false }: EventMonthsProps) {
  return (
    <div className="space-y-10">
      {groupByMonth(events, intlLocale[locale]).map((month) => {
        const headingId = `${idPrefix}-${month.month}`;
        return (
          <section
            key={month.month}
            aria-labelledby={headingId}
            {...(past ? {} : hiddenAfter(month.lastDay))}
          >
            <h3 id={headingId} className="text-2xl font-bold text-brand-900">
              {month.label}
            </h3>
            <ul className="mt-4 space-y-4">
              {month.events.map((event) => (
                <EventCard key={event.id} locale={locale} event={event} past={past} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
