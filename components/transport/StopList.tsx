import type { TransportPageText } from '@/content/transport';
import { formatRupees } from '@/lib/disclosure/figures';
import { fillTemplate } from '@/lib/template';
import { stopSearchText } from '@/lib/transport/stop-search';
import { clockText, stopsByArea } from '@/lib/transport/timetable';
import type { TransportStop } from '@/lib/transport/transport';

export interface StopListProps {
  /** The list's id: the find-a-stop field filters it. */
  id: string;
  stops: readonly TransportStop[];
  /** Each stop's names in English by its id, so a search typed in English finds it too. */
  englishNames: ReadonlyMap<string, Pick<TransportStop, 'name' | 'area'>>;
  academicYear: string;
  text: TransportPageText;
  /** Intl's locale of the page: times, amounts and the order of the areas. */
  intl: string;
}

/**
 * Every stop of a campus, grouped by area (a heading each): its route, its morning and afternoon
 * times, its zone's fare for the year, its plus code and a link that opens it in the phone's maps
 * app. Complete without JavaScript; the find-a-stop field hides what does not match.
 */
export function StopList({ id, stops, englishNames, academicYear, text, intl }: StopListProps) {
  return (
    <div id={id}>
      {stopsByArea(stops, intl).map(({ area, stops: inArea }, a) => (
        <section key={area} data-stop-area="" aria-labelledby={`${id}-area-${a}`} className="mt-8">
          <h3 id={`${id}-area-${a}`} className="text-xl font-bold text-brand-900">
            {area}
          </h3>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {inArea.map((stop) => {
              const english = englishNames.get(stop.id);
              return (
                <li
                  key={stop.id}
                  data-stop-search={stopSearchText(
                    stop.name,
                    stop.area,
                    english?.name ?? stop.name,
                    english?.area ?? stop.area,
                  )}
                  className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
                  data-print="together"
                >
                  <h4 className="text-lg font-semibold text-ink">{stop.name}</h4>
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
                    <dt className="font-medium text-slate-600">{text.route}</dt>
                    <dd>{stop.routeName}</dd>
                    <dt className="font-medium text-slate-600">{text.morning}</dt>
                    <dd>
                      <time dateTime={stop.morning}>{clockText(stop.morning, intl)}</time>
                    </dd>
                    <dt className="font-medium text-slate-600">{text.afternoon}</dt>
                    <dd>
                      <time dateTime={stop.afternoon}>{clockText(stop.afternoon, intl)}</time>
                    </dd>
                    <dt className="font-medium text-slate-600">
                      {fillTemplate(text.fare, { year: academicYear })}
                    </dt>
                    <dd>
                      <span className="font-semibold">{formatRupees(stop.fare, intl)}</span> ·{' '}
                      {stop.zoneName}
                    </dd>
                    <dt className="font-medium text-slate-600">{text.plusCode}</dt>
                    <dd className="font-mono" translate="no">
                      {stop.plusCode}
                    </dd>
                  </dl>
                  <a
                    href={stop.mapHref}
                    className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-800 underline hover:text-brand-900"
                  >
                    {text.openInMaps}
                    <span className="sr-only"> – {stop.name}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
