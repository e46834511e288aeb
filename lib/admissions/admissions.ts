// Admissions in a language: the page's words (content/admissions.ts) and the newest academic
// year's rule of which class a child can join (content/admission-years/). Build time only.
import { admissionYearsCollection } from '@/content/collections';
import type { AdmissionYearEntry } from '@/content/shapes/admission-rules';
import { entriesIn } from '@/lib/content/collections.server';
import { contentRoot } from '@/content/content-root';
import type { Locale } from '@/lib/i18n/locales';
import { pageWordsIn } from '@/lib/i18n/words';
import { admissionsWords } from '@/content/words-collections';

/** The admissions page's words and the class-by-age table's, in `locale`. */
export function admissionsWordsIn(locale: Locale) {
  return pageWordsIn(admissionsWords, locale);
}

/**
 * The newest academic year's admission rule in `locale`, from the content/ under `root`;
 * undefined where none is written.
 */
export function admissionYearIn(
  locale: Locale,
  root = contentRoot(),
): AdmissionYearEntry | undefined {
  return entriesIn(admissionYearsCollection, locale, root)
    .map(({ data }) => data)
    .sort((a, b) => b.academicYear.localeCompare(a.academicYear))[0];
}
