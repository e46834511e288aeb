// The words that say how many campuses there are and name them all, filled into the texts of the
// content modules in each language from the campus folders (lib/i18n/filled-words.ts), so that no
// text counts or names the campuses itself (content/campuses.ts, campusCountWords, says which
// words a text may hold).

/** The words a text may hold for the campuses as a whole, each filled in every language. */
export const CAMPUS_WORDS = ['{campusCount}', '{allCampusCount}', '{campusNames}'] as const;
export type CampusWord = (typeof CAMPUS_WORDS)[number];

export interface CampusCountWords {
  counts: readonly string[];
  all: readonly string[];
}

/** Campus names as the language lists them: 'City, Airport and Osmanpura'. */
export const campusList = (names: readonly string[], intlLocale: string) =>
  new Intl.ListFormat(intlLocale, { type: 'conjunction' }).format(names);

/**
 * What each campus word reads in a language: the count and 'all' words for as many campuses as
 * `shortNames` holds, and those names as the language lists them ('City, Airport and Osmanpura').
 * A count without a word keeps its figure.
 */
export function campusWordsOf(
  words: CampusCountWords,
  shortNames: readonly string[],
  intlLocale: string,
): Record<CampusWord, string> {
  const count = shortNames.length;
  return {
    '{campusCount}': words.counts[count - 1] ?? String(count),
    '{allCampusCount}': words.all[count - 1] ?? String(count),
    '{campusNames}': campusList(shortNames, intlLocale),
  };
}
