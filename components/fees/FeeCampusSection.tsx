import Link from 'next/link';
import type { ReactNode } from 'react';
import { DisclosureTable } from '@/components/disclosure/DisclosureTable';
import type { MpdLabels } from '@/content/disclosure-labels';
import type { CampusId, FeesPageText, MpdAcademics } from '@/content/schema';
import { intlLocale, localePath, type Locale } from '@/lib/i18n/locales';
import { feeTable, feeYearsText } from '@/lib/disclosure/fee-table';
import { formatPostDate } from '@/lib/blog/post-date';
import { disclosureCampusPath, feesCampusId } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';

export interface FeeCampus {
  id: CampusId;
  name: string;
  /** The campus's Appendix-IX record's academics: the fees the disclosure tables show. */
  academics: Pick<MpdAcademics, 'fees' | 'feesApprovedOn'>;
}

export interface FeeCampusSectionProps {
  campus: FeeCampus;
  text: FeesPageText;
  tableLabels: MpdLabels;
  origin: string;
  /** The page's language: amounts and dates are written in it, the link leads to its page. */
  locale: Locale;
  /** What follows the fee table in the campus's section (its cost of a year). */
  children?: ReactNode;
}

/**
 * One campus on the fee page: the academic year, the fee table (the same model the disclosure
 * tables draw from the same record), who approved the fees and when, the way to the campus's
 * disclosure, and what follows (the campus's cost of a year).
 */
export function FeeCampusSection({
  campus,
  text,
  tableLabels,
  origin,
  locale,
  children,
}: FeeCampusSectionProps) {
  const { fees, feesApprovedOn: approvedOn } = campus.academics;
  const year = feeYearsText(fees);
  const id = feesCampusId(campus.id);
  const disclosurePath = localePath(locale, disclosureCampusPath(campus.id));
  const intl = intlLocale[locale];
  const caption = fillTemplate(text.tableCaption, { campus: campus.name, year });
  return (
    <section id={id} aria-labelledby={`${id}-heading`} data-print="together" className="mt-12">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-brand-900">
        {campus.name}
      </h2>
      <p className="mt-2 text-slate-700">{fillTemplate(text.yearLine, { year })}</p>
      <DisclosureTable
        table={feeTable(fees, { labels: tableLabels, caption, id: `${id}-table`, locale: intl })}
        scrollLabel={fillTemplate(tableLabels.scrollRegion, { caption })}
        newTabText={tableLabels.newTab}
        origin={origin}
        minWidthClass="min-w-[34rem]"
      />
      <p className="mt-4 text-slate-800">
        {fillTemplate(text.approvalLine, {
          date: formatPostDate(approvedOn.value, intl),
        })}
        {approvedOn.fictional && (
          <span className="font-semibold text-amber-800"> {text.sampleDate}</span>
        )}
      </p>
      <p className="mt-2">
        <Link
          href={disclosurePath}
          prefetch={false}
          data-print-url={new URL(disclosurePath, origin).href}
          className="inline-block font-semibold text-brand-800 underline hover:text-brand-900"
        >
          {fillTemplate(text.disclosureLink, { campus: campus.name })}
        </Link>
      </p>
      {children}
    </section>
  );
}
