import { render, screen, within } from '@testing-library/react';
import { DisclosureTable } from '@/components/disclosure/DisclosureTable';
import { mpdLabels } from '@/content/disclosure-labels';
import {
  formatCount,
  formatFileSize,
  formatIsoDate,
  isExpired,
  passPercent,
  teacherSectionRatio,
  todayIso,
} from '@/lib/disclosure/figures';
import { documentsTable } from '@/lib/disclosure/documents-table';
import { mpdSections } from '@/lib/disclosure/tables';
import { mpdRecordOf } from '@/lib/disclosure/records';

const cityDisclosure = mpdRecordOf('city');
const osmanpuraDisclosure = mpdRecordOf('osmanpura');

const ctx = { labels: mpdLabels, campusName: 'City Campus', today: '2026-01-01' };
const origin = 'https://school.example';

describe('derived figures and formats', () => {
  it('pass percentage to one decimal', () => {
    expect(passPercent(95, 96)).toBe(99);
    expect(passPercent(83, 84)).toBe(98.8);
    expect(passPercent(90, 90)).toBe(100);
  });

  it('teacher-to-section ratio, dates, counts and sizes', () => {
    expect(teacherSectionRatio(cityDisclosure.staff)).toBe('1.75');
    expect(formatIsoDate('2024-07-31')).toBe('31 July 2024');
    expect(formatCount(125000)).toBe('1,25,000');
    expect(formatFileSize(900)).toBe('900 bytes');
    expect(formatFileSize(3994)).toBe('3.9 KB');
    expect(todayIso(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-23');
  });

  it('a certificate expires after its valid-until day', () => {
    expect(isExpired({ validUntil: '2025-12-31' }, '2026-01-01')).toBe(true);
    expect(isExpired({ validUntil: '2026-01-01' }, '2026-01-01')).toBe(false);
    expect(isExpired({}, '2099-01-01')).toBe(false);
  });
});

describe('table models', () => {
  it('sections A–E in order, with the results one row per year', () => {
    const sections = mpdSections(cityDisclosure, ctx);
    expect(sections.map((s) => s.heading)).toEqual(Object.values(mpdLabels.sections));
    const results = sections[2]!.tables.find((t) => t.id === 'board-results')!;
    expect(results.rows.map((r) => [r.header, ...r.cells.map((c) => c.text)])).toEqual([
      ['2026', '96', '95', '99.0', 'One student to re-appear'],
      ['2025', '90', '90', '100.0', 'All students passed'],
      ['2024', '84', '83', '98.8', 'One student to re-appear'],
    ]);
  });

  it('a campus without board classes says why instead of results', () => {
    const results = mpdSections(osmanpuraDisclosure, ctx)[2]!.tables.find(
      (t) => t.id === 'board-results',
    )!;
    expect(results.rows).toEqual([]);
    expect(results.emptyText).toBe(osmanpuraDisclosure.academics.resultsNotApplicable);
  });

  it('the PDFs get no viewer column; the page does', () => {
    const docs = cityDisclosure.documents;
    expect(documentsTable('d', 'Docs', docs, ctx).columns).toHaveLength(5);
    const withViewer = documentsTable('d', 'Docs', docs, {
      ...ctx,
      viewerPath: (d) => `/v/${d.id}`,
    });
    expect(withViewer.columns).toHaveLength(6);
    expect(withViewer.rows[0]!.cells[4]!.link?.href).toBe('/v/affiliation');
  });
});

describe('DisclosureTable', () => {
  const expired = { ...cityDisclosure.documents[5]!, validUntil: '2025-12-31' };
  const table = documentsTable(
    'documents-list',
    'Documents',
    [expired, cityDisclosure.documents[0]!],
    {
      ...ctx,
      fileSizes: new Map([
        [expired.pdf, 3900],
        [cityDisclosure.documents[0]!.pdf, 4000],
      ]),
      viewerPath: (d) => `/mandatory-disclosure/city/documents/${d.id}`,
    },
  );

  it('renders a captioned table with column and row headers', () => {
    render(
      <DisclosureTable
        table={table}
        scrollLabel="Documents (scrolls sideways)"
        newTabText="(new tab)"
        origin={origin}
      />,
    );
    const element = screen.getByRole('table', { name: 'Documents' });
    expect(
      within(element)
        .getAllByRole('columnheader')
        .map((th) => th.getAttribute('scope')),
    ).toEqual(Array(6).fill('col'));
    expect(
      within(element)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual([expired.title, cityDisclosure.documents[0]!.title]);
    expect(screen.getByRole('region', { name: 'Documents (scrolls sideways)' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('marks an expired certificate "Renewal in progress", and links its PDF and viewer', () => {
    render(
      <DisclosureTable
        table={table}
        scrollLabel="Documents"
        newTabText="(new tab)"
        origin={origin}
      />,
    );
    const [firstRow, secondRow] = screen.getAllByRole('row').slice(1);
    expect(within(firstRow!).getByText(mpdLabels.renewalInProgress)).toBeInTheDocument();
    expect(within(secondRow!).queryByText(mpdLabels.renewalInProgress)).toBeNull();
    const pdf = within(firstRow!).getByRole('link', {
      name: `${expired.title}: PDF, 3.8 KB, opens in a new tab`,
    });
    expect(pdf).toHaveAttribute('href', expired.pdf);
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveAttribute('data-print-url', `${origin}${expired.pdf}`);
    expect(
      within(firstRow!).getByRole('link', { name: `View ${expired.title} in the page viewer` }),
    ).toHaveAttribute('href', '/mandatory-disclosure/city/documents/fire-safety');
  });

  it('right-aligns numbers', () => {
    const fees = mpdSections(cityDisclosure, ctx)[2]!.tables[0]!;
    render(<DisclosureTable table={fees} scrollLabel="Fees" newTabText="" origin={origin} />);
    expect(screen.getByRole('cell', { name: '₹15,000' })).toHaveClass('text-right');
    expect(screen.getByRole('columnheader', { name: mpdLabels.columns.admissionFee })).toHaveClass(
      'text-right',
    );
  });
});
