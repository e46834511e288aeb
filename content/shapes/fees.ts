// The fee page: its words, the terms that hold at every campus (what the fees include, when to
// pay, refunds) and the note on the state's fee law. The amounts themselves are each campus's
// Appendix-IX record's (content/mpd/), the same the disclosure tables show.
import { z } from 'zod';
import { isoDate, text } from './common';

/**
 * Whether the school has read these terms and confirmed them: written for the demo, they are the
 * school's to confirm before the site goes live (the production build refuses them until then).
 */
const confirmedBySchool = z.boolean();

const titledList = z.strictObject({ heading: text, items: z.array(text).min(1) });

export const feeInstalment = z.strictObject({
  name: text,
  /** What the instalment pays for, e.g. 'Tuition fee for October to January'. */
  covers: text,
  /** The last day to pay it. */
  dueOn: isoDate,
});
export type FeeInstalment = z.infer<typeof feeInstalment>;

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
    instalments: z.array(feeInstalment).min(1),
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
