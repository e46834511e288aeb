// The words a text holds as placeholders, filled from data (lib/i18n/filled-words.ts), checked.
// The texts that count or name the campuses as a whole follow the campus folders: a text writes
// {campusCount}, {allCampusCount} or {campusNames} (lib/campuses/campus-words.ts), never a word
// that only looks like one, never every campus's name itself, and each language has a count word
// for as many campuses as there are folders. A text naming the academic year admissions are for,
// {admissionYear}, needs an admission year to read it from.
import { CAMPUS_WORDS } from '@/lib/i18n/filled-words';
import { admissionYearsCollection } from '@/content/collections';
import { admissionYearIn } from '@/lib/admissions/admissions';
import { campusContactsIn } from '@/lib/campuses/campuses';
import { ADMISSION_YEAR_WORD } from '@/lib/i18n/filled-words';
import {
  DEFAULT_LOCALE,
  translatedLocales,
  type Locale,
  type TranslatedLocale,
} from '@/lib/i18n/locales';
import { stringLeaves } from './translations';
import { fieldName, type ContentFiles, type ContentIssue } from './validate';

/** What may be a campus word, so that one misspelt is caught rather than shown as it is. */
const campusWordLike = /\{(?:all)?campus\w*\}/gi;
/** The placeholders of one campus or of a list of them, filled where they are used. */
const OTHER_PLACEHOLDERS = new Set(['{campus}', '{campusName}', '{campusId}', '{campuses}']);

/** The content files of one language by path, and that language. */
export interface LanguageFiles {
  locale: Locale;
  files: ContentFiles;
}

/**
 * Every campus word that is not one, every text that names all the campuses itself, and every
 * language without a count word for `shortNames(locale).length` campuses.
 */
export function checkCampusWords(
  languages: readonly LanguageFiles[],
  shortNames: (locale: Locale) => readonly string[] = (locale) =>
    campusContactsIn(locale).map((campus) => campus.shortName),
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const { locale, files } of languages) {
    const names = shortNames(locale);
    for (const [file, exports] of Object.entries(files)) {
      for (const { path, value } of stringLeaves(exports)) {
        const field = fieldName(path);
        for (const word of value.match(campusWordLike) ?? []) {
          if ((CAMPUS_WORDS as readonly string[]).includes(word) || OTHER_PLACEHOLDERS.has(word))
            continue;
          issues.push({
            file,
            field,
            message: `has ${word}, which is not a campus word: write ${CAMPUS_WORDS.join(', ')}`,
          });
        }
        if (names.length > 1 && names.every((name) => value.includes(name))) {
          issues.push({
            file,
            field,
            message:
              'names every campus itself: write {campusNames} instead, so that the list follows the campus folders',
          });
        }
      }
      const countWords = exports.campusCountWords as Record<string, unknown[]> | undefined;
      if (!countWords) continue;
      for (const list of ['counts', 'all']) {
        if ((countWords[list]?.length ?? 0) >= names.length) continue;
        issues.push({
          file,
          field: `campusCountWords.${list}`,
          message: `has no word for ${names.length} campuses: add the words up to ${names.length}`,
        });
      }
    }
  }
  return issues;
}

/** The English content files and each language's translation files, as the content check reads them. */
export function languageFiles(
  english: ContentFiles,
  translations: Readonly<Partial<Record<TranslatedLocale, ContentFiles>>>,
): LanguageFiles[] {
  return [
    { locale: DEFAULT_LOCALE, files: english },
    ...translatedLocales.map((locale) => ({ locale, files: { ...translations[locale] } })),
  ];
}

/**
 * The texts that name the academic year admissions are for ({admissionYear}) read it from the
 * newest admission year: without one they would show the placeholder.
 */
export function checkAdmissionYearWord(
  languages: readonly LanguageFiles[],
  hasAdmissionYear = admissionYearIn('en') !== undefined,
): ContentIssue[] {
  if (hasAdmissionYear) return [];
  const uses = languages.flatMap(({ files }) =>
    Object.entries(files).flatMap(([file, exports]) =>
      stringLeaves(exports)
        .filter(({ value }) => value.includes(ADMISSION_YEAR_WORD))
        .map(({ path }) => `${file} › ${fieldName(path)}`),
    ),
  );
  return uses.length === 0
    ? []
    : [
        {
          file: admissionYearsCollection.folder,
          field: '(folder)',
          message: `holds no admission year, and ${uses.length} texts name it (${uses[0]}, …): add the year admissions are for (Admission years › New)`,
        },
      ];
}
