// A year's CBSE board results as the school tells parents: the students who came top, one file per
// year (content/board-results/{year}.yml). How many appeared and passed at each campus is the
// disclosure's (each campus's disclosure.yml), written once there. A student is named only with
// their parents' written consent, which the office keeps.
import { z } from 'zod';
import { campusId, fictionalMark, verbatim } from './common';

/** The board examinations a topper can have taken. */
export const boardExaminations = ['class-10', 'class-12'] as const;
export type BoardExamination = (typeof boardExaminations)[number];

const topper = z.strictObject({
  name: verbatim
    .min(1, 'is empty: write the student’s name')
    .max(80, 'is longer than 80 characters: write the name as the result shows it')
    .meta({ title: 'Student’s name', description: 'As the CBSE result writes it.' }),
  examination: z
    .enum(boardExaminations, {
      error: (issue) =>
        `${JSON.stringify(issue.input)} is no board examination (use ${boardExaminations.join(' or ')})`,
    })
    .meta({ title: 'Examination', description: 'Class X or Class XII.' }),
  campus: campusId.meta({ title: 'Campus' }),
  percent: z
    .number()
    .min(0, 'is below 0')
    .max(100, 'is above 100: write the percentage, at most 100')
    .multipleOf(0.1, 'has more than one decimal: write it as the result does (97.4)')
    .meta({ title: 'Percentage', description: 'The best-five aggregate, e.g. 97.4.' }),
});
export type Topper = z.infer<typeof topper>;

export const boardResultsEntry = z
  .strictObject({
    year: z
      .number()
      .int('is not a whole year')
      .min(2000, 'is not a year of this school’s results')
      .max(2100, 'is not a year of this school’s results')
      .meta({
        title: 'Year of the examination',
        description: 'The year the results came out, e.g. 2026.',
      }),
    toppers: z
      .array(topper)
      .max(12, 'names more than 12 students: keep the toppers of each examination')
      .meta({
        title: 'Toppers',
        description: 'The students who came top, best first. Leave the list empty to name no one.',
      }),
    consent: z.boolean().meta({
      title: 'Parents’ written consent',
      description:
        'Tick only when the parents of every student named here have agreed in writing to the name, campus and percentage being shown. The office keeps their letters.',
    }),
    fictional: fictionalMark,
  })
  .superRefine((entry, ctx) => {
    if (entry.toppers.length > 0 && !entry.consent) {
      ctx.addIssue({
        code: 'custom',
        path: ['consent'],
        message:
          'is not ticked: a student is named only with their parents’ written consent; tick it once the office has their letters, or empty the list of toppers',
      });
    }
  });
export type BoardResultsEntry = z.infer<typeof boardResultsEntry>;
