// A campus's fee structure as a table: one row per group of classes, the admission fee, the
// monthly tuition fee and the annual charges, each row of the academic year it names. The disclosure tables, their PDFs and the fee page
// all draw this one model from the campus's Appendix-IX record, so no two can show other amounts.
// Amounts are written by Intl in the page's locale (en-IN: '₹15,000').
import type { MpdLabels } from '@/content/disclosure-labels';
import type { MpdAcademics } from '@/content/schema';
import { SITE_LOCALE } from '@/content/site';
import { formatRupees } from './figures';
import type { MpdCell, MpdTableModel } from './table-model';

export const FEE_TABLE_ID = 'fee-structure';

/** The academic years a campus's fee rows are for, each once, in the rows' order. */
export const feeYearsOf = (fees: MpdAcademics['fees']): string[] => [
  ...new Set(fees.map((fee) => fee.academicYear)),
];

/** The fees' academic year as a caption says it: '2026-27', or '2026-27, 2027-28' when rows differ. */
export const feeYearsText = (fees: MpdAcademics['fees']): string => feeYearsOf(fees).join(', ');

export interface FeeTableOptions {
  labels: MpdLabels;
  caption: string;
  /** The table's id (one per page: the fee page shows a table per campus). */
  id?: string;
  /** A link under the table (the disclosure's way to the fee page). */
  link?: MpdTableModel['link'];
  /** How the amounts are written (digit grouping, the rupee sign). */
  locale?: string;
}

export function feeTable(
  fees: MpdAcademics['fees'],
  { labels, caption, id = FEE_TABLE_ID, link, locale = SITE_LOCALE }: FeeTableOptions,
): MpdTableModel {
  const c = labels.columns;
  const rupees = (value: number): MpdCell => ({ text: formatRupees(value, locale), numeric: true });
  // Rows of different years each say theirs: 'Class I to V (2027-28)'.
  const mixed = feeYearsOf(fees).length > 1;
  return {
    id,
    caption,
    columns: [
      { label: c.classes },
      { label: c.admissionFee, numeric: true },
      { label: c.tuitionFee, numeric: true },
      { label: c.annualCharges, numeric: true },
    ],
    rows: fees.map((fee) => ({
      header: mixed ? `${fee.classes} (${fee.academicYear})` : fee.classes,
      cells: [rupees(fee.admissionFee), rupees(fee.tuitionFeePerMonth), rupees(fee.annualCharges)],
    })),
    ...(link ? { link } : {}),
  };
}
