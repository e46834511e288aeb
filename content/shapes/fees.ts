// The fee page: its words, the terms that hold at every campus (what the fees include, when to
// pay, refunds) and the note on the state's fee law. The amounts themselves are each campus's
// Appendix-IX record's (content/campuses/{campus}/disclosure.yml), the same the disclosure tables
// show.
import { z } from 'zod';
import { isoDate, text } from './common';

/**
 * Whether the school has read these terms and confirmed them: written for the demo, they are the
 * school's to confirm before the site goes live (the production build refuses them until then).
 */
const confirmedBySchool = z.boolean();

const titledList = z.strictObject({ heading: text, items: z.array(text).min(1) });

/** A month of the school year, written YYYY-MM: '2026-06'. */
export const yearMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month written YYYY-MM (2026-06)');

/** The months of tuition a school year has. */
const MONTHS_OF_TUITION = 12;

/** The number of months from `from` to `to` (YYYY-MM), both counted. */
const monthCount = (from: string, to: string) => {
  const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
  return index(to) - index(from) + 1;
};

export const feeInstalment = z.strictObject({
  name: text,
  /** What the instalment pays for, e.g. 'Tuition fee for October to January'. */
  covers: text,
  /** The last day to pay it. */
  dueOn: isoDate,
  /** The months of tuition it pays for, first and last (both paid): each month × the monthly fee. */
  tuitionMonths: z.strictObject({ from: yearMonth, to: yearMonth }).optional(),
  /** Whether the year's annual charges are paid with it (with exactly one instalment). */
  annualCharges: z.boolean().optional(),
  /** Whether a new pupil's admission fee is paid with it (with exactly one instalment). */
  admissionFee: z.boolean().optional(),
  /** Its share of the year's school-bus fare, in per cent (the shares add up to 100). */
  transportPercent: z.number().int().min(0).max(100).optional(),
});
export type FeeInstalment = z.infer<typeof feeInstalment>;

/**
 * The instalments together pay for the whole year once: twelve months of tuition, each once and
 * in order, the annual charges and the admission fee each with one instalment, and the bus fare's
 * shares adding up to 100 per cent.
 */
const feeInstalments = z
  .array(feeInstalment)
  .min(1)
  .superRefine((instalments, ctx) => {
    let next: string | undefined;
    let months = 0;
    instalments.forEach((instalment, i) => {
      const range = instalment.tuitionMonths;
      if (!range) return;
      const count = monthCount(range.from, range.to);
      if (count < 1) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'tuitionMonths', 'to'],
          message: 'is before from',
        });
        return;
      }
      if (next !== undefined && range.from !== next) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'tuitionMonths', 'from'],
          message: `is not the month after the instalment before (${next}): each month is paid once, in order`,
        });
      }
      const [year, month] = range.to.split('-').map(Number) as [number, number];
      next = `${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, '0')}`;
      months += count;
    });
    if (months !== MONTHS_OF_TUITION) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `pay for ${months} months of tuition: the year has ${MONTHS_OF_TUITION}`,
      });
    }
    for (const part of ['annualCharges', 'admissionFee'] as const) {
      const count = instalments.filter((instalment) => instalment[part] === true).length;
      if (count !== 1) {
        ctx.addIssue({
          code: 'custom',
          path: [],
          message: `${count} instalments carry ${part}: exactly one does`,
        });
      }
    }
    const percent = instalments.reduce((sum, i) => sum + (i.transportPercent ?? 0), 0);
    if (percent !== 100) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `the transportPercent shares add up to ${percent}: they must add up to 100`,
      });
    }
  });

export const feeTerms = z.strictObject({
  confirmedBySchool,
  heading: text,
  included: titledList,
  notIncluded: titledList,
  schedule: z.strictObject({
    heading: text,
    intro: text,
    caption: text,
    columns: z.strictObject({ instalment: text, covers: text, dueOn: text }),
    instalments: feeInstalments,
  }),
  refund: z.strictObject({ heading: text, paragraphs: z.array(text).min(1) }),
});
export type FeeTerms = z.infer<typeof feeTerms>;

/**
 * What the site says of the state's fee law. It must not claim the law binds the school until the
 * school has confirmed it does.
 */
export const feeRegulationNote = z.strictObject({
  confirmedBySchool,
  heading: text,
  paragraphs: z.array(text).min(1),
});
export type FeeRegulationNote = z.infer<typeof feeRegulationNote>;

export const feesPageText = z.strictObject({
  intro: text,
  sampleNotice: text,
  /** Names the list of links to each campus's part of the page. */
  campusesLabel: text,
  /** '{year}': the academic year the campus's fees are for. */
  yearLine: text,
  /** '{campus}' and '{year}'. */
  tableCaption: text,
  /** '{date}': the day the Parent-Teacher Association's Executive Committee approved them. */
  approvalLine: text,
  /** After the approval line while its date is a demo stand-in. */
  sampleDate: text,
  /** '{campus}': to the campus's disclosure tables, where the same fees are. */
  disclosureLink: text,
});
export type FeesPageText = z.infer<typeof feesPageText>;

/**
 * The cost of a year on the fee page: per campus and group of classes, the tuition for the year,
 * the annual charges, the admission fee, the school's estimate of books and uniform and the
 * school bus; and the calculator that adds them up for one class and stop.
 */
export const feeYearText = z.strictObject({
  heading: text,
  intro: text,
  /** That families may buy books and uniforms anywhere. */
  buyAnywhere: text,
  /** That books and uniform are bought by the family, so in no instalment. */
  notPaidToSchool: text,
  /** Above a campus's tables: '{campus}'. */
  campusHeading: text,
  /** A campus's totals per group of classes, without the bus: '{campus}', '{year}'. */
  totalsCaption: text,
  /** What opens a group's parts of the year and its books list: '{classes}'. */
  partsSummary: text,
  /** '{classes}', '{campus}', '{year}'. */
  tableCaption: text,
  columns: z.strictObject({ part: text, amount: text }),
  parts: z.strictObject({
    /** '{monthly}': the monthly tuition fee. */
    tuition: text,
    annualCharges: text,
    booksUniform: text,
    /**
     * The estimate where it was made for another year than the fees: '{estimateYear}' (its year),
     * '{year}' (the fees').
     */
    booksUniformOtherYear: text,
    totalContinuing: text,
    admissionFee: text,
    totalNew: text,
    transport: text,
  }),
  /** The bus fare's range at a campus: '{min}', '{max}'. */
  transportRange: text,
  /** To the campus's transport page: '{campus}'. */
  transportLink: text,
  /** The list's table: '{classes}', '{campus}'. */
  booksListCaption: text,
  booksColumns: z.strictObject({ item: text, amount: text }),
  calculator: z.strictObject({
    heading: text,
    intro: text,
    campus: text,
    classes: text,
    stop: text,
    noBus: text,
    /** A stop in the list: '{stop}', '{fare}'. */
    stopOption: text,
    newPupil: text,
    /** '{amount}'. */
    total: text,
    partsCaption: text,
    /** The bus's part: '{stop}'. */
    transportPart: text,
    instalmentsCaption: text,
    /** '{amount}': what the instalments add up to. */
    paidToSchool: text,
    columns: z.strictObject({ instalment: text, amount: text, dueOn: text }),
  }),
});
export type FeeYearText = z.infer<typeof feeYearText>;
