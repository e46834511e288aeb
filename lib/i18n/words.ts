// The door every feature's loader reads a content module's words through: the module in each of
// the site's languages, translated (translated.ts) and with the words every language fills from
// data filled in (filled-words.ts), made once for all three languages the first time a page asks
// for it. Under `next dev` (the editor's preview) it is made again once a file under content/ has
// changed, so that the preview shows each save.
import { previewStamp } from '@/lib/content/preview-stamp';
import { filledWordsIn, withFilledWords } from './filled-words';
import { locales, type Locale } from './locales';
import { translated, type ContentModuleFile, type Words } from './translated';

export type { Words } from './translated';

const made = new Map<string, { stamp: string; words: Record<Locale, unknown> }>();

/** Each language's filled words, made once per state of content/. */
let filled: { stamp: string; words: Record<Locale, Record<string, string>> } | undefined;

function filledWords(stamp: string) {
  if (filled?.stamp !== stamp) {
    filled = {
      stamp,
      words: Object.fromEntries(locales.map((each) => [each, filledWordsIn(each)])) as Record<
        Locale,
        Record<string, string>
      >,
    };
  }
  return filled.words;
}

/** A value read from content in each language, with the filled words filled in. */
export function filledIn<T>(key: string, read: (locale: Locale) => T, locale: Locale): T {
  const stamp = previewStamp();
  let kept = made.get(key);
  if (kept?.stamp !== stamp) {
    const words = filledWords(stamp);
    kept = {
      stamp,
      words: Object.fromEntries(
        locales.map((each) => [each, withFilledWords(read(each), words[each])]),
      ) as Record<Locale, unknown>,
    };
    made.set(key, kept);
  }
  return kept.words[locale] as T;
}

/** The data exports of the content module `english`, filed as `file`, in `locale`. */
export const wordsIn = <M extends object>(
  file: ContentModuleFile,
  english: M,
  locale: Locale,
): Words<M> => filledIn(file, (each) => translated(file, english, each), locale);
