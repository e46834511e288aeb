// The door every feature's loader reads content through in a language. What it reads is made once
// for all the site's languages, the first time a page asks, and a page picks its own: a language
// is an index into what was made, never a parameter passed on. A page's words are translated
// (translated.ts) and their placeholders filled (filled-words.ts). Under `next dev`
// (the editor's preview) everything is made again once a file under content/ has changed, so
// that the preview shows each save.
import type { z } from 'zod';
import type { WordsCollection } from '@/content/collections';
import { previewStamp } from '@/lib/content/preview-stamp';
import { withFilledWords } from './fill-placeholders';
import { filledWordsIn } from './filled-words';
import { locales, type Locale } from './locales';
import { translatedWords } from './translated';

/** What was made, by its key, with the state of content/ it was made from. */
const made = new Map<string, { stamp: string; value: unknown }>();

/** `read(locale)` for each of the site's languages, made once per state of content/. */
export function inEveryLanguage<T>(key: string, read: (locale: Locale) => T): Record<Locale, T> {
  const stamp = previewStamp();
  const kept = made.get(key);
  if (kept?.stamp === stamp) return kept.value as Record<Locale, T>;
  const value = Object.fromEntries(locales.map((each) => [each, read(each)])) as Record<Locale, T>;
  made.set(key, { stamp, value });
  return value;
}

/** `read(locale)` for each language, with the words every language fills from data filled in. */
export function filledInEveryLanguage<T>(
  key: string,
  read: (locale: Locale) => T,
): Record<Locale, T> {
  const filled = inEveryLanguage('the filled words', filledWordsIn);
  return inEveryLanguage(key, (each) => withFilledWords(read(each), filled[each]));
}

/** A page's words (an entry of content/words/, `collection`) in `locale`, typed by its schema. */
export function pageWordsIn<C extends WordsCollection>(
  collection: C,
  locale: Locale,
): z.infer<C['schema']> {
  return filledInEveryLanguage(collection.name, (each) => translatedWords(collection, each))[
    locale
  ] as z.infer<C['schema']>;
}
