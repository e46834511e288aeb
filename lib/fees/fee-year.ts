// The cost of a year as the fee page shows it, per campus in a language: each group of classes of
// the campus's fee table (its Appendix-IX record, content/mpd/) with the school's books and uniform
// estimate for it (content/campuses/{campus}/books-uniform.*.yml), and the campus's bus stops with
// their fares for the year (content/campuses/{campus}/transport.*.yml). A fee row and its estimate
// are linked by the group of classes' id, the key of its label in content/disclosure-labels.ts ›
// mpdFeeClasses; the content check refuses a fee row without an estimate. Build time only (it reads
// files).
import { booksUniformCollection, campusEntryFile } from '@/content/collections';
import { feeClassGroupIds } from '@/content/shapes/books-uniform';
import { mpdRecordOf } from '@/lib/disclosure/records';
import type { BooksUniformItem, CampusId, FeeClassGroupId, MpdFeeRow } from '@/content/schema';
import { entriesIn } from '@/lib/content/collections.server';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { campusTransportOf, stopsOf } from '@/lib/transport/transport';
import { sumOf, type ClassFees } from './cost';
import { disclosureCampusesIn, disclosureLabelsIn } from '@/lib/disclosure/disclosure';
import { contentRoot } from '@/content/content-root';

export interface FeeYearClassGroup {
  id: FeeClassGroupId;
  /** The group's name in the page's language: 'Class I to V'. */
  classes: string;
  /** The academic year its fees are for: '2027-28'. */
  year: string;
  fees: ClassFees;
  /**
   * The school's estimate of books and uniform, and the academic year it was made for: where that
   * is not the fees' year (the next year's estimate not yet written), the page says so.
   */
  books: { items: BooksUniformItem[]; total: number; year: string };
}

export interface FeeYearStop {
  id: string;
  name: string;
  routeName: string;
  /** The stop's fare for the year, in rupees. */
  fare: number;
}

export interface FeeYearCampus {
  id: CampusId;
  name: string;
  classGroups: FeeYearClassGroup[];
  /** Every stop of the campus's buses, route by route; none where it has no buses. */
  stops: FeeYearStop[];
  /** Whether the estimate or the fares are the demo's (the production build refuses them). */
  fictional: boolean;
}

/** The id of a fee row's group of classes: the key of its English label in mpdFeeClasses. */
export function feeClassGroupOf(row: Pick<MpdFeeRow, 'classes'>): FeeClassGroupId | undefined {
  const { mpdFeeClasses } = disclosureLabelsIn(DEFAULT_LOCALE);
  return feeClassGroupIds.find((id) => mpdFeeClasses[id] === row.classes);
}

/** Each fee-page campus's cost of a year in `locale`; `root`: the project folder read from. */
export function feeYearCampusesIn(locale: Locale, root = contentRoot()): FeeYearCampus[] {
  const { mpdFeeClasses: classWords } = disclosureLabelsIn(locale);
  const estimates = entriesIn(booksUniformCollection, locale, root);
  return disclosureCampusesIn(locale).map(({ id, name }) => {
    const { academics } = mpdRecordOf(id);
    const estimate = estimates.find((entry) => entry.slug === id);
    const file = campusEntryFile(booksUniformCollection, id);
    if (!estimate) throw new Error(`${file} › (file): is missing: the fee page needs it`);
    const transport = campusTransportOf(locale, id, root);
    return {
      id,
      name,
      fictional: estimate.data.fictional === true || transport?.fictional === true,
      stops: transport
        ? stopsOf(transport).map((stop) => ({
            id: stop.id,
            name: stop.name,
            routeName: stop.routeName,
            fare: stop.fare,
          }))
        : [],
      classGroups: academics.fees.map((row) => {
        const groupId = feeClassGroupOf(row);
        const group = estimate.data.classGroups.find((g) => g.classes === groupId);
        if (!groupId || !group) {
          throw new Error(`${file} › classGroups: has no estimate for "${row.classes}"`);
        }
        return {
          id: groupId,
          classes: classWords[groupId] ?? row.classes,
          year: row.academicYear,
          fees: {
            admissionFee: row.admissionFee,
            tuitionFeePerMonth: row.tuitionFeePerMonth,
            annualCharges: row.annualCharges,
          },
          books: {
            items: group.items,
            total: sumOf(group.items),
            year: estimate.data.academicYear,
          },
        };
      }),
    };
  });
}

/** The lowest and highest fare of a campus's stops; undefined without buses. */
export function fareRange(stops: readonly FeeYearStop[]): { min: number; max: number } | undefined {
  if (stops.length === 0) return undefined;
  const fares = stops.map((stop) => stop.fare);
  return { min: Math.min(...fares), max: Math.max(...fares) };
}
