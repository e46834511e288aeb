// The school's annual reports, one PDF per academic year for the whole school or for one campus,
// with the figures a parent reads first.
import { z } from 'zod';
import { campusId, DUPLICATE_OF, fictionalMark, isoDate, nonNegative, publicFile } from './common';

/** An academic year written '2025-26': its first year, then the next year's last two digits. */
export const academicYear = z
  .string()
  .regex(/^\d{4}-\d{2}$/, 'must be an academic year written YYYY-YY, e.g. 2025-26')
  .refine((year) => (Number(year.slice(0, 4)) + 1) % 100 === Number(year.slice(5)), {
    error: (issue) =>
      `"${String(issue.input)}" is not an academic year: the second year must follow the first`,
  });

/** The whole school, or one campus. */
export const annualReportScope = z.union([z.literal('school'), campusId]);
export type AnnualReportScope = z.infer<typeof annualReportScope>;

const percent = z.number().min(0).max(100);

export const annualReport = z.strictObject({
  academicYear: academicYear.meta({ title: 'Academic year', description: 'e.g. 2025-26' }),
  scope: annualReportScope.meta({
    title: 'Covers',
    description: 'Choose “The whole school”, or the one campus the report covers.',
  }),
  /** The report itself, under /MPD/annual-reports/. */
  pdf: publicFile.meta({ title: 'Report (PDF)' }),
  publishedOn: isoDate.meta({ title: 'Published on' }),
  figures: z
    .strictObject({
      students: nonNegative.meta({ title: 'Pupils' }),
      teachers: nonNegative.meta({ title: 'Teachers' }),
      /** Left out where no student sat the examination (a primary campus). */
      classXPassPercent: percent.optional().meta({ title: 'Class X board pass rate (%)' }),
      classXIIPassPercent: percent.optional().meta({ title: 'Class XII board pass rate (%)' }),
    })
    .meta({ title: 'Figures' }),
  /** A demo stand-in: the production build refuses it until the school's report replaces it. */
  fictional: fictionalMark,
});
export type AnnualReport = z.infer<typeof annualReport>;

/** Every report; one per academic year and scope. */
export const annualReportList = z.array(annualReport).superRefine((reports, ctx) => {
  const seen = new Map<string, number>();
  reports.forEach((report, index) => {
    const key = `${report.academicYear} ${report.scope}`;
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, index);
      return;
    }
    ctx.addIssue({
      code: 'custom',
      path: [index, 'scope'],
      message: `a second report for ${report.academicYear}, scope "${report.scope}"`,
      params: { [DUPLICATE_OF]: first },
    });
  });
});
