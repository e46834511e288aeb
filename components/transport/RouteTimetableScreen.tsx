import { transportPageIn } from '@/lib/transport/transport';
import { notFound } from 'next/navigation';
import type { Screen } from '@/components/layout/screen';
import { JsonLd } from '@/components/seo/JsonLd';
import { transportRoutePath } from '@/lib/routes/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { fillTemplate } from '@/lib/template';
import { breadcrumbsJsonLd } from '@/lib/seo/structured-data';
import { campusTransportIn } from '@/lib/transport/transport';
import { RouteTimetableView } from './RouteTimetableView';
import { campusNameIn } from '@/lib/campuses/campuses';
import { campusCrumbs, transportAt } from './transport-screen-data';

/** /transport/{campusId}/{routeId}: one route's timetable, to print. */
export const routeTimetableScreen: Screen<{ campusId: string; routeId: string }> = {
  params: () =>
    campusTransportIn('en').flatMap(({ campusId, routes: busRoutes }) =>
      busRoutes.map((route) => ({ campusId, routeId: route.id })),
    ),
  metadata(locale, { campusId, routeId }) {
    const transport = transportAt(locale, campusId);
    const route = transport?.routes.find((candidate) => candidate.id === routeId);
    if (!transport || !route) return {};
    const transportPage = transportPageIn(locale);
    const campus = campusNameIn(locale, campusId)!;
    return pageMetadata({
      locale,
      title: `${fillTemplate(transportPage.routeLink, { route: route.name })} – ${campus}`,
      description: fillTemplate(transportPage.routeDescription, {
        route: route.name,
        campus,
        year: transport.academicYear,
      }),
      path: transportRoutePath(transport.campusId, route.id),
    });
  },
  Page({ locale, params }) {
    const transport = transportAt(locale, params.campusId);
    const route = transport?.routes.find((candidate) => candidate.id === params.routeId);
    if (!transport || !route) notFound();
    const text = transportPageIn(locale);
    const crumbs = [
      ...campusCrumbs(locale, transport.campusId),
      {
        name: fillTemplate(text.routeLink, { route: route.name }),
        path: transportRoutePath(transport.campusId, route.id),
      },
    ];
    return (
      <>
        <JsonLd data={breadcrumbsJsonLd(crumbs, locale)} />
        <RouteTimetableView
          transport={transport}
          route={route}
          campusName={campusNameIn(locale, transport.campusId)!}
          text={text}
          locale={locale}
        />
      </>
    );
  },
};
