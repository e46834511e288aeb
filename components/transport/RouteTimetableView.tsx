import Link from 'next/link';
import type { TransportPageText } from '@/content/transport';
import { formatRupees } from '@/lib/disclosure/figures';
import { intlLocale, localePath, type Locale } from '@/lib/i18n/locales';
import { transportCampusPath } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import { clockText } from '@/lib/transport/timetable';
import type { CampusTransport, TransportRoute } from '@/lib/transport/transport';
import { FactTable } from '@/components/ui/FactTable';
import { PageHeader } from '@/components/ui/PageHeader';
import { SampleNotice } from './SampleNotice';

export interface RouteTimetableViewProps {
  transport: CampusTransport;
  route: TransportRoute;
  campusName: string;
  text: TransportPageText;
  locale: Locale;
}

/**
 * /transport/{campus}/{route}: one route's timetable on one page, to print for the fridge: its
 * stops in the morning's order with their area, times and fare for the year. Print shows the
 * heading and the table only (app/print.css).
 */
export function RouteTimetableView({
  transport,
  route,
  campusName,
  text,
  locale,
}: RouteTimetableViewProps) {
  const intl = intlLocale[locale];
  return (
    <>
      <PageHeader
        title={fillTemplate(text.routeLink, { route: route.name })}
        subtitle={fillTemplate(text.routeSubtitle, {
          campus: campusName,
          year: transport.academicYear,
        })}
      />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        {transport.fictional && <SampleNotice text={text.sampleNotice} />}
        <div className="mt-6">
          <FactTable
            narrow
            caption={fillTemplate(text.routeCaption, { route: route.name })}
            columns={[
              { label: text.columnStop },
              { label: text.columnArea },
              { label: text.columnMorning },
              { label: text.columnAfternoon },
              { label: text.columnFare, className: 'text-right' },
            ]}
            rows={route.stops.map((stop) => ({
              id: stop.id,
              header: stop.name,
              cells: [
                { content: stop.area },
                {
                  content: <time dateTime={stop.morning}>{clockText(stop.morning, intl)}</time>,
                  className: 'whitespace-nowrap',
                },
                {
                  content: <time dateTime={stop.afternoon}>{clockText(stop.afternoon, intl)}</time>,
                  className: 'whitespace-nowrap',
                },
                {
                  content: formatRupees(stop.fare, intl),
                  className: 'whitespace-nowrap text-right',
                },
              ],
            }))}
          />
        </div>
        <p className="mt-8" data-print="hide">
          <Link
            href={localePath(locale, transportCampusPath(transport.campusId))}
            prefetch={false}
            className="inline-block py-1 font-semibold text-brand-800 underline hover:text-brand-900"
          >
            {fillTemplate(text.backToCampus, { campus: campusName })}
          </Link>
        </p>
      </div>
    </>
  );
}
