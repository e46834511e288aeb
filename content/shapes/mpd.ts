// Sections A–E of a campus's CBSE Appendix-IX disclosure. The content check also checks what a
// schema cannot (dates, PDFs, percentages, expiry), naming the Appendix-IX field.
import { z } from 'zod';
import { text, texts, nonNegative, sitePath, uniqueBy, campusId } from './common';

export const mpdDocument = z.strictObject({
  /** URL segment of its viewer page /mandatory-disclosure/{campusId}/documents/{id}. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  /** The PDF, under /MPD/{campusId}/. */
  pdf: sitePath,
  /** YYYY-MM-DD */
  issuedOn: z.string(),
  /** Certificates that must be renewed; leave out for documents that do not expire. */
  validUntil: z.string().optional(),
  issuedBy: text,
});
export type MpdDocument = z.infer<typeof mpdDocument>;

export const mpdPerson = z.strictObject({
  name: text,
  qualification: text,
  /** A demo stand-in, shown until the school names the real person (the production build refuses it). */
  fictional: z.literal(true).optional(),
});
export type MpdPerson = z.infer<typeof mpdPerson>;

export const mpdRoom = z.strictObject({
  name: text,
  count: nonNegative,
  /** Floor area of each, in m². */
  sizeSqM: z.number().nonnegative(),
});
export type MpdRoom = z.infer<typeof mpdRoom>;

export const mpdRecord = z.strictObject({
  campusId,
  lastUpdated: z.string(),
  /** Section A. */
  general: z.strictObject({
    schoolName: text,
    affiliationNo: text,
    schoolCode: text,
    /** Complete address with PIN, as the footer shows it (content/site.ts). */
    address: text,
    principal: mpdPerson,
    email: z.email(),
    phones: z.array(text),
    /** The classes the campus teaches, as the About page gives them (content/about.ts). */
    classes: text,
  }),
  /** Section B. */
  documents: uniqueBy(mpdDocument, 'id'),
  /** Section C. */
  academics: z.strictObject({
    feeAcademicYear: text,
    /** One row per group of classes; amounts in rupees. */
    fees: z.array(
      z.strictObject({
        classes: text,
        admissionFee: nonNegative,
        tuitionFeePerMonth: nonNegative,
        annualCharges: nonNegative,
      }),
    ),
    /** The academic calendar and the SMC and PTA lists, as documents. */
    documents: uniqueBy(mpdDocument, 'id'),
    /** e.g. 'Class X'. */
    examination: text,
    /** The last three years, newest first; passPercent = passed ÷ registered × 100. */
    results: z.array(
      z.strictObject({
        year: nonNegative,
        registered: nonNegative,
        passed: nonNegative,
        passPercent: z.number(),
        remarks: z.string(),
      }),
    ),
    /** Why there are no results, for a campus without board classes (results then empty). */
    resultsNotApplicable: text.optional(),
  }),
  /** Section D. The principal is section A's. */
  staff: z.strictObject({
    pgt: nonNegative,
    tgt: nonNegative,
    prt: nonNegative,
    /** Class sections, for the teacher-to-section ratio. */
    sections: nonNegative,
    specialEducator: mpdPerson,
    counsellor: mpdPerson,
  }),
  /** Section E. */
  infrastructure: z.strictObject({
    campusAreaSqM: z.number().nonnegative(),
    classrooms: mpdRoom,
    laboratories: z.array(mpdRoom),
    internet: z.boolean(),
    girlsToilets: nonNegative,
    boysToilets: nonNegative,
    /** The inspection video of the school's infrastructure. */
    inspectionVideo: z.url(),
  }),
});
export type MpdRecord = z.infer<typeof mpdRecord>;

/** The tables' labels: strings, and groups of them (sections, captions, columns, rows). */
export const mpdLabels = z.record(z.string(), z.union([text, texts]));

export type MpdGeneral = MpdRecord['general'];
export type MpdAcademics = MpdRecord['academics'];
export type MpdFeeRow = MpdAcademics['fees'][number];
export type MpdResultRow = MpdAcademics['results'][number];
export type MpdStaff = MpdRecord['staff'];
export type MpdInfrastructure = MpdRecord['infrastructure'];
