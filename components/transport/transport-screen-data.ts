// What the transport screens share: a campus's name and transport in a language, and the
// breadcrumbs above a campus's transport page.
import { pageMetaIn } from '@/lib/site/site';
import { transportPageIn } from '@/lib/transport/transport';
import { campusesIn } from '@/lib/campuses/campuses';
import type { Locale } from '@/lib/i18n/locales';
import { routes, transportCampusPath } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import { campusTransportIn } from '@/lib/transport/transport';

/** A campus's name in `locale` ('City Campus'); the transport loader names only real campuses. */
export const campusNameIn = (locale: Locale, campusId: string) =>
  campusesIn(locale).find((campus) => campus.campusId === campusId)!.name;

/** A campus's transport in `locale` by its page segment; undefined for a campus without buses. */
export const transportAt = (locale: Locale, campusId: string) =>
  campusTransportIn(locale).find((transport) => transport.campusId === campusId);

/** The pages above a campus's transport page, and that page, for its breadcrumbs. */
export function campusCrumbs(locale: Locale, campusId: string) {
  const pageMeta = pageMetaIn(locale);
  const transportPage = transportPageIn(locale);
  const transport = transportAt(locale, campusId)!;
  return [
    { name: pageMeta.transport.title, path: routes.transport },
    {
      name: fillTemplate(transportPage.campusTitle, { campus: campusNameIn(locale, campusId) }),
      path: transportCampusPath(transport.campusId),
    },
  ];
}
