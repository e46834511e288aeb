import Link from 'next/link';
import { DisclosureTable } from '@/components/disclosure/DisclosureTable';
import type { MpdLabels } from '@/content/disclosure-labels';
import type { FeeInstalment, FeeYearText } from '@/content/schema';
import {
  booksUniformLabel,
  booksUniformTable,
  campusYearTotalsTable,
  classYearTable,
} from '@/lib/fees/fee-year-tables';
import type { FeeYearCampus } from '@/lib/fees/fee-year';
import { intlLocale, localePath, type Locale } from '@/lib/i18n/locales';
import { transportCampusPath } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import { FeeCalculator } from './FeeCalculator';

export interface FeeYearProps {
  text: FeeYearText;
  campuses: readonly FeeYearCampus[];
  instalments: readonly FeeInstalment[];
  tableLabels: MpdLabels;
  origin: string;
  locale: Locale;
}

/**
 * The cost of a year, above the campuses: what it adds up, that families buy books and uniforms
 * where they like and pay them to no one at the school, and the calculator (with JavaScript).
 */
export function FeeYearSection({ text, campuses, instalments, locale }: FeeYearProps) {
  return (
    <section aria-labelledby="fee-year-heading" className="mt-12" data-print="together">
      <h2 id="fee-year-heading" className="text-2xl font-bold tracking-tight text-brand-900">
        {text.heading}
      </h2>
      <div className="mt-4 space-y-3 text-slate-800">
        <p>{text.intro}</p>
        <p className="font-semibold text-ink">{text.buyAnywhere}</p>
        <p>{text.notPaidToSchool}</p>
      </div>
      <FeeCalculator
        locale={intlLocale[locale]}
        text={{ calculator: text.calculator, parts: text.parts }}
        instalments={instalments.map(
          ({ name, dueOn, tuitionMonths, annualCharges, admissionFee, transportPercent }) => ({
            name,
            dueOn,
            tuitionMonths,
            annualCharges,
            admissionFee,
            transportPercent,
          }),
        )}
        campuses={campuses.map((campus) => ({
          id: campus.id,
          name: campus.name,
          stops: campus.stops,
          classGroups: campus.classGroups.map((group) => ({
            id: group.id,
            classes: group.classes,
            fees: group.fees,
            booksUniform: group.books.total,
            booksLabel: booksUniformLabel(group, text),
          })),
        }))}
      />
    </section>
  );
}

/**
 * One campus's cost of a year: the way to the campus's bus stops, a table of the year's totals per
 * group of classes, and under it, one to open per group, the group's year part by part (the
 * totals without the bus, the bus fare's range) with the school's list of books and uniform. The
 * totals answer at a glance; the parts, which repeat the fee table's amounts, open on a tap. Plain
 * HTML: complete, and each group opens, without JavaScript.
 */
export function FeeCampusYear({
  text,
  campus,
  tableLabels,
  origin,
  locale,
}: Omit<FeeYearProps, 'campuses' | 'instalments'> & { campus: FeeYearCampus }) {
  const intl = intlLocale[locale];
  const headingId = `year-${campus.id}-heading`;
  const transportPath = localePath(locale, transportCampusPath(campus.id));
  const totals = campusYearTotalsTable(campus, text, tableLabels.columns.classes, intl);
  const scrollLabel = (caption: string) => fillTemplate(tableLabels.scrollRegion, { caption });
  return (
    <div aria-labelledby={headingId} role="group" className="mt-10">
      <h3 id={headingId} className="text-xl font-bold text-brand-900">
        {fillTemplate(text.campusHeading, { campus: campus.name })}
      </h3>
      {campus.stops.length > 0 && (
        <p className="mt-3">
          <Link
            href={transportPath}
            prefetch={false}
            data-print-url={new URL(transportPath, origin).href}
            className="inline-flex min-h-6 items-center font-semibold text-brand-800 underline hover:text-brand-900"
          >
            {fillTemplate(text.transportLink, { campus: campus.name })}
          </Link>
        </p>
      )}
      <DisclosureTable
        table={totals}
        scrollLabel={scrollLabel(totals.caption)}
        newTabText={tableLabels.newTab}
        origin={origin}
      />
      <div className="mt-4 grid gap-x-8 lg:grid-cols-2">
        {campus.classGroups.map((group) => {
          const table = classYearTable(campus, group, text, intl);
          const books = booksUniformTable(campus, group, text, intl);
          return (
            <details key={group.id} className="mt-2" data-print="open">
              <summary className="cursor-pointer py-2 font-semibold text-brand-800 underline">
                {fillTemplate(text.partsSummary, { classes: group.classes })}
              </summary>
              <DisclosureTable
                table={table}
                scrollLabel={scrollLabel(table.caption)}
                newTabText={tableLabels.newTab}
                origin={origin}
              />
              <DisclosureTable
                table={books}
                scrollLabel={scrollLabel(books.caption)}
                newTabText={tableLabels.newTab}
                origin={origin}
              />
            </details>
          );
        })}
      </div>
    </div>
  );
}
