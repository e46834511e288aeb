// The cost of a year as tables, one per campus and group of classes: each part of the year with
// its amount, the totals for a pupil already at the school and for a new pupil (without the bus),
// and the bus fare's range at the campus; and the school's list of books and uniform. Amounts come
// from the cost model (./cost), written by Intl in the page's language (./rupees).
import type { FeeYearText } from '@/content/schema';
import type { MpdTableModel } from '@/lib/disclosure/table-model';
import { fillTemplate } from '@/lib/template';
import { yearParts, yearTotal } from './cost';
import { fareRange, type FeeYearCampus, type FeeYearClassGroup } from './fee-year';
import { formatRupees } from './rupees';

/** The id of a group of classes' year table on the fee page. */
export const classYearTableId = (campusId: string, groupId: string) =>
  `year-${campusId}-${groupId}`;

/**
 * The books and uniform line of a group's year: the estimate's own year named where it is not the
 * fees' year, so no family takes last year's estimate for this year's.
 */
export const booksUniformLabel = (group: FeeYearClassGroup, text: FeeYearText) =>
  group.books.year === group.year
    ? text.parts.booksUniform
    : fillTemplate(text.parts.booksUniformOtherYear, {
        estimateYear: group.books.year,
        year: group.year,
      });

/**
 * A group of classes' year without the bus, part by part: for a pupil already at the school and
 * for a new pupil. Its table and the campus's totals both read it.
 */
function groupYear(group: FeeYearClassGroup) {
  const choice = { fees: group.fees, booksUniform: group.books.total, transport: 0 };
  return {
    continuing: yearParts({ ...choice, newPupil: false }),
    joining: yearParts({ ...choice, newPupil: true }),
  };
}

/** The year of one group of classes at one campus, part by part, in `locale` (Intl's). */
export function classYearTable(
  campus: FeeYearCampus,
  group: FeeYearClassGroup,
  text: FeeYearText,
  locale: string,
): MpdTableModel {
  const rupees = (value: number) => formatRupees(value, locale);
  const { continuing, joining } = groupYear(group);
  const range = fareRange(campus.stops);
  const row = (header: string, amount: string) => ({
    header,
    cells: [{ text: amount, numeric: true, nowrap: true }],
  });
  return {
    id: classYearTableId(campus.id, group.id),
    caption: fillTemplate(text.tableCaption, {
      classes: group.classes,
      campus: campus.name,
      year: group.year,
    }),
    columns: [{ label: text.columns.part }, { label: text.columns.amount, numeric: true }],
    rows: [
      row(
        fillTemplate(text.parts.tuition, { monthly: rupees(group.fees.tuitionFeePerMonth) }),
        rupees(continuing.tuition),
      ),
      row(text.parts.annualCharges, rupees(continuing.annualCharges)),
      row(booksUniformLabel(group, text), rupees(continuing.booksUniform)),
      row(text.parts.totalContinuing, rupees(yearTotal(continuing))),
      row(text.parts.admissionFee, rupees(joining.admissionFee)),
      row(text.parts.totalNew, rupees(yearTotal(joining))),
      ...(range
        ? [
            row(
              text.parts.transport,
              fillTemplate(text.transportRange, { min: rupees(range.min), max: rupees(range.max) }),
            ),
          ]
        : []),
    ],
  };
}

/** The academic years of a campus's groups of classes, each once, in the groups' order. */
const campusFeeYears = (campus: FeeYearCampus) => [
  ...new Set(campus.classGroups.map((group) => group.year)),
];

/** The caption of a campus's totals: its name and its groups' academic years, each once. */
export const campusTotalsCaption = (campus: FeeYearCampus, text: FeeYearText) =>
  fillTemplate(text.totalsCaption, {
    campus: campus.name,
    year: campusFeeYears(campus).join(', '),
  });

/**
 * A campus's year in one table: per group of classes, the totals without the bus for a pupil
 * already at the school and for a new pupil (each group's parts are its own table).
 */
export function campusYearTotalsTable(
  campus: FeeYearCampus,
  text: FeeYearText,
  classesLabel: string,
  locale: string,
): MpdTableModel {
  const cell = (value: number) => ({
    text: formatRupees(value, locale),
    numeric: true,
    nowrap: true,
  });
  // Groups of different years each say theirs, as the fee table's rows do: 'Class I to V (2027-28)'.
  const mixed = campusFeeYears(campus).length > 1;
  return {
    id: `year-${campus.id}-totals`,
    caption: campusTotalsCaption(campus, text),
    columns: [
      { label: classesLabel },
      { label: text.parts.totalContinuing, numeric: true },
      { label: text.parts.totalNew, numeric: true },
    ],
    rows: campus.classGroups.map((group) => {
      const { continuing, joining } = groupYear(group);
      return {
        header: mixed ? `${group.classes} (${group.year})` : group.classes,
        cells: [cell(yearTotal(continuing)), cell(yearTotal(joining))],
      };
    }),
  };
}

/** The school's list of books and uniform for one group of classes, with its total. */
export function booksUniformTable(
  campus: FeeYearCampus,
  group: FeeYearClassGroup,
  text: FeeYearText,
  locale: string,
): MpdTableModel {
  const rupees = (value: number) => formatRupees(value, locale);
  return {
    id: `books-${campus.id}-${group.id}`,
    caption: fillTemplate(text.booksListCaption, { classes: group.classes, campus: campus.name }),
    columns: [
      { label: text.booksColumns.item },
      { label: text.booksColumns.amount, numeric: true },
    ],
    rows: [
      ...group.books.items.map((item) => ({
        header: item.name,
        cells: [{ text: rupees(item.amount), numeric: true, nowrap: true }],
      })),
      {
        header: booksUniformLabel(group, text),
        cells: [{ text: rupees(group.books.total), numeric: true, nowrap: true }],
      },
    ],
  };
}
