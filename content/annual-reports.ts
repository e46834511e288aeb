// The school's annual reports: one PDF per academic year, for the whole school (scope 'school')
// or for one campus, with the figures a parent reads first. A school publishes each year's
// report on its website before 15 September (Affiliation Bye-Laws, clause 14.5): from
// 16 September the build warns (a production build stops) while the last academic year's report
// is missing. `npm run pdfs` draws a sample PDF for each report whose file is not the school's.
// Each report is a file of the annual reports collection (content/collections.ts):
// content/annual-reports/{year}-{scope}.yml, written in the site editor.
// Its words are content/words/annual-reports.{en,mr,hi}.yml, which the office edits in the editor
// (its Annual reports page entry); pages read them through lib/i18n/words.ts (pageWordsIn).
import type { z } from 'zod';
import type { annualReportsWords } from './words-collections';
import { englishWords } from './words-file';

/** The English words, for scripts and tests; the site reads every language through pageWordsIn. */
export const { annualReportsPage } =
  englishWords<z.infer<(typeof annualReportsWords)['schema']>>('annual-reports');
