// A page's words in a language (an entry of content/words/): its English file with the language's
// file laid over it, and its links to the site's pages moved to that language. Read from the
// files as they are now, so that the editor's preview shows each save. Generic: it knows no
// feature, only the pages' words entries.
import { wordsEntryFile, type WordsCollection } from '@/content/collections';
import {
  collectionEntries,
  translationWords,
  withoutMarks,
} from '@/lib/content/collections.server';
import { localizeLinks } from './links';
import { localize } from './localize';
import { isTranslated, type Locale } from './locales';

/** The words of `collection` in `locale`: English where the language gives none. */
export function translatedWords(collection: WordsCollection, locale: Locale): unknown {
  const [entry] = collectionEntries(collection);
  // The content check refuses a site without a page's words before any page is made.
  if (!entry) throw new Error(`${wordsEntryFile(collection)} › (file): is missing`);
  const english = withoutMarks(entry.english.data);
  if (!isTranslated(locale)) return english;
  const translation = entry.translations[locale];
  const localized = localize(english, translation && (translationWords(translation) as never));
  return localizeLinks(collection.schema, localized, locale);
}
