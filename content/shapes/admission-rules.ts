// The rule a child's class is found by in one admission year: the classes open for admission,
// each with the completed age it asks for on the cut-off date, the documents to bring, and the
// Right to Education seats. The state has changed these rules from year to year, so each year is
// an entry of its own (content/admission-years/{year}.{en,mr,hi}.yml), written and confirmed by
// the school.
import { z } from 'zod';
import { academicYear } from './annual-reports';
import { campusId, fictionalMark, isoDate, slug, text, uniqueBy, verbatim } from './common';

/** Completed years of age on the cut-off date. */
const age = z.number().int().min(0).max(20);

export const admissionClass = z
  .strictObject({
    id: slug.meta({
      title: 'Short name',
      description: 'Lower-case words joined by hyphens: jr-kg.',
    }),
    name: text.meta({ title: 'Class', description: 'As the school names it: Jr KG, Class I.' }),
    minimumAge: age.meta({
      title: 'Youngest age (completed years on the cut-off date)',
      description: 'A child must have completed this many years on the cut-off date.',
    }),
    maximumAge: age.optional().meta({
      title: 'Oldest age (completed years on the cut-off date)',
      description: 'Leave empty where the class has no upper limit.',
    }),
    campuses: z.array(campusId).optional().meta({
      title: 'Only at these campuses',
      description: 'Leave empty where every campus teaches this class.',
    }),
  })
  .superRefine((item, ctx) => {
    if (item.maximumAge !== undefined && item.maximumAge < item.minimumAge) {
      ctx.addIssue({ code: 'custom', path: ['maximumAge'], message: 'is below minimumAge' });
    }
  });
export type AdmissionClass = z.infer<typeof admissionClass>;

export const admissionDocument = z.strictObject({
  name: text.meta({ title: 'Document', description: 'As a parent reads it: Birth certificate.' }),
  fromClass: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'is not a class’s short name')
    .optional()
    .meta({
      title: 'Only from this class up (its short name)',
      description: 'Leave empty where every class asks for it.',
    }),
});
export type AdmissionDocument = z.infer<typeof admissionDocument>;

export const admissionYearEntry = z
  .strictObject({
    academicYear: academicYear.meta({
      title: 'Academic year',
      description: 'The year admissions are for: 2027-28.',
    }),
    cutoff: isoDate.meta({
      title: 'Cut-off date',
      description: 'The day by which a child must have completed the age: 2027-12-31.',
    }),
    relaxationDays: z.number().int().min(0).max(60).meta({
      title: 'Days the principal may relax the cut-off by',
      description: 'The rule lets the principal admit a child born up to this many days late.',
    }),
    rule: text.meta({
      title: 'The rule, in a sentence',
      description: 'Where it comes from, as a parent reads it.',
    }),
    classes: uniqueBy(admissionClass, 'id').meta({ title: 'Classes open for admission' }),
    documents: z.array(admissionDocument).min(1).meta({ title: 'Documents to bring' }),
    rte: z
      .strictObject({
        campuses: z.array(campusId).meta({
          title: 'Campuses that take part in the RTE 25% admissions',
          description: 'Leave empty where no campus takes part.',
        }),
        statement: text.meta({ title: 'What the school says about the RTE seats' }),
        portal: verbatim.meta({
          title: 'The state’s admission portal (its address, as text)',
          description: 'Written out for parents to type: student.maharashtra.gov.in.',
        }),
      })
      .meta({ title: 'Right to Education seats' }),
    fictional: fictionalMark,
  })
  .superRefine((entry, ctx) => {
    const ids = new Set(entry.classes.map((item) => item.id));
    entry.documents.forEach((document, index) => {
      if (document.fromClass !== undefined && !ids.has(document.fromClass)) {
        ctx.addIssue({
          code: 'custom',
          path: ['documents', index, 'fromClass'],
          message: `is not one of the classes (${[...ids].join(', ')})`,
        });
      }
    });
    // The year admissions begin: the academic year's first (where it is written as one).
    const begins = /^(\d{4})-\d{2}$/.exec(entry.academicYear)?.[1];
    if (begins && !entry.cutoff.startsWith(begins)) {
      ctx.addIssue({
        code: 'custom',
        path: ['cutoff'],
        message: `is not in ${begins}, the year admissions for ${entry.academicYear} begin`,
      });
    }
  });
export type AdmissionYearEntry = z.infer<typeof admissionYearEntry>;
