// The site search: its button, dialog and result types.
// Its words are content/words/search.{en,mr,hi}.yml, which the office edits in the editor
// (its Search entry); pages read them through lib/i18n/words.ts (pageWordsIn).
import type { z } from 'zod';
import type { searchWords } from './words-collections';
import { englishWords } from './words-file';

/** The English words, for scripts and tests; the site reads every language through pageWordsIn. */
export const { searchLabels, searchTypes } =
  englishWords<z.infer<(typeof searchWords)['schema']>>('search');
