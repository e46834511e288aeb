import Link from 'next/link';
import type { TransportPageText } from '@/content/transport';
import { localePath, type Locale, intlLocale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import { stopsOf, type CampusTransport } from '@/lib/transport/transport';
import { PageHeader } from '@/components/ui/PageHeader';
import { RouteTimetableLinks } from './RouteTimetableLinks';
import { SampleNotice } from './SampleNotice';
import { StopFinder } from './StopFinder';
import { StopList } from './StopList';

export interface CampusTransportViewProps {
  transport: CampusTransport;
  /** The campus's stops in English: a search typed in English finds them on every page. */
  english: CampusTransport;
  campusName: string;
  text: TransportPageText;
  locale: Locale;
}

const LIST_ID = 'transport-stops';

/**
 * /transport/{campus}: the find-a-stop field (with JavaScript), every stop by area, and a link to
 * each route's timetable to print.
 */
export function CampusTransportView({
  transport,
  english,
  campusName,
  text,
  locale,
}: CampusTransportViewProps) {
  const stops = stopsOf(transport);
  const englishNames = new Map(stopsOf(english).map((stop) => [stop.id, stop]));
  return (
    <>
      <PageHeader
        title={fillTemplate(text.campusTitle, { campus: campusName })}
        subtitle={fillTemplate(text.yearLine, { year: transport.academicYear })}
      />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        {transport.fictional && <SampleNotice text={text.sampleNotice} />}
        <StopFinder
          listId={LIST_ID}
          total={stops.length}
          text={{
            searchLabel: text.searchLabel,
            searchHint: text.searchHint,
            allStops: text.allStops,
            matches: text.matches,
            oneMatch: text.oneMatch,
            noMatch: text.noMatch,
          }}
        />
        <section aria-labelledby="transport-stops-heading" className="mt-10">
          <h2
            id="transport-stops-heading"
            className="text-2xl font-bold tracking-tight text-brand-900"
          >
            {text.stopsHeading}
          </h2>
          <StopList
            id={LIST_ID}
            stops={stops}
            englishNames={englishNames}
            academicYear={transport.academicYear}
            text={text}
            intl={intlLocale[locale]}
          />
        </section>
        <section aria-labelledby="transport-routes-heading" className="mt-14" data-print="hide">
          <h2
            id="transport-routes-heading"
            className="text-2xl font-bold tracking-tight text-brand-900"
          >
            {text.routesHeading}
          </h2>
          <p className="mt-2 text-slate-700">{text.routesIntro}</p>
          <RouteTimetableLinks
            transport={transport}
            text={text}
            locale={locale}
            className="mt-4 space-y-2"
          />
          <p className="mt-8">
            <Link
              href={localePath(locale, routes.transport)}
              prefetch={false}
              className="inline-block py-1 font-semibold text-brand-800 underline hover:text-brand-900"
            >
              {text.backToAll}
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
