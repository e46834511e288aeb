import { transportPageIn } from '@/lib/transport/transport';
import { notFound } from 'next/navigation';
import type { Screen } from '@/components/layout/screen';
import { JsonLd } from '@/components/seo/JsonLd';
import { transportCampusPath } from '@/lib/routes/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { fillTemplate } from '@/lib/template';
import { breadcrumbsJsonLd } from '@/lib/seo/structured-data';
import {
  campusTransportIn,
  campusTransportOf,
  campusTransportTitleIn,
} from '@/lib/transport/transport';
import { CampusTransportView } from './CampusTransportView';
import { campusNameIn } from '@/lib/campuses/campuses';
import { campusCrumbs, transportAt } from './transport-screen-data';

/** /transport/{campusId}: find a stop of one campus. */
export const campusTransportScreen: Screen<{ campusId: string }> = {
  params: () => campusTransportIn('en').map(({ campusId }) => ({ campusId })),
  metadata(locale, { campusId }) {
    const transport = transportAt(locale, campusId);
    if (!transport) return {};
    const transportPage = transportPageIn(locale);
    const campus = campusNameIn(locale, campusId)!;
    return pageMetadata({
      locale,
      title: campusTransportTitleIn(locale, transport.campusId),
      description: fillTemplate(transportPage.campusDescription, { campus }),
      path: transportCampusPath(transport.campusId),
    });
  },
  Page({ locale, params }) {
    const transport = transportAt(locale, params.campusId);
    if (!transport) notFound();
    return (
      <>
        <JsonLd data={breadcrumbsJsonLd(campusCrumbs(locale, transport.campusId), locale)} />
        <CampusTransportView
          transport={transport}
          english={campusTransportOf('en', transport.campusId)!}
          campusName={campusNameIn(locale, transport.campusId)!}
          text={transportPageIn(locale)}
          locale={locale}
        />
      </>
    );
  },
};
