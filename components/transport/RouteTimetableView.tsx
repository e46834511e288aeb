import Link from 'next/link';
import type { TransportPageText } from '@/content/transport';
import { formatRupees } from '@/lib/disclosure/figures';
import { intlLocale, localePath, type Locale } from '@/lib/i18n/locales';
import { transportCampusPath } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import { clockText } from '@/lib/transport/timetable';
import type { CampusTransport, TransportRoute } from '@/lib/transport/transport';
import { PageHeader } from '@/components/ui/PageHeader';
import { SampleNotice } from './SampleNotice';

export interface RouteTimetableViewProps {
  transport: CampusTransport;
  route: TransportRoute;
  campusName: string;
  text: TransportPageText;
  locale: Locale;
}

// Narrow padding on a phone: the five columns fit a 375 px screen without scrolling sideways.
const cell = 'border-b border-slate-200 px-1 py-2 text-left align-top sm:px-3';

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
          <table className="w-full border-collapse text-sm text-slate-800 sm:text-base">
            <caption className="mb-3 text-left text-lg font-semibold text-brand-900">
              {fillTemplate(text.routeCaption, { route: route.name })}
            </caption>
            <thead>
              <tr className="bg-brand-50">
                <th scope="col" className={cell}>
                  {text.columnStop}
                </th>
                <th scope="col" className={cell}>
                  {text.columnArea}
                </th>
                <th scope="col" className={cell}>
                  {text.columnMorning}
                </th>
                <th scope="col" className={cell}>
                  {text.columnAfternoon}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {text.columnFare}
                </th>
              </tr>
            </thead>
            <tbody>
              {route.stops.map((stop) => (
                <tr key={stop.id}>
                  <th scope="row" className={`${cell} font-semibold`}>
                    {stop.name}
                  </th>
                  <td className={cell}>{stop.area}</td>
                  <td className={`${cell} whitespace-nowrap`}>
                    <time dateTime={stop.morning}>{clockText(stop.morning, intl)}</time>
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>
                    <time dateTime={stop.afternoon}>{clockText(stop.afternoon, intl)}</time>
                  </td>
                  <td className={`${cell} whitespace-nowrap text-right`}>
                    {formatRupees(stop.fare, intl)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
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
