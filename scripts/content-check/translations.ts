// Translations of the content, checked like the content itself: for each language and each
// translated content file, content/i18n/{locale}/{file} must give every `text` of the English
// file (content/shapes/common.ts) and nothing else, each non-empty; the English file with the
// translation laid over it must still pass its schema. A language whose files are not all
// marked `reviewed` by the school is refused by the production build.
import { translatedLocales, type TranslatedLocale } from '@/lib/i18n/locales';
import { localize } from '@/lib/i18n/localize';
import { fileSchemas } from '@/content/schema';
import { translatableTexts, type TextEntry } from './translatable';
import { fieldName, type ContentFiles, type ContentIssue } from './validate';

/** Content files shown as they are in every language: ids, image sizes. */
export const UNTRANSLATED_FILES = new Set(['content/ids.ts', 'content/images.ts']);

/** Every content module a translation is needed for. */
export const translatedFiles = (): string[] =>
  Object.keys(fileSchemas).filter((file) => !UNTRANSLATED_FILES.has(file));

/** 'content/about.ts' → 'content/i18n/mr/about.ts' */
export const translationFileOf = (file: string, locale: TranslatedLocale) =>
  file.replace(/^content\//, `content/i18n/${locale}/`);

/** The data exports of a module (its functions are code, not content). */
const dataOf = (exports: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(exports).filter(([, value]) => typeof value !== 'function'));

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

/** What is wrong with one translation file, naming its fields. */
export function checkTranslation(
  file: string,
  locale: TranslatedLocale,
  english: Record<string, unknown>,
  translation: Record<string, unknown> | undefined,
): ContentIssue[] {
  const target = translationFileOf(file, locale);
  const schema = fileSchemas[file];
  if (!schema) return [];
  // A module of constants only (the notices' folder) has nothing to translate.
  const expected = translatableTexts(schema, dataOf(english));
  if (!translation && expected.length === 0) return [];
  if (!translation) {
    return [{ file: target, field: '(file)', message: `is missing: translate ${file} into it` }];
  }
  const { reviewed, ...words } = translation;
  const issues: ContentIssue[] = [];
  if (typeof reviewed !== 'boolean') {
    issues.push({ file: target, field: 'reviewed', message: 'must be true or false' });
  }
  const data = dataOf(english);
  issues.push(...compareTexts(target, file, expected, words));
  if (issues.length === 0) {
    const merged = schema.safeParse(localize(data, words as never));
    if (!merged.success) {
      for (const issue of merged.error.issues) {
        issues.push({ file: target, field: fieldName(issue.path), message: issue.message });
      }
    }
  }
  return issues;
}

/** The translation files of every language, by path (undefined where one does not exist). */
export type TranslationFiles = Record<string, Record<string, unknown> | undefined>;

/** Every problem of every language's translations. */
export function checkTranslations(content: ContentFiles, translations: TranslationFiles) {
  return translatedLocales.flatMap((locale) =>
    translatedFiles().flatMap((file) =>
      checkTranslation(
        file,
        locale,
        content[file] ?? {},
        translations[translationFileOf(file, locale)],
      ),
    ),
  );
}

/**
 * The translation files not yet marked reviewed by the school, by language: a file's own
 * `reviewed`, or its whole language ticked in the editor (`reviewedLanguages`, the entry of
 * content/words-review/).
 */
export function unreviewedTranslations(
  translations: TranslationFiles,
  reviewedLanguages: readonly string[] = [],
): ContentIssue[] {
  const ticked = (file: string) =>
    reviewedLanguages.some((locale) => file.startsWith(`content/i18n/${locale}/`));
  return Object.entries(translations)
    .filter(([file, exports]) => exports && exports.reviewed !== true && !ticked(file))
    .map(([file]) => ({
      file,
      field: 'reviewed',
      message:
        'the school has not reviewed this translation yet: tick its language in the editor’s Translations reviewed once it has',
    }));
}

/** Every translation module, by its path: content/i18n/{locale}/{file}. */
export function translationFiles(
  modules: Record<string, Record<string, Record<string, unknown>>>,
): TranslationFiles {
  return Object.fromEntries(
    Object.entries(modules).flatMap(([locale, files]) =>
      Object.entries(files).map(([file, exports]) => [
        translationFileOf(file, locale as TranslatedLocale),
        exports,
      ]),
    ),
  );
}
