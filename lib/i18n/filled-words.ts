// Words a content text holds as a placeholder and every language fills from data: the campuses'
// count and names (from the campus folders and the count words of content/campuses.ts) and the
// academic year admissions are for (the newest entry of content/admission-years/), so that a text
// follows the data it names. No text counts or names the campuses itself.
import * as campusesModule from '@/content/campuses';
import { admissionYearsCollection, contactsCollection } from '@/content/collections';
import { campusEntriesIn, entriesIn } from '@/lib/content/collections.server';
import { intlLocale, type Locale } from './locales';
import { translated } from './translated';

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
  const { campusCountWords } = translated('content/campuses.ts', campusesModule, locale);
  const shortNames = campusEntriesIn(contactsCollection, locale).map(({ shortName }) => shortName);
  const [newest] = entriesIn(admissionYearsCollection, locale)
    .map(({ data }) => data.academicYear)
    .sort((a, b) => b.localeCompare(a));
  return {
    ...campusWordsOf(campusCountWords, shortNames, intlLocale[locale]),
    ...(newest && { [ADMISSION_YEAR_WORD]: newest }),
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `value` with every placeholder of `filled` in each of its strings replaced by what it reads. A
 * text that begins with a placeholder begins with a capital, as a sentence does.
 */
export function withFilledWords<T>(value: T, filled: Readonly<Record<string, string>>): T {
  const words = Object.keys(filled);
  if (words.length === 0) return value;
  const pattern = new RegExp(words.map(escape).join('|'), 'g');
  const fill = <V>(item: V): V => {
    if (typeof item === 'string') {
      const text = item.replace(pattern, (word) => filled[word]!);
      const opensWithWord = words.some((word) => item.startsWith(word));
      return (opensWithWord ? text.charAt(0).toUpperCase() + text.slice(1) : text) as V;
    }
    if (Array.isArray(item)) return item.map(fill) as V;
    if (
      typeof item === 'object' &&
      item !== null &&
      Object.getPrototypeOf(item) === Object.prototype
    ) {
      return Object.fromEntries(
        Object.entries(item).map(([key, inner]) => [key, fill(inner)]),
      ) as V;
    }
    return item;
  };
  return fill(value);
}
