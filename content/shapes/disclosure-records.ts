// Sections A–E of a campus's CBSE Appendix-IX disclosure. The content check also checks what a
// schema cannot (dates, PDFs, percentages, expiry), naming the Appendix-IX field.
import { z } from 'zod';
import { teacherDesignations } from '../ids';
import {
  text,
  texts,
  verbatim,
  nonNegative,
  publicFile,
  uniqueBy,
  campusId,
  isoDate,
  fictionalMark,
} from './common';

export const mpdDocument = z.strictObject({
  /** URL segment of its viewer page /mandatory-disclosure/{campusId}/documents/{id}. */
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .meta({
      title: 'Short name (its page’s address)',
      description: 'Lower-case words joined by hyphens; keep it when the document is renewed.',
    }),
  title: text.meta({ title: 'Document', description: 'As Appendix-IX names it.' }),
  /** The PDF, under /MPD/{campusId}/. */
  pdf: publicFile.meta({
    title: 'The signed scan (PDF)',
    description: 'Upload the renewed certificate here; the old one stays in the site’s history.',
  }),
  /** YYYY-MM-DD */
  issuedOn: z
    .string()
    .meta({ title: 'Issued on', description: 'As on the certificate: 2026-04-01.' }),
  /** Certificates that must be renewed; leave out for documents that do not expire. */
  validUntil: z.string().optional().meta({
    title: 'Valid until',
    description: 'Leave empty for a document that does not expire.',
  }),
  issuedBy: text.meta({ title: 'Issued by' }),
});
export type MpdDocument = z.infer<typeof mpdDocument>;

export const mpdPerson = z.strictObject({
  name: text,
  qualification: text,
  /** A demo stand-in, shown until the school names the real person (the production build refuses it). */
  fictional: fictionalMark,
});
export type MpdPerson = z.infer<typeof mpdPerson>;

export const teacherDesignation = z.enum(teacherDesignations);
export type TeacherDesignation = z.infer<typeof teacherDesignation>;

/** One teacher of a campus, as the staff section lists them. */
export const mpdTeacher = z.strictObject({
  name: verbatim,
  designation: teacherDesignation,
  /** The subject taught; a primary teacher (PRT) who teaches a class every subject has none. */
  subject: text.optional(),
  qualification: verbatim,
  /** Professional training beyond the qualification, e.g. 'CBSE capacity-building programmes'. */
  training: verbatim.optional(),
  /** Years of teaching experience. */
  experienceYears: nonNegative.optional(),
  /** A demo stand-in, shown until the school names the real teacher (the production build refuses it). */
  fictional: fictionalMark,
});
export type MpdTeacher = z.infer<typeof mpdTeacher>;

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
    /** Complete address with PIN, as the campus contacts give it (content/campuses/{campus}/contact.en.yml). */
    address: text,
    principal: mpdPerson,
    email: z.email(),
    phones: z.array(text),
    /** The classes the campus teaches, as its About tab gives them (its campus.en.yml). */
    classes: text,
  }),
  /** Section B. */
  documents: uniqueBy(mpdDocument, 'id'),
  /** Section C. */
  academics: z.strictObject({
    /**
     * One row per group of classes; amounts in rupees. Each row names the academic year its fees
     * are for ('2026-27'): one group may move to the next year's fees before the others.
     */
    fees: z.array(
      z.strictObject({
        classes: text,
        academicYear: verbatim.meta({
          title: 'Academic year of these fees',
          description:
            'The school year this row’s fees are for, e.g. 2027-28; each row has its own, so changing one leaves the others as they are.',
        }),
        admissionFee: nonNegative,
        tuitionFeePerMonth: nonNegative,
        annualCharges: nonNegative,
      }),
    ),
    /**
     * The day the Executive Committee of the Parent-Teacher Association approved these fees;
     * `fictional: true` until the school gives the real date.
     */
    feesApprovedOn: z.strictObject({ value: isoDate, fictional: fictionalMark }),
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
  /**
   * Section D. The principal is section A's; the PGT, TGT and PRT totals are counted from
   * `teachers`, so the figures and the list cannot disagree.
   */
  staff: z.strictObject({
    /** Left out where the campus has none: the table then says so. */
    vicePrincipal: mpdPerson.optional(),
    headTeacher: mpdPerson.optional(),
    /** Every teacher of the campus, by name. */
    teachers: z.array(mpdTeacher),
    /** Pupils on roll, for the pupil-teacher ratio. */
    students: nonNegative,
    /** Class sections, for the teachers-per-section figure. */
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
/**
 * A record as its content file writes it: section A without the fields the campus contacts give
 * (content/campuses/{campus}/contact.en.yml: its name, address, e-mail and phones) and its classes
 * (its About tab, campus.en.yml), which the disclosure's loader (lib/disclosure/records.ts) fills
 * in, so they are never written twice. A document the campus
 * issues itself is issued by `mpdIssuers.campus` ('{school}'), which it fills with that name.
 */
export const mpdRecordSource = mpdRecord.extend({
  general: mpdRecord.shape.general.omit({
    schoolName: true,
    address: true,
    email: true,
    phones: true,
    classes: true,
  }),
});
export type MpdRecordSource = z.infer<typeof mpdRecordSource>;

/**
 * A record as a campus's folder writes it (content/campuses/{campus}/disclosure.yml): its campus
 * is the folder.
 */
export const mpdRecordEntry = mpdRecordSource.omit({ campusId: true });
export type MpdRecordEntry = z.infer<typeof mpdRecordEntry>;
export type MpdAcademics = MpdRecord['academics'];
export type MpdFeeRow = MpdAcademics['fees'][number];
export type MpdResultRow = MpdAcademics['results'][number];
export type MpdStaff = MpdRecord['staff'];
export type MpdInfrastructure = MpdRecord['infrastructure'];
