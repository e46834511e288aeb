// The transport pages drawn from the transport collection's files: a stop's card shows its route,
// times, fare and maps link; the find-a-stop field hides what does not match; and a fare changed
// in one file changes what the stop shows and what the route's timetable prints.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { parse, stringify } from 'yaml';
import { CampusTransportView } from '@/components/transport/CampusTransportView';
import { RouteTimetableView } from '@/components/transport/RouteTimetableView';
import { CAMPUSES_FOLDER, campusEntryFile, transportCollection } from '@/content/collections';
import { transportPage } from '@/content/transport';
import { pageWordsIn } from '@/lib/i18n/words';
import { transportWords } from '@/content/words-collections';
import type { CampusTransportEntry } from '@/content/schema';
import { formatRupees } from '@/lib/disclosure/figures';
import { intlLocale, type Locale } from '@/lib/i18n/locales';
import { fillTemplate } from '@/lib/template';
import { clockText } from '@/lib/transport/timetable';
import {
  campusTransportIn,
  stopsOf,
  type CampusTransport,
  type TransportStop,
} from '@/lib/transport/transport';

const { transportPage: marathiWords } = pageWordsIn(transportWords, 'mr');

const marathi = { ...transportPage, ...marathiWords } as typeof transportPage;
const textIn = (locale: Locale) => (locale === 'mr' ? marathi : transportPage);

const cityIn = (locale: Locale, root?: string) =>
  campusTransportIn(locale, root).find((transport) => transport.campusId === 'city')!;

function renderCampus(transport: CampusTransport, english: CampusTransport, locale: Locale = 'en') {
  return render(
    <CampusTransportView
      transport={transport}
      english={english}
      campusName="City Campus"
      text={textIn(locale)}
      locale={locale}
    />,
  );
}

/** The stop's card: the list item under its name's heading. */
const cardOf = (stop: TransportStop) =>
  screen.getByRole('heading', { level: 4, name: stop.name }).closest('li')!;

describe('/transport/{campus}', () => {
  const english = cityIn('en');
  const stop = stopsOf(english).at(-1)!;

  it('shows each stop with its route, times, fare for the year, plus code and maps link', () => {
    renderCampus(english, english);
    const card = within(cardOf(stop));
    expect(card.getByText(stop.routeName)).toBeInTheDocument();
    const times = cardOf(stop).querySelectorAll('time');
    expect([...times].map((time) => [time.dateTime, time.textContent])).toEqual([
      [stop.morning, clockText(stop.morning, 'en-IN')],
      [stop.afternoon, clockText(stop.afternoon, 'en-IN')],
    ]);
    expect(
      card.getByText(fillTemplate(transportPage.fare, { year: english.academicYear })),
    ).toBeInTheDocument();
    expect(card.getByText(formatRupees(stop.fare, 'en-IN'))).toBeInTheDocument();
    expect(card.getByText(stop.plusCode)).toBeInTheDocument();
    expect(
      card.getByRole('link', { name: `${transportPage.openInMaps} – ${stop.name}` }),
    ).toHaveAttribute('href', stop.mapHref);
  });

  it('groups the stops under a heading per area, each stop once', () => {
    renderCampus(english, english);
    const areas = new Set(stopsOf(english).map((s) => s.area));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining([...areas]),
    );
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(stopsOf(english).length);
  });

  it('filters the list as a parent types a name or an area, and says how many match', () => {
    renderCampus(english, english);
    const field = screen.getByRole('searchbox', { name: transportPage.searchLabel });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(
      fillTemplate(transportPage.allStops, { count: stopsOf(english).length }),
    );

    fireEvent.change(field, { target: { value: stop.name.toUpperCase() } });
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      stop.name,
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      stop.area,
    ]);
    expect(status).toHaveTextContent(
      fillTemplate(transportPage.oneMatch, { query: stop.name.toUpperCase() }),
    );

    const inArea = stopsOf(english).filter((s) => s.area === stop.area);
    fireEvent.change(field, { target: { value: stop.area } });
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(inArea.length);

    fireEvent.change(field, { target: { value: 'zzzz' } });
    expect(screen.queryAllByRole('heading', { level: 4 })).toHaveLength(0);
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(status).toHaveTextContent(fillTemplate(transportPage.noMatch, { query: 'zzzz' }));

    fireEvent.change(field, { target: { value: '' } });
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(stopsOf(english).length);
  });

  it('on the Marathi page, finds a stop typed in Devanagari or in English', () => {
    const marathiCity = cityIn('mr');
    const marathiStop = stopsOf(marathiCity).find((s) => s.id === stop.id)!;
    expect(marathiStop.name).not.toBe(stop.name);
    renderCampus(marathiCity, english, 'mr');
    const field = screen.getByRole('searchbox', { name: marathi.searchLabel });
    for (const query of [marathiStop.name, stop.name.toLowerCase()]) {
      fireEvent.change(field, { target: { value: query } });
      expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
        marathiStop.name,
      ]);
    }
    expect(
      within(cardOf(marathiStop)).getByText(formatRupees(marathiStop.fare, intlLocale.mr)),
    ).toBeInTheDocument();
  });
});

describe('a fare changed in the transport file', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A copy of the transport files whose City stop `stop` has its zone's fare raised by 1,250. */
  function withChangedFare(stop: TransportStop): number {
    root = mkdtempSync(path.join(tmpdir(), 'transport-'));
    cpSync(path.join(process.cwd(), CAMPUSES_FOLDER), path.join(root, CAMPUSES_FOLDER), {
      recursive: true,
    });
    const file = path.join(root, campusEntryFile(transportCollection, 'city'));
    const entry = parse(readFileSync(file, 'utf8')) as CampusTransportEntry;
    const zone = entry.zones.find((z) => z.id === stop.zone)!;
    zone.farePerYear += 1250;
    writeFileSync(file, stringify(entry));
    return zone.farePerYear;
  }

  for (const locale of ['en', 'mr'] as const) {
    it(`changes the stop's fare and the route's timetable (${locale})`, () => {
      const before = cityIn(locale);
      const stop = stopsOf(before)[0]!;
      const fare = withChangedFare(stop);
      const changed = cityIn(locale, root);
      const intl = intlLocale[locale];
      const shown = formatRupees(fare, intl);
      expect(shown).not.toBe(formatRupees(stop.fare, intl));

      const { unmount } = renderCampus(changed, cityIn('en', root), locale);
      expect(within(cardOf(stop)).getByText(shown)).toBeInTheDocument();
      unmount();

      const route = changed.routes.find((r) => r.id === stop.routeId)!;
      render(
        <RouteTimetableView
          transport={changed}
          route={route}
          campusName="City Campus"
          text={textIn(locale)}
          locale={locale}
        />,
      );
      const row = screen.getByRole('rowheader', { name: stop.name }).closest('tr')!;
      expect(
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual([stop.area, clockText(stop.morning, intl), clockText(stop.afternoon, intl), shown]);
    });
  }
});

describe('a route’s timetable', () => {
  it('lists the route’s stops in the morning’s order under its caption', () => {
    const city = cityIn('en');
    const route = city.routes[0]!;
    render(
      <RouteTimetableView
        transport={city}
        route={route}
        campusName="City Campus"
        text={transportPage}
        locale="en"
      />,
    );
    const table = screen.getByRole('table', {
      name: fillTemplate(transportPage.routeCaption, { route: route.name }),
    });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(route.stops.map((s) => s.name));
    expect(screen.getByText(transportPage.sampleNotice)).toBeInTheDocument();
  });
});
