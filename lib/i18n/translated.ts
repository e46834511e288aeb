// One content module in a language: its data exports (what is not a function) with the language's
// translation laid over the English and its links to the site's pages moved to that language.
// A module whose words are an entry of the pages' words (content/words/) takes them from its
// files as they are now (so the editor's preview shows each save), the English and the
// language's; a module still typed in code, from its translation module (content/i18n/{locale}/).
// Generic: it knows no feature, only the content modules' files.
import { translationModules } from '@/content/i18n';
import { fileSchemas } from '@/content/schema';
import { wordsOfModule } from '@/content/words-collections';
import { collectionEntries, translationWords } from '@/lib/content/collections.server';
import { localizeLinks } from './links';
import { localize } from './localize';
import { isTranslated, type Locale } from './locales';

/** A content module's file, as its translations are filed under: 'content/transport.ts'. */
export type ContentModuleFile = `content/${string}.ts`;

/** A module's data: its functions read the English values, so pages never reach them from here. */
export type Words<M> = {
  [K in keyof M as M[K] extends (...args: never[]) => unknown ? never : K]: M[K];
};

/**
 * Exports the schemas count as texts that are not words on a page: the notices' folder. Every
 * language keeps the English value.
 */
const KEPT_AS_IS = new Set(['NOTICES_FOLDER']);

/** The data exports of `english` (the module filed as `file`) in `locale`. */
export function translated<M extends object>(
  file: ContentModuleFile,
  english: M,
  locale: Locale,
): Words<M> {
  const entries = wordsOfModule(file);
  const [entry] = entries ? collectionEntries(entries) : [];
  const data = Object.fromEntries(
    Object.entries({ ...english, ...entry?.english.data }).filter(
      ([name, value]) => typeof value !== 'function' && name !== 'reviewed',
    ),
  );
  if (!isTranslated(locale)) return data as Words<M>;
  const translation = entry?.translations[locale];
  const words = entries
    ? translation && translationWords(translation)
    : translationModules[locale][file];
  const localized = Object.fromEntries(
    Object.entries(data).map(([name, value]) => [
      name,
      KEPT_AS_IS.has(name) ? value : localize(value, words?.[name] as never),
    ]),
  );
  const schema = entries?.schema ?? fileSchemas[file];
  return (schema ? localizeLinks(schema, localized, locale) : localized) as Words<M>;
}
