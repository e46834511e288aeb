import { transportPageIn } from '@/lib/transport/transport';
import Link from 'next/link';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { transportCampusPath } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import { campusTransportOf } from '@/lib/transport/transport';
import type { CampusId } from '@/content/schema';

/** On a campus page: the way to its bus stops, times and fares; nothing for a campus without buses. */
export function CampusTransportLink({
  locale,
  campusId,
  campusName,
}: {
  locale: Locale;
  campusId: CampusId;
  campusName: string;
}) {
  if (!campusTransportOf(locale, campusId)) return null;
  return (
    <p className="mx-auto -mt-8 max-w-7xl px-4 pb-8 sm:-mt-12 sm:px-6 sm:pb-12 lg:px-8">
      <Link
        href={localePath(locale, transportCampusPath(campusId))}
        prefetch={false}
        className="inline-block py-2 text-lg font-semibold text-brand-800 underline hover:text-brand-900"
      >
        {fillTemplate(transportPageIn(locale).campusPageLink, { campus: campusName })}
      </Link>
    </p>
  );
}
