// The words that say how many campuses there are and name them all, filled into the texts of the
// content modules in each language from the campus folders, so that no text counts or names the
// campuses itself (content/campuses.ts, campusCountWords, says which words a text may hold).

/** The words a text may hold for the campuses as a whole, each filled in every language. */
export const CAMPUS_WORDS = ['{campusCount}', '{allCampusCount}', '{campusNames}'] as const;
export type CampusWord = (typeof CAMPUS_WORDS)[number];

export interface CampusCountWords {
  counts: readonly string[];
  all: readonly string[];
}

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
    '{campusNames}': new Intl.ListFormat(intlLocale, { type: 'conjunction' }).format(shortNames),
  };
}

const campusWordPattern = new RegExp(CAMPUS_WORDS.map((word) => `\\${word}`).join('|'), 'g');

/** `value` with every campus word in each of its strings replaced by what it reads. */
export function withCampusWords<T>(value: T, filled: Record<CampusWord, string>): T {
  if (typeof value === 'string') {
    const text = value.replace(campusWordPattern, (word) => filled[word as CampusWord]);
    // A text that begins with a campus word begins with a capital, as a sentence does.
    const opensWithWord = CAMPUS_WORDS.some((word) => value.startsWith(word));
    return (opensWithWord ? text.charAt(0).toUpperCase() + text.slice(1) : text) as T;
  }
  if (Array.isArray(value)) return value.map((item) => withCampusWords(item, filled)) as T;
  if (
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withCampusWords(item, filled)]),
    ) as T;
  }
  return value;
}
