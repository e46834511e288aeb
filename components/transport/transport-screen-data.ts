// What the transport screens share: a campus's transport in a language by its page segment, and
// the breadcrumbs above a campus's transport page.
import type { CampusId } from '@/content/schema';
import type { Locale } from '@/lib/i18n/locales';
import { routes, transportCampusPath } from '@/lib/routes/routes';
import { pageMetaIn } from '@/lib/site/site';
import { campusTransportIn, campusTransportTitleIn } from '@/lib/transport/transport';

/** A campus's transport in `locale` by its page segment; undefined for a campus without buses. */
export function transportAt(locale: Locale, campusId: string) {
  return campusTransportIn(locale).find((transport) => transport.campusId === campusId);
}

/** The pages above a campus's transport page, and that page, for its breadcrumbs. */
export function campusCrumbs(locale: Locale, campusId: CampusId) {
  return [
    { name: pageMetaIn(locale).transport.title, path: routes.transport },
    { name: campusTransportTitleIn(locale, campusId), path: transportCampusPath(campusId) },
  ];
}
