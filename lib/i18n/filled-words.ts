// Words a content text holds as a placeholder and every language fills from data: the school's
// name and short name (content/school/), the campuses'
// count and names (from the campus folders and the count words of the campuses pages' words) and the
// academic year admissions are for (the newest entry of content/admission-years/), so that a text
// follows the data it names. No text counts or names the campuses itself.
import { admissionYearsCollection, contactsCollection } from '@/content/collections';
import { campusesWords } from '@/content/words-collections';
import { campusEntriesIn, entriesIn, schoolWordsIn } from '@/lib/content/collections.server';
import { intlLocale, type Locale } from './locales';
import { translatedWords } from './translated';

/** The academic year admissions are for, as a text writes it. */
export const ADMISSION_YEAR_WORD = '{admissionYear}';

/** The words a text may hold for the campuses as a whole, each filled in every language. */
export const CAMPUS_WORDS = ['{campusCount}', '{allCampusCount}', '{campusNames}'] as const;
export type CampusWord = (typeof CAMPUS_WORDS)[number];

export interface CampusCountWords {
  counts: readonly string[];
  all: readonly string[];
}

/** Campus names as the language lists them: 'City, Airport and Osmanpura'. */
export const campusList = (names: readonly string[], intl: string) =>
  new Intl.ListFormat(intl, { type: 'conjunction' }).format(names);

/**
 * What each campus word reads in a language: the count and 'all' words for as many campuses as
 * `shortNames` holds, and those names as the language lists them ('City, Airport and Osmanpura').
 * A count without a word keeps its figure.
 */
export function campusWordsOf(
  words: CampusCountWords,
  shortNames: readonly string[],
  intl: string,
): Record<CampusWord, string> {
  const count = shortNames.length;
  return {
    '{campusCount}': words.counts[count - 1] ?? String(count),
    '{allCampusCount}': words.all[count - 1] ?? String(count),
    '{campusNames}': campusList(shortNames, intl),
  };
}

/** What every placeholder reads in `locale`, from the content as it is now. */
export function filledWordsIn(locale: Locale): Record<string, string> {
  const { campusCountWords } = translatedWords(campusesWords, locale) as {
    campusCountWords: CampusCountWords;
  };
  const shortNames = campusEntriesIn(contactsCollection, locale).map(({ shortName }) => shortName);
  const [newest] = entriesIn(admissionYearsCollection, locale)
    .map(({ data }) => data.academicYear)
    .sort((a, b) => b.localeCompare(a));
  return {
    ...schoolWordsIn(locale),
    ...campusWordsOf(campusCountWords, shortNames, intlLocale[locale]),
    ...(newest && { [ADMISSION_YEAR_WORD]: newest }),
  };
}
