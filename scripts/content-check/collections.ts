// The collections' files (content/collections.ts), checked like every other content: each
// English entry against its collection's schema (the references it names are looked up by
// validateContent), each translation for exactly the entry's words, each non-empty, with its
// `reviewed` mark; a file named outside the collection's pattern, a translation of no entry, two
// entries with one id, a file that does not parse: each an error naming file and field. An entry
// with no translation yet is shown in English: a warning.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  CAMPUS_FILE_KIND,
  collections,
  WORDS_FOLDER,
  type CollectionDeclaration,
} from '@/content/collections';
import { DUPLICATE_OF } from '@/content/schema';
import {
  readCollectionFiles,
  translationWords,
  type CollectionEntry,
  type EntryFile,
  withoutField,
  withoutMarks,
} from '@/lib/content/collections.server';
import { localize } from '@/lib/i18n/localize';
import { localeNamesInEnglish, translatedLocales, type TranslatedLocale } from '@/lib/i18n/locales';
import { translatableTexts } from './translatable';
import { compareTexts, splitAbsentItems } from './translations';
import { fieldName, type ContentFiles, type ContentIssue } from './validate';
import { contentRoot } from '@/content/content-root';

/** An entry's fields as its schema sees them: a Markdown entry's front matter, without the body. */
export function frontMatterOf(collection: CollectionDeclaration, data: Record<string, unknown>) {
  return collection.format === 'md' ? withoutField(data, 'body') : data;
}

export interface CollectionFiles {
  /** Each English entry file's fields, by path: what validateContent parses and looks up. */
  files: ContentFiles;
  errors: ContentIssue[];
  warnings: ContentIssue[];
  /** Translation files the school has not marked reviewed (a production build refuses them). */
  unreviewed: ContentIssue[];
  /** Each language's translation files, by path, as their words (what the placeholders check reads). */
  translations: Partial<Record<TranslatedLocale, ContentFiles>>;
}

/**
 * A translation's mistakes, and the list items it does not hold yet (an item added in English
 * since): those are shown in English, marked, on the language's pages, so they are warnings.
 */
function translationIssues(
  collection: CollectionDeclaration,
  entry: CollectionEntry,
  translation: EntryFile,
  locale: TranslatedLocale,
): { errors: ContentIssue[]; warnings: ContentIssue[] } {
  const english = withoutMarks(frontMatterOf(collection, entry.english.data));
  const { body: englishBody } = entry.english.data;
  const words = frontMatterOf(collection, translationWords(translation));
  const issues: ContentIssue[] = [];
  if ('reviewed' in translation.data && typeof translation.data.reviewed !== 'boolean') {
    issues.push({ file: translation.file, field: 'reviewed', message: 'must be true or false' });
  }
  const { present, absent } = splitAbsentItems(
    translatableTexts(collection.schema, english),
    words,
  );
  const language = localeNamesInEnglish[locale];
  const warnings = absent.map((item) => ({
    file: translation.file,
    field: fieldName(item),
    message: `is not translated yet (an item added in English): the ${language} pages show it in English`,
  }));
  issues.push(...compareTexts(translation.file, entry.english.file, present, words));
  if (collection.format === 'md') {
    const body = translation.data.body;
    if (
      typeof englishBody === 'string' &&
      englishBody.trim() !== '' &&
      !String(body ?? '').trim()
    ) {
      issues.push({
        file: translation.file,
        field: 'body',
        message: 'is empty: translate the text',
      });
    }
  }
  if (issues.length === 0) {
    const merged = collection.schema.safeParse(localize(english, words as never));
    if (!merged.success) {
      for (const issue of merged.error.issues) {
        issues.push({
          file: translation.file,
          field: fieldName(issue.path),
          message: issue.message,
        });
      }
    }
  }
  return { errors: issues, warnings };
}

/** The collection's rules across entries (one report per year), each issue named by its file. */
function listIssues(collection: CollectionDeclaration, entries: readonly CollectionEntry[]) {
  if (!collection.list) return [];
  const data = entries.map((entry) => withoutMarks(frontMatterOf(collection, entry.english.data)));
  const result = collection.list.safeParse(data);
  if (result.success) return [];
  return result.error.issues.flatMap((issue): ContentIssue[] => {
    const [index, ...field] = issue.path;
    const entry = typeof index === 'number' ? entries[index] : undefined;
    // An entry's own mistakes are named by the entry's check; these are the list's rules.
    if (!entry || issue.code !== 'custom') return [];
    const first = issue.params?.[DUPLICATE_OF];
    const also = typeof first === 'number' ? ` (also ${entries[first]?.english.file})` : '';
    return [
      { file: entry.english.file, field: fieldName(field), message: `${issue.message}${also}` },
    ];
  });
}

/** One collection's files, read and checked (`root` is the project's folder). */
export function checkCollection(collection: CollectionDeclaration, root = contentRoot()) {
  const result: CollectionFiles = {
    files: {},
    errors: [],
    warnings: [],
    unreviewed: [],
    translations: {},
  };
  let read: ReturnType<typeof readCollectionFiles>;
  try {
    read = readCollectionFiles(collection, root);
  } catch (error) {
    const [file = '(collection)', rest = ''] = (error as Error).message.split(' › ');
    const [field = '(file)', ...message] = rest.split(': ');
    result.errors.push({ file, field, message: message.join(': ') || (error as Error).message });
    return result;
  }
  for (const { file, expected } of read.stray) {
    result.errors.push({
      file,
      field: '(file)',
      message: `is not an entry of ${collection.label}: its files are each ${expected}`,
    });
  }
  if (collection.kind === 'campus' || collection.kind === 'words') {
    for (const entry of read.entries) {
      if (entry.english.data[CAMPUS_FILE_KIND] !== collection.file) {
        result.errors.push({
          file: entry.english.file,
          field: CAMPUS_FILE_KIND,
          message: `must be "${collection.file}": the editor lists ${collection.kind === 'campus' ? `this campus's ${collection.labelSingular.toLowerCase()}` : `the ${collection.label.toLowerCase()}'s words`} by it`,
        });
      }
    }
  }
  for (const file of read.missing) {
    result.errors.push({
      file,
      field: '(file)',
      message: `does not exist: every campus has its ${collection.labelSingular.toLowerCase()} (copy the file from another campus's folder and change it)`,
    });
  }
  for (const orphan of read.orphans) {
    result.errors.push({
      file: orphan.file,
      field: '(file)',
      message: 'translates no entry: its English file (….en.…) does not exist',
    });
  }
  result.errors.push(...listIssues(collection, read.entries));
  for (const entry of read.entries) {
    result.files[entry.english.file] = withoutMarks(frontMatterOf(collection, entry.english.data));
    if (!collection.translated) continue;
    for (const locale of translatedLocales) {
      const translation = entry.translations[locale];
      if (!translation) {
        result.warnings.push({
          file: entry.english.file,
          field: `(${locale})`,
          message: `has no ${localeNamesInEnglish[locale]} translation yet: the ${localeNamesInEnglish[locale]} pages show it in English`,
        });
        continue;
      }
      (result.translations[locale] ??= {})[translation.file] = translationWords(translation);
      const { errors, warnings } = translationIssues(collection, entry, translation, locale);
      result.errors.push(...errors);
      result.warnings.push(...warnings);
      if (translation.data.reviewed !== true) {
        result.unreviewed.push({
          file: translation.file,
          field: 'reviewed',
          message:
            'the school has not reviewed this translation yet: tick “Translation reviewed” once it has',
        });
      }
    }
  }
  return result;
}

/** The files in content/words/ that are no page's words: each page's is named in its declaration. */
function strayWordsFiles(root: string): ContentIssue[] {
  const dir = path.join(root, WORDS_FOLDER);
  const pages = new Set(
    collections.flatMap((collection) => (collection.kind === 'words' ? [collection.file] : [])),
  );
  return (existsSync(dir) ? readdirSync(dir) : [])
    .filter((name) => !name.startsWith('.'))
    .filter((name) => !pages.has(name.replace(/\.(?:en|mr|hi)\.yml$/, '')) || !/\.yml$/.test(name))
    .map((name) => ({
      file: `${WORDS_FOLDER}/${name}`,
      field: '(file)',
      message: `is no page's words: each page's are ${WORDS_FOLDER}/{page}.en.yml (or .mr, .hi), for a page the site has`,
    }));
}

/** Every collection's files, read and checked. */
export function checkCollections(root = contentRoot()): CollectionFiles {
  const results = collections.map((collection) => checkCollection(collection, root));
  return {
    files: Object.assign({}, ...results.map((result) => result.files)),
    errors: [...results.flatMap((result) => result.errors), ...strayWordsFiles(root)],
    warnings: results.flatMap((result) => result.warnings),
    unreviewed: results.flatMap((result) => result.unreviewed),
    translations: Object.fromEntries(
      translatedLocales.map((locale) => [
        locale,
        Object.assign({}, ...results.map((result) => result.translations[locale])),
      ]),
    ),
  };
}
