// The Accolades page's own words. The awards are the accolades collection's (content/accolades/).
// Its words are content/words/accolades.{en,mr,hi}.yml, which the office edits in the editor
// (its Awards page entry); pages read them through lib/i18n/words.ts (pageWordsIn).
import type { z } from 'zod';
import type { accoladesWords } from './words-collections';
import { englishWords } from './words-file';

/** The English words, for scripts and tests; the site reads every language through pageWordsIn. */
export const { accoladesPage } =
  englishWords<z.infer<(typeof accoladesWords)['schema']>>('accolades');
