// The school's annual reports: one PDF per academic year, for the whole school (scope 'school')
// or for one campus, with the figures a parent reads first. A school publishes each year's
// report on its website before 15 September (Affiliation Bye-Laws, clause 14.5): from
// 16 September the build warns (a production build stops) while the last academic year's report
// is missing. `npm run pdfs` draws a sample PDF for each report whose file is not the school's.
// Each report is a file of the annual reports collection (content/collections.ts):
// content/annual-reports/{year}-{scope}.yml, written in the site editor.
import type { Texts } from './schema';

export const annualReportsPage = {
  intro:
    'Each year the school publishes a report on the academic year just ended: its pupils, teachers, results and activities. Newest first.',
  /** A report's heading: '{year}' is its academic year, e.g. 2025-26. */
  reportTitle: 'Annual report {year}',
  scopeLabel: 'Covers',
  wholeSchool: 'The whole school ({allCampusCount} campuses)',
  publishedLabel: 'Published',
  students: 'Pupils',
  teachers: 'Teachers',
  classXPass: 'Class X board pass rate',
  classXIIPass: 'Class XII board pass rate',
  /** A report's PDF link, here and on the disclosure tables: '{year}', and '{size}' e.g. '312 KB'. */
  pdfLinkLabel: 'Annual report {year} (PDF, {size})',
  /** Shown on a demo report. */
  sampleNote: 'Sample report with fictional figures, shown until the school publishes its own.',
  noReports: 'No annual report has been published yet.',
  /** On a campus's disclosure tables, beside its latest report's link. */
  allReports: 'All annual reports',
} satisfies Texts;
