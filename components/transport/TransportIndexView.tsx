import Link from 'next/link';
import type { TransportPageText } from '@/content/transport';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { transportCampusPath } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import type { CampusTransport } from '@/lib/transport/transport';
import { PageHeader } from '@/components/ui/PageHeader';
import { RouteTimetableLinks } from './RouteTimetableLinks';
import { SampleNotice } from './SampleNotice';

export interface TransportIndexViewProps {
  title: string;
  /** Each campus that has buses, with its name in the page's language. */
  campuses: readonly { transport: CampusTransport; name: string }[];
  text: TransportPageText;
  locale: Locale;
}

const link = 'inline-block py-1 font-semibold text-brand-800 underline hover:text-brand-900';

/** /transport: each campus with buses, the way to find its stops and its routes' timetables. */
export function TransportIndexView({ title, campuses, text, locale }: TransportIndexViewProps) {
  return (
    <>
      <PageHeader title={title} subtitle={text.intro} />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        {campuses.some(({ transport }) => transport.fictional) && (
          <SampleNotice text={text.sampleNotice} />
        )}
        {campuses.map(({ transport, name }) => {
          const id = `transport-${transport.campusId}`;
          return (
            <section key={id} aria-labelledby={`${id}-heading`} className="mt-10">
              <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-brand-900">
                {name}
              </h2>
              <p className="mt-2 text-slate-700">
                {fillTemplate(text.yearLine, { year: transport.academicYear })}
              </p>
              <p className="mt-3">
                <Link
                  href={localePath(locale, transportCampusPath(transport.campusId))}
                  prefetch={false}
                  className={`${link} text-lg`}
                >
                  {fillTemplate(text.campusLink, { campus: name })}
                </Link>
              </p>
              <RouteTimetableLinks
                transport={transport}
                text={text}
                locale={locale}
                className="mt-3 space-y-1"
              />
            </section>
          );
        })}
      </div>
    </>
  );
}
