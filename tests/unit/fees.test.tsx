// The fee page and the disclosure tables show one record's fees: change a figure in the record
// and both show the new one. The page's dates and approval line, and its sample notice.
import { render, screen, within } from '@testing-library/react';
import { DisclosureTable } from '@/components/disclosure/DisclosureTable';
import { FeeCampusSection } from '@/components/fees/FeeCampusSection';
import { FeesScreen } from '@/components/fees/FeesScreen';
import { scheduleTable } from '@/components/fees/FeeTermsSection';
import { feeRegulationNote, feesPage, feeTerms, feeYear } from '@/content/fees';
import { mpdLabels } from '@/content/disclosure-labels';
import type { MpdRecord } from '@/content/schema';
import { FEE_TABLE_ID } from '@/lib/disclosure/fee-table';
import { feeYearCampusesIn } from '@/lib/fees/fee-year';
import {
  booksUniformLabel,
  campusYearTotalsTable,
  classYearTable,
} from '@/lib/fees/fee-year-tables';
import { mpdSections } from '@/lib/disclosure/tables';
import { fillTemplate } from '@/lib/template';
import { mpdRecordOf } from '@/lib/disclosure/records';

const cityDisclosure = mpdRecordOf('city');

const origin = 'https://school.example';

/** A copy of the City record whose Class I to V admission fee is 21,750. */
function changedRecord(): MpdRecord {
  const record = JSON.parse(JSON.stringify(cityDisclosure)) as MpdRecord;
  record.academics.fees[1]!.admissionFee = 21750;
  return record;
}

const feeCampus = (record: MpdRecord) => ({
  id: record.campusId,
  name: 'City Campus',
  academics: record.academics,
});

/** One campus's part of the fee page, drawn from `record`. */
const renderSection = (record: MpdRecord) =>
  render(
    <FeeCampusSection
      locale="en"
      campus={feeCampus(record)}
      text={feesPage}
      tableLabels={mpdLabels}
      origin={origin}
    />,
  );

/** The fee table's rows as text, header first. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

describe('one record, two pages', () => {
  it('a figure changed in the record shows in the disclosure table and on the fee page', () => {
    const record = changedRecord();
    const disclosureFees = mpdSections(record, {
      labels: mpdLabels,
      campusName: 'City Campus',
      today: '2026-11-25',
      feesPath: '/fees#fees-city',
    })
      .flatMap((section) => section.tables)
      .find((table) => table.id === FEE_TABLE_ID)!;
    const { container: disclosure } = render(
      <DisclosureTable table={disclosureFees} scrollLabel="Fees" newTabText="" origin={origin} />,
    );
    const { container: page } = renderSection(record);
    const [fromDisclosure, fromPage] = [disclosure, page].map((c) =>
      rowsOf(c.querySelector('table')!),
    );
    expect(fromPage).toEqual(fromDisclosure);
    expect(fromPage![1]).toEqual(['Class I to V', '₹21,750', '₹5,000', '₹8,000']);
    expect(within(disclosure).getByRole('link', { name: mpdLabels.feesLink })).toHaveAttribute(
      'href',
      '/fees#fees-city',
    );
  });
});

describe('FeeCampusSection', () => {
  it('names the year, the approval day (Intl, en-IN) and the sample date, and links the disclosure', () => {
    renderSection(cityDisclosure);
    const section = screen.getByRole('region', { name: 'City Campus' });
    expect(section).toHaveAttribute('id', 'fees-city');
    expect(section).toHaveTextContent(fillTemplate(feesPage.yearLine, { year: '2026-27' }));
    expect(section).toHaveTextContent(
      fillTemplate(feesPage.approvalLine, { date: '17 January 2026' }),
    );
    expect(section).toHaveTextContent(feesPage.sampleDate);
    expect(
      screen.getByRole('table', {
        name: fillTemplate(feesPage.tableCaption, { campus: 'City Campus', year: '2026-27' }),
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: fillTemplate(feesPage.disclosureLink, { campus: 'City Campus' }),
      }),
    ).toHaveAttribute('href', '/mandatory-disclosure/city');
  });

  it('a row moved to the next year’s fees names its year; the others keep theirs', () => {
    const record = changedRecord();
    record.academics.fees[1]!.academicYear = '2027-28';
    renderSection(record);
    const year = '2026-27, 2027-28';
    const table = screen.getByRole('table', {
      name: fillTemplate(feesPage.tableCaption, { campus: 'City Campus', year }),
    });
    expect(rowsOf(table).map(([classes]) => classes)).toEqual([
      'Pre-Nursery to KG (2026-27)',
      'Class I to V (2027-28)',
      'Class VI to VIII (2026-27)',
      'Class IX and X (2026-27)',
    ]);
  });

  it('a confirmed approval day carries no sample mark', () => {
    const record = changedRecord();
    record.academics.feesApprovedOn = { value: '2026-01-17' };
    renderSection(record);
    expect(screen.queryByText(feesPage.sampleDate)).toBeNull();
  });
});

describe('the cost of a year', () => {
  it('a books estimate of another year than the fees is named as that year’s, in the table and the calculator’s line', () => {
    const [campus] = feeYearCampusesIn('en');
    const group = { ...campus!.classGroups[1]!, year: '2027-28' };
    const expected = fillTemplate(feeYear.parts.booksUniformOtherYear, {
      estimateYear: group.books.year,
      year: '2027-28',
    });
    expect(group.books.year).toBe('2026-27');
    expect(booksUniformLabel(group, feeYear)).toBe(expected);
    const rows = classYearTable(campus!, group, feeYear, 'en-IN').rows.map((row) => row.header);
    expect(rows).toContain(expected);
    expect(rows).not.toContain(feeYear.parts.booksUniform);
    // Of the fees' own year, the line is the estimate's plain name.
    expect(booksUniformLabel(campus!.classGroups[1]!, feeYear)).toBe(feeYear.parts.booksUniform);
  });

  it('a campus’s totals: a row per group with its own table’s two totals; of mixed years, each row names its year and the caption each year once', () => {
    const [campus] = feeYearCampusesIn('en');
    const moved = {
      ...campus!,
      classGroups: campus!.classGroups.map((group, index) =>
        index === 0 ? { ...group, year: '2027-28' } : group,
      ),
    };
    const totals = campusYearTotalsTable(moved, feeYear, 'Classes', 'en-IN');
    expect(totals.caption).toBe(
      fillTemplate(feeYear.totalsCaption, {
        campus: campus!.name,
        year: `2027-28, ${campus!.classGroups[1]!.year}`,
      }),
    );
    expect(totals.columns.map((column) => column.label)).toEqual([
      'Classes',
      feeYear.parts.totalContinuing,
      feeYear.parts.totalNew,
    ]);
    expect(totals.rows).toHaveLength(moved.classGroups.length);
    for (const [index, group] of moved.classGroups.entries()) {
      const own = classYearTable(moved, group, feeYear, 'en-IN').rows;
      const amount = (label: string) => own.find((row) => row.header === label)!.cells[0]!.text;
      expect(totals.rows[index]!.header).toBe(`${group.classes} (${group.year})`);
      expect(totals.rows[index]!.cells.map((cell) => cell.text)).toEqual([
        amount(feeYear.parts.totalContinuing),
        amount(feeYear.parts.totalNew),
      ]);
    }
  });
});

describe('the terms', () => {
  it('the payment schedule gives each due date in the page’s language', () => {
    const rows = (locale: string) =>
      scheduleTable(feeTerms.schedule, locale).rows.map((row) => row.cells[1]!.text);
    expect(rows('en-IN')).toEqual(['10 June 2026', '10 October 2026', '10 February 2027']);
    expect(rows('hi-IN')[0]).toContain('जून');
  });

  it('the whole page: a section per campus, the terms, the law note, the sample notice', () => {
    render(
      <FeesScreen
        locale="en"
        title="School Fees"
        text={feesPage}
        campuses={[feeCampus(cityDisclosure)]}
        terms={feeTerms}
        regulation={feeRegulationNote}
        year={{ text: feeYear, campuses: feeYearCampusesIn('en') }}
        tableLabels={mpdLabels}
        origin={origin}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('School Fees');
    for (const heading of [
      feeTerms.heading,
      feeTerms.included.heading,
      feeTerms.notIncluded.heading,
      feeTerms.schedule.heading,
      feeTerms.refund.heading,
      feeRegulationNote.heading,
      feeYear.heading,
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(feesPage.sampleNotice)).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: feesPage.campusesLabel })).getByRole('link', {
        name: 'City Campus',
      }),
    ).toHaveAttribute('href', '/fees#fees-city');
  });
});
