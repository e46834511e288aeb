import Link from 'next/link';
import type { TransportPageText } from '@/content/transport';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { transportRoutePath } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import type { CampusTransport } from '@/lib/transport/transport';

/** A campus's routes, each a link to its printable timetable with its number of stops. */
export function RouteTimetableLinks({
  transport,
  text,
  locale,
  className,
}: {
  transport: Pick<CampusTransport, 'campusId' | 'routes'>;
  text: Pick<TransportPageText, 'routeLink' | 'routeStops'>;
  locale: Locale;
  className?: string;
}) {
  return (
    <ul className={className}>
      {transport.routes.map((route) => (
        <li key={route.id}>
          <Link
            href={localePath(locale, transportRoutePath(transport.campusId, route.id))}
            prefetch={false}
            className="inline-block py-1 font-semibold text-brand-800 underline hover:text-brand-900"
          >
            {fillTemplate(text.routeLink, { route: route.name })}
          </Link>{' '}
          <span className="whitespace-nowrap text-slate-600">
            ({fillTemplate(text.routeStops, { count: route.stops.length })})
          </span>
        </li>
      ))}
    </ul>
  );
}
