// A translation's texts, compared with its English entry's: every `text` of the English file
// (content/shapes/common.ts) given, non-empty, and nothing else; a list item added in English
// since is shown in English, marked. The collections' check (collections.ts) reads each
// translation file through these. A production build refuses a translation the school has not
// marked reviewed, or whose language it ticked as reviewed for every page's words.
import { WORDS_FOLDER } from '@/content/collections';
import type { TextEntry } from './translatable';
import { fieldName, type ContentIssue } from './validate';

/** Every string leaf of a translation, with its path. */
export function stringLeaves(value: unknown, path: PropertyKey[] = []): TextEntry[] {
  if (typeof value === 'string') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringLeaves(item, [...path, i]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]));
  }
  return [];
}

/**
 * The list item a text sits in that the translation does not hold at all (`words` has no item at
 * that place of the list: an item added in English since), as the path of the item; undefined
 * where the translation has the item. Such a text is shown in English, marked, and is no error.
 */
export function absentListItem(path: readonly PropertyKey[], words: unknown) {
  let value: unknown = words;
  for (const [depth, key] of path.entries()) {
    if (Array.isArray(value) && typeof key === 'number') {
      const item: unknown = value[key];
      if (item === undefined || item === null) return path.slice(0, depth + 1);
      value = item;
    } else if (typeof value === 'object' && value !== null) {
      value = (value as Record<PropertyKey, unknown>)[key];
    } else return undefined;
  }
  return undefined;
}

/**
 * The texts a translation must give (`expected`), apart from those in list items it does not
 * hold yet (`absent`, each such item once, by its path).
 */
export function splitAbsentItems(expected: readonly TextEntry[], words: unknown) {
  const present: TextEntry[] = [];
  const absent = new Map<string, PropertyKey[]>();
  for (const entry of expected) {
    const item = absentListItem(entry.path, words);
    if (item) absent.set(fieldName(item), item);
    else present.push(entry);
  }
  return { present, absent: [...absent.values()] };
}

/**
 * What a translation (`target`) gives against the texts it must give (`expected`, the English
 * `source`'s): each missing, empty or extra text, named by its field.
 */
export function compareTexts(
  target: string,
  source: string,
  expected: readonly TextEntry[],
  words: unknown,
): ContentIssue[] {
  const wanted = new Map(expected.map((entry) => [fieldName(entry.path), entry.value]));
  const given = new Map(stringLeaves(words).map((entry) => [fieldName(entry.path), entry.value]));
  const issues: ContentIssue[] = [];
  for (const [field, english] of wanted) {
    const value = given.get(field);
    if (value === undefined) {
      issues.push({
        file: target,
        field,
        message: `is missing (English: ${JSON.stringify(english)})`,
      });
    } else if (value.trim() === '' && english.trim() !== '') {
      issues.push({ file: target, field, message: 'is empty' });
    }
  }
  for (const field of given.keys()) {
    if (!wanted.has(field)) {
      issues.push({
        file: target,
        field,
        message: `is not a text of ${source}: remove it (figures, phones, ids and links come from English)`,
      });
    }
  }
  return issues;
}

/**
 * The unreviewed translation files that stay so: a page's words in a language the school ticked
 * as reviewed for every page (Translations reviewed, content/words-review/) count as reviewed.
 */
export function stillUnreviewed(
  unreviewed: readonly ContentIssue[],
  reviewedLanguages: readonly string[],
): ContentIssue[] {
  const ticked = (file: string) =>
    file.startsWith(`${WORDS_FOLDER}/`) &&
    reviewedLanguages.some((locale) => file.endsWith(`.${locale}.yml`));
  return unreviewed.filter((issue) => !ticked(issue.file));
}
