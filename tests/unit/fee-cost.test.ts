/**
 * @jest-environment node
 */
// The cost of a year (lib/fees/cost.ts) on the content as the fee page reads it: for every
// campus, group of classes and stop the total is the sum of its parts and the instalments add up
// to what is paid to the school, on the schedule's own dates; the bus fare's rounding rule; a fare
// changed in one transport file changes the total; rupees in Indian groups in every language;
// the content check refusing a fee row without a books and uniform estimate, and a schedule that
// does not pay for the year once.
import { feesWordsIn } from '@/lib/fees/fees';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  booksUniformCollection,
  CAMPUSES_FOLDER,
  campusEntryFile,
  collectionOfFile,
  transportCollection,
} from '@/content/collections';
import { feeTerms } from '@/content/fees';
import { disclosureSources } from '@/lib/disclosure/records';
import { feeTerms as feeTermsSchema } from '@/content/schema';
import {
  instalmentAmounts,
  paidToSchool,
  sumOf,
  TUITION_MONTHS,
  yearParts,
  yearTotal,
} from '@/lib/fees/cost';
import { classYearTable } from '@/lib/fees/fee-year-tables';
import { feeYearCampusesIn } from '@/lib/fees/fee-year';
import { formatRupees } from '@/lib/fees/rupees';
import { intlLocale, locales } from '@/lib/i18n/locales';
import { campusTransportIn } from '@/lib/transport/transport';
import { checkBooksUniformEstimates } from '@/scripts/content-check/books-uniform';
import { entryFiles, siteContentFiles } from '@/scripts/content-check/content-files';
import { findStandIns } from '@/scripts/content-check/stand-ins';

const { instalments } = feeTerms.schedule;
const campuses = feeYearCampusesIn('en');

/** Every choice a family can make: campus, group of classes, stop or none, new or not. */
const choices = campuses.flatMap((campus) =>
  campus.classGroups.flatMap((group) =>
    [undefined, ...campus.stops].flatMap((stop) =>
      [false, true].map((newPupil) => ({ campus, group, stop, newPupil })),
    ),
  ),
);

describe('the cost of a year', () => {
  it('covers every campus, every group of classes of its fee table, and its stops', () => {
    expect(campuses.map((c) => c.id)).toEqual(disclosureSources().map((s) => s.record.campusId));
    for (const campus of campuses) {
      const record = disclosureSources().find((s) => s.record.campusId === campus.id)!.record;
      expect(campus.classGroups.map((g) => g.fees.tuitionFeePerMonth)).toEqual(
        record.academics.fees.map((row) => row.tuitionFeePerMonth),
      );
      const transport = campusTransportIn('en').find((t) => t.campusId === campus.id);
      expect(campus.stops).toHaveLength(
        transport?.routes.flatMap((route) => route.stops).length ?? 0,
      );
      for (const group of campus.classGroups) expect(group.books.items.length).toBeGreaterThan(0);
    }
    expect(choices.length).toBeGreaterThan(0);
  });

  it('the total is the sum of its parts, for every campus, class, stop and pupil', () => {
    for (const { group, stop, newPupil } of choices) {
      const parts = yearParts({
        fees: group.fees,
        booksUniform: group.books.total,
        transport: stop?.fare ?? 0,
        newPupil,
      });
      expect(parts).toEqual({
        tuition: TUITION_MONTHS * group.fees.tuitionFeePerMonth,
        annualCharges: group.fees.annualCharges,
        admissionFee: newPupil ? group.fees.admissionFee : 0,
        booksUniform: sumOf(group.books.items),
        transport: stop?.fare ?? 0,
      });
      expect(yearTotal(parts)).toBe(Object.values(parts).reduce((sum, v) => sum + v, 0));
      expect(paidToSchool(parts)).toBe(yearTotal(parts) - group.books.total);
    }
  });

  it('the instalments add up to what is paid to the school, on the schedule’s dates', () => {
    for (const { group, stop, newPupil } of choices) {
      const parts = yearParts({
        fees: group.fees,
        booksUniform: group.books.total,
        transport: stop?.fare ?? 0,
        newPupil,
      });
      const plan = instalmentAmounts(instalments, parts, group.fees);
      expect(plan.map((i) => i.dueOn)).toEqual(instalments.map((i) => i.dueOn));
      expect(sumOf(plan)).toBe(paidToSchool(parts));
      expect(plan.reduce((sum, i) => sum + i.tuition, 0)).toBe(parts.tuition);
      expect(plan.reduce((sum, i) => sum + i.transport, 0)).toBe(parts.transport);
      for (const instalment of plan) {
        expect(instalment.amount).toBe(
          instalment.tuition +
            instalment.annualCharges +
            instalment.admissionFee +
            instalment.transport,
        );
      }
    }
  });

  it('a fare that does not divide evenly: shares rounded down, the rest with the first share', () => {
    const fees = { admissionFee: 0, tuitionFeePerMonth: 0, annualCharges: 0 };
    const parts = yearParts({ fees, booksUniform: 0, transport: 10001, newPupil: false });
    const plans = [
      { dueOn: '2026-06-10', transportPercent: 0 },
      { dueOn: '2026-10-10', transportPercent: 33 },
      { dueOn: '2027-02-10', transportPercent: 67 },
    ];
    expect(instalmentAmounts(plans, parts, fees).map((i) => i.transport)).toEqual([
      0,
      3300 + 1,
      6700,
    ]);
  });

  it('a fare changed in one transport file changes the stop’s total', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'fee-year-'));
    cpSync(CAMPUSES_FOLDER, path.join(root, CAMPUSES_FOLDER), { recursive: true });
    const file = path.join(root, campusEntryFile(transportCollection, 'city'));
    const before = campusTransportIn('en').find((t) => t.campusId === 'city')!.zones[0]!;
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        `farePerYear: ${before.farePerYear}`,
        `farePerYear: ${before.farePerYear + 1234}`,
      ),
    );
    const [city] = campuses;
    const [changedCity] = feeYearCampusesIn('en', root);
    const stopOf = (campus: typeof city) =>
      campus!.stops.find(
        (stop) =>
          stop.id ===
          campusTransportIn('en')
            .find((t) => t.campusId === 'city')!
            .routes.flatMap((r) => r.stops)
            .find((s) => s.zone === before.id)!.id,
      )!;
    const total = (campus: typeof city) =>
      yearTotal(
        yearParts({
          fees: campus!.classGroups[0]!.fees,
          booksUniform: campus!.classGroups[0]!.books.total,
          transport: stopOf(campus).fare,
          newPupil: false,
        }),
      );
    expect(stopOf(changedCity).fare).toBe(before.farePerYear + 1234);
    expect(total(changedCity)).toBe(total(city) + 1234);
    // The range in the class's table follows.
    const table = classYearTable(
      changedCity!,
      changedCity!.classGroups[0]!,
      feesWordsIn('en').feeYear,
      'en-IN',
    );
    const fares = changedCity!.stops.map((s) => s.fare);
    expect(table.rows.at(-1)!.cells[0]!.text).toBe(
      `${formatRupees(Math.min(...fares))} to ${formatRupees(Math.max(...fares))}`,
    );
  });
});

describe('rupees', () => {
  it('are grouped the Indian way in every language, above a lakh and a crore', () => {
    for (const locale of locales) {
      const intl = intlLocale[locale];
      expect(formatRupees(15000, intl)).toBe('₹15,000');
      expect(formatRupees(125000, intl)).toBe('₹1,25,000');
      expect(formatRupees(1250000, intl)).toBe('₹12,50,000');
      expect(formatRupees(12500000, intl)).toBe('₹1,25,00,000');
    }
  });
});

describe('the content check', () => {
  const estimates = entryFiles(booksUniformCollection);

  it('passes the content as it is', () => {
    expect(checkBooksUniformEstimates(disclosureSources(), estimates)).toEqual([]);
  });

  it('names the estimate file and field when a fee row has no estimate', () => {
    const file = campusEntryFile(booksUniformCollection, 'osmanpura');
    const data = structuredClone(estimates[file]!) as { classGroups: unknown[] };
    data.classGroups = data.classGroups.slice(0, 1);
    expect(checkBooksUniformEstimates(disclosureSources(), { ...estimates, [file]: data })).toEqual(
      [
        {
          file,
          field: 'classGroups',
          message:
            'has no estimate for classes3to5 ("Class III to V"), a row of content/campuses/osmanpura/disclosure.yml › academics.fees[1]: add its list',
        },
      ],
    );
    const without = Object.fromEntries(Object.entries(estimates).filter(([name]) => name !== file));
    expect(checkBooksUniformEstimates(disclosureSources(), without)).toEqual([
      expect.objectContaining({ file, field: '(file)' }),
    ]);
  });

  it('the production build refuses the sample estimates, each file and its demo list named', () => {
    const refused = findStandIns(siteContentFiles())
      .filter((issue) => collectionOfFile(issue.file) === booksUniformCollection)
      .map((issue) => `${issue.file} › ${issue.field}`);
    expect(refused).toEqual(
      Object.keys(estimates)
        .sort()
        .map((file) => `${file} › classGroups`),
    );
  });

  it('each instalment’s words name the bus fare’s share its data gives, in every language', () => {
    for (const locale of locales) {
      feesWordsIn(locale).feeTerms.schedule.instalments.forEach((instalment, i) => {
        expect(instalment.covers).toContain(`${instalments[i]!.transportPercent}%`);
      });
    }
  });

  it('each instalment’s words name the first and last month of tuition its data gives, as Intl writes them in that language', () => {
    for (const locale of locales) {
      const month = new Intl.DateTimeFormat(intlLocale[locale], { month: 'long', timeZone: 'UTC' });
      const monthOf = (yearMonth: string) => month.format(new Date(`${yearMonth}-01T00:00:00Z`));
      feesWordsIn(locale).feeTerms.schedule.instalments.forEach((instalment, i) => {
        const { from, to } = instalments[i]!.tuitionMonths!;
        const covers = instalment.covers.normalize('NFC');
        for (const yearMonth of [from, to]) {
          expect([locale, i, covers]).toEqual([
            locale,
            i,
            expect.stringContaining(monthOf(yearMonth).normalize('NFC')),
          ]);
        }
      });
    }
  });

  it('refuses a schedule that does not pay for the year once', () => {
    const terms = structuredClone(feeTerms);
    terms.schedule.instalments[2]!.tuitionMonths = { from: '2027-02', to: '2027-04' };
    terms.schedule.instalments[1]!.transportPercent = 20;
    const messages = feeTermsSchema.safeParse(terms).error!.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      'pay for 11 months of tuition: the year has 12',
      'the transportPercent shares add up to 90: they must add up to 100',
    ]);
    expect(feeTermsSchema.safeParse(feeTerms).success).toBe(true);
  });
});
