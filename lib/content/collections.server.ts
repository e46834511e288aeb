// The collections' files as the site reads them (content/collections.ts declares each): read at
// build time, an entry's Marathi and Hindi files laid over its English one. The content check
// has already refused a file that breaks its schema, so pages trust what they read here. Under
// `next dev` (the editor's preview) every call reads the files again, so a save shows on reload.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  CAMPUS_FILE_KIND,
  CAMPUSES_FOLDER,
  campusEntryFile,
  type CampusCollection,
  type CollectionDeclaration,
  type FolderCollection,
  schoolCollection,
  type WordsCollection,
  wordsEntryFile,
} from '@/content/collections';
import { campusIds } from '@/content/ids';
import { addressWordOf } from '@/content/shapes/school';
import type { CampusId } from '@/content/schema';
import { parse } from './markdown-files';
import { postParagraphs } from '@/lib/blog/post-body';
import { withFilledWords } from '@/lib/i18n/fill-placeholders';
import { itemsInEnglish, localize } from '@/lib/i18n/localize';
import {
  isTranslated,
  translatedLocales,
  type Locale,
  type TranslatedLocale,
} from '@/lib/i18n/locales';
import { contentRoot } from '@/content/content-root';
import { yamlFields } from '@/content/yaml-fields';
import { marksFollowValues } from '@/lib/content/demo-values';

/** One file of an entry: its path from the project root and its fields as written. */
export interface EntryFile {
  file: string;
  data: Record<string, unknown>;
}

/** An entry: its English file and each translation there is. */
export interface CollectionEntry {
  /** The file name without language and extension: 'heavy-rain'; a campus entry's campus: 'city'. */
  slug: string;
  english: EntryFile;
  translations: Partial<Record<TranslatedLocale, EntryFile>>;
}

/** A file in a collection's folder that is not one of its entries' files. */
export interface StrayFile {
  file: string;
  expected: string;
}

const LANGUAGE_FILE = /^(.+)\.(en|mr|hi)\.(md|yml)$/;

/** A file's fields: YAML (the core schema: data only) or a Markdown file's front matter and body. */
export function readEntryFile(file: string, root: string, format: 'md' | 'yml'): EntryFile {
  const source = readFileSync(path.join(root, file), 'utf8');
  if (format === 'md') {
    const { data, content } = parse(file, source);
    return {
      file,
      data: marksFollowValues(file, { ...data, body: postParagraphs(content).join('\n') }),
    };
  }
  // An example's mark follows its value: one the office changed is the school's own.
  return { file, data: marksFollowValues(file, yamlFields(file, source)) };
}

/** `data` without the field `name`. */
export const withoutField = (data: Record<string, unknown>, name: string) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => key !== name));

/**
 * An English file's fields without the marks that are no field of its entry: the editor's
 * translation mark (`reviewed`, which only translations use) and a campus file's kind (which only
 * the editor's lists use).
 */
export const withoutMarks = (data: Record<string, unknown>) =>
  withoutField(withoutField(data, 'reviewed'), CAMPUS_FILE_KIND);

/** Whether a value holds any words: a non-empty string somewhere inside it. */
const holdsWords = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.trim() !== ''
    : typeof value === 'object' && value !== null && Object.values(value).some(holdsWords);

/**
 * Whether a translation file gives any words. The editor writes a language's file as soon as an
 * entry is saved, with only the `reviewed` mark (and empty lists) until someone translates it: such
 * a file is no translation, and the entry shows in English there.
 */
export const givesWords = (file: EntryFile) => holdsWords(translationWords(file));

function readFolder(collection: FolderCollection, root: string) {
  const dir = path.join(root, collection.folder);
  const names = existsSync(dir) ? readdirSync(dir).sort() : [];
  const entries = new Map<string, CollectionEntry>();
  const translations: { slug: string; locale: TranslatedLocale; file: EntryFile }[] = [];
  const stray: StrayFile[] = [];
  const extension = `.${collection.format}`;
  for (const name of names) {
    const file = `${collection.folder}/${name}`;
    if (!collection.translated) {
      if (name.endsWith(extension)) {
        const slug = name.slice(0, -extension.length);
        entries.set(slug, {
          slug,
          english: readEntryFile(file, root, collection.format),
          translations: {},
        });
      } else if (!name.startsWith('.')) {
        stray.push({ file, expected: `a file named {name}${extension}` });
      }
      continue;
    }
    const match = LANGUAGE_FILE.exec(name);
    if (!match || match[3] !== collection.format) {
      if (!name.startsWith('.')) {
        stray.push({ file, expected: `a file named {name}.en${extension} (or .mr, .hi)` });
      }
      continue;
    }
    const [, slug, locale] = match as unknown as [string, string, Locale];
    const read = readEntryFile(file, root, collection.format);
    if (isTranslated(locale)) {
      if (givesWords(read)) translations.push({ slug, locale, file: read });
    } else entries.set(slug, { slug, english: read, translations: {} });
  }
  const orphans: EntryFile[] = [];
  for (const { slug, locale, file } of translations) {
    const entry = entries.get(slug);
    if (entry) entry.translations[locale] = file;
    else orphans.push(file);
  }
  return { entries: [...entries.values()], orphans, stray };
}

/** The campuses: the folders in content/campuses/, each named with its campus's id, by name. */
export function campusFolders(root = contentRoot()): string[] {
  const dir = path.join(root, CAMPUSES_FOLDER);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

/**
 * One entry at a fixed place (`fileOf(locale)`, English by default): its English file and the
 * translations beside it, or, without the English file, none, its translations being orphans.
 */
function readEntryAt(
  slug: string,
  fileOf: (locale?: TranslatedLocale) => string,
  collection: CampusCollection | WordsCollection,
  root: string,
): { entry?: CollectionEntry; orphans: EntryFile[] } {
  const present = (file: string) => existsSync(path.join(root, file));
  const hasEnglish = present(fileOf());
  const translations: CollectionEntry['translations'] = {};
  const orphans: EntryFile[] = [];
  for (const locale of collection.translated ? translatedLocales : []) {
    const file = fileOf(locale);
    if (!present(file)) continue;
    const read = readEntryFile(file, root, collection.format);
    if (!hasEnglish) orphans.push(read);
    else if (givesWords(read)) translations[locale] = read;
  }
  if (!hasEnglish) return { orphans };
  const english = readEntryFile(fileOf(), root, collection.format);
  return { entry: { slug, english, translations }, orphans };
}

/**
 * A campus collection's entries: its file in each campus's folder, with the translations beside
 * it. A campus without the English file is `missing` it; files in a campus's folder that no
 * campus collection names are the campus folders' own check (scripts/content-check/campuses.ts).
 */
function readCampusFiles(collection: CampusCollection, root: string) {
  const entries: CollectionEntry[] = [];
  const orphans: EntryFile[] = [];
  const missing: string[] = [];
  for (const campus of campusFolders(root)) {
    const fileOf = (locale?: TranslatedLocale) => campusEntryFile(collection, campus, locale);
    const read = readEntryAt(campus, fileOf, collection, root);
    orphans.push(...read.orphans);
    if (read.entry) entries.push(read.entry);
    else if (collection.required) missing.push(fileOf());
  }
  return { entries, orphans, stray: [] as StrayFile[], missing };
}

/**
 * A page's words: its one entry, the English file and the translations beside it; without the
 * English file, the entry is `missing` (every page has its words).
 */
function readWordsFiles(collection: WordsCollection, root: string) {
  const fileOf = (locale?: TranslatedLocale) => wordsEntryFile(collection, locale);
  const { entry, orphans } = readEntryAt(collection.file, fileOf, collection, root);
  return {
    entries: entry ? [entry] : [],
    orphans,
    stray: [] as StrayFile[],
    missing: entry ? [] : [fileOf()],
  };
}

/**
 * Everything in a collection's files: its entries, translations without an English file, strays,
 * and the files a campus (or a page) must have and lacks.
 */
export function readCollectionFiles(collection: CollectionDeclaration, root = contentRoot()) {
  if (collection.kind === 'campus') return readCampusFiles(collection, root);
  if (collection.kind === 'words') return readWordsFiles(collection, root);
  return { ...readFolder(collection, root), missing: [] as string[] };
}

const isPreview = () => process.env.NODE_ENV === 'development';
const read = new Map<string, CollectionEntry[]>();

/** A collection's entries, read once per build (and on every call in the editor's preview). */
export function collectionEntries(collection: CollectionDeclaration, root = contentRoot()) {
  const key = `${root}\n${collection.name}`;
  const known = isPreview() ? undefined : read.get(key);
  if (known) return known;
  const { entries } = readCollectionFiles(collection, root);
  read.set(key, entries);
  return entries;
}

/**
 * An entry's English fields as the site uses them: parsed by its schema, so a value the editor
 * writes in its own form (campuses: [all]) reads as the schema's; a Markdown entry keeps its body.
 * The marks that are no field of the entry are dropped (withoutMarks).
 */
function englishData(collection: CollectionDeclaration, data: Record<string, unknown>) {
  const { body } = data;
  const fields = withoutMarks(withoutField(data, 'body'));
  const parsed = collection.schema.safeParse(fields);
  const value = parsed.success ? (parsed.data as Record<string, unknown>) : fields;
  return collection.format === 'md' ? { ...value, body } : value;
}

/** The words a translation file gives: its fields but the school's `reviewed` mark. */
export function translationWords(file: EntryFile): Record<string, unknown> {
  return withoutField(file.data, 'reviewed');
}

/** An entry's fields, with the `body` of a Markdown entry. */
export type EntryData<C extends CollectionDeclaration> = z.infer<C['schema']> &
  (C['format'] extends 'md' ? { body: string } : unknown);

/** An entry in a language, and the language it is shown in (English where it has no translation). */
export interface EntryIn<T> {
  slug: string;
  data: T;
  language: Locale;
  /**
   * The list items shown in English in a translated entry, each by its path ([rowOne, 18]): items
   * added in English that the translation does not hold yet.
   */
  itemsInEnglish: PropertyKey[][];
}

/**
 * The placeholders every entry and every page's words may hold for the school itself: its name,
 * its short name, and the word that short name makes in an address ('aurora').
 */
export const SCHOOL_WORDS = ['{schoolName}', '{shortName}', '{addressWord}', '{city}'] as const;

/**
 * What `{schoolName}` and `{shortName}` read in `locale`: the school's entry (content/school/), in
 * that language where it is translated. Without the entry they stay as written, as the content
 * check refuses a site without it.
 */
/** The city as a text names it: 'Chhatrapati Sambhajinagar (Aurangabad)', its former name after it. */
export const cityNamed = (city = '', formerName = '') =>
  formerName.trim() ? `${city} (${formerName.trim()})` : city;

export function schoolWordsIn(locale: Locale, root = contentRoot()): Record<string, string> {
  const [entry] = collectionEntries(schoolCollection, root);
  if (!entry) return {};
  const translation = isTranslated(locale) ? entry.translations[locale] : undefined;
  const english = entry.english.data as {
    name: string;
    shortName: string;
    city?: string;
    cityFormerName?: string;
  };
  const { name, shortName, city, cityFormerName } = localize(
    english,
    translation && (translationWords(translation) as never),
  );
  return {
    '{schoolName}': String(name),
    '{shortName}': String(shortName),
    '{addressWord}': addressWordOf(String(english.shortName)),
    '{city}': cityNamed(city, cityFormerName),
  };
}

/**
 * Every entry of a collection in `locale`: translated where its translation file exists, with the
 * school's name and short name in place of their placeholders.
 */
export function entriesIn<C extends CollectionDeclaration>(
  collection: C,
  locale: Locale,
  root = contentRoot(),
): EntryIn<EntryData<C>>[] {
  const school = schoolWordsIn(locale, root);
  return collectionEntries(collection, root).map((entry) => {
    const translation = isTranslated(locale) ? entry.translations[locale] : undefined;
    const english = englishData(collection, entry.english.data) as EntryData<C>;
    const words = translation && translationWords(translation);
    return words
      ? {
          slug: entry.slug,
          data: withFilledWords(localize(english, words as never), school),
          language: locale,
          itemsInEnglish: itemsInEnglish(english, words),
        }
      : {
          slug: entry.slug,
          data: withFilledWords(english, school),
          language: 'en' as Locale,
          itemsInEnglish: [],
        };
  });
}

/**
 * A campus collection's entries in `locale`, each with its campus (its folder's name), in the order
 * of the campuses (content/ids.ts). A folder that is no campus is named, as the content check names
 * it, rather than shown.
 */
export function campusEntriesIn<C extends CampusCollection>(
  collection: C,
  locale: Locale,
  root = contentRoot(),
): (EntryData<C> & { campusId: CampusId })[] {
  const order = (id: string) => (campusIds as readonly string[]).indexOf(id);
  return entriesIn(collection, locale, root)
    .map(({ slug, data }) => {
      if (order(slug) < 0) {
        throw new Error(
          `${campusEntryFile(collection, slug)} › (file): is not a campus: its folder is not one of ${campusIds.join(', ')}`,
        );
      }
      return { campusId: slug as CampusId, ...(data as EntryData<C> & object) };
    })
    .sort((a, b) => order(a.campusId) - order(b.campusId));
}
