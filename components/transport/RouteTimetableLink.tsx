import Link from 'next/link';
import type { TransportPageText } from '@/content/transport';
import type { CampusId } from '@/content/schema';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { transportRoutePath } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import type { TransportRoute } from '@/lib/transport/transport';

/** A list item leading to one route's printable timetable, with its number of stops. */
export function RouteTimetableLink({
  campusId,
  route,
  text,
  locale,
}: {
  campusId: CampusId;
  route: TransportRoute;
  text: Pick<TransportPageText, 'routeLink' | 'routeStops'>;
  locale: Locale;
}) {
  return (
    <li>
      <Link
        href={localePath(locale, transportRoutePath(campusId, route.id))}
        prefetch={false}
        className="inline-block py-1 font-semibold text-brand-800 underline hover:text-brand-900"
      >
        {fillTemplate(text.routeLink, { route: route.name })}
      </Link>{' '}
      <span className="whitespace-nowrap text-slate-600">
        ({fillTemplate(text.routeStops, { count: route.stops.length })})
      </span>
    </li>
  );
}
