// The annual reports in a language: the page's words (content/annual-reports.ts) and the reports
// (content/annual-reports/), the school's PDFs, in English in every language, newest academic year
// first. Build time only (it reads files).
import { annualReportsWords } from '@/content/words-collections';
import { annualReportsCollection } from '@/content/collections';
import type { AnnualReport } from '@/content/schema';
import { entriesIn } from '@/lib/content/collections.server';
import { readForPreview } from '@/lib/content/preview-stamp';
import type { Locale } from '@/lib/i18n/locales';
import { pageWordsIn } from '@/lib/i18n/words';

/** The annual reports page's words in `locale`. */
export function annualReportsPageIn(locale: Locale) {
  return pageWordsIn(annualReportsWords, locale).annualReportsPage;
}

/** Every annual report, newest academic year first. */
export const annualReports = readForPreview((): AnnualReport[] =>
  entriesIn(annualReportsCollection, 'en')
    .map(({ data }) => data)
    .sort((a, b) => b.academicYear.localeCompare(a.academicYear)),
);
