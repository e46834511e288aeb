import { pageMetaIn } from '@/lib/site/site';
import { transportPageIn } from '@/lib/transport/transport';
import type { Screen } from '@/components/layout/screen';
import { JsonLd } from '@/components/seo/JsonLd';
import { routes } from '@/lib/routes/routes';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { breadcrumbsJsonLd } from '@/lib/seo/structured-data';
import { campusTransportIn } from '@/lib/transport/transport';
import { campusNameIn } from '@/lib/campuses/campuses';
import { TransportIndexView } from './TransportIndexView';

/** /transport: every campus with buses. */
export const transportScreen: Screen = {
  metadata: (locale) => staticPageMetadata(locale, 'transport', routes.transport),
  Page({ locale }) {
    const pageMeta = pageMetaIn(locale);
    const transportPage = transportPageIn(locale);
    const title = pageMeta.transport.title;
    return (
      <>
        <JsonLd data={breadcrumbsJsonLd([{ name: title, path: routes.transport }], locale)} />
        <TransportIndexView
          title={title}
          campuses={campusTransportIn(locale).map((transport) => ({
            transport,
            name: campusNameIn(locale, transport.campusId)!,
          }))}
          text={transportPage}
          locale={locale}
        />
      </>
    );
  },
};
