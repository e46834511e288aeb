// The words and settings of the 'Schedule a Visit' dialog and its form: content/words/visit.{en,mr,hi}.yml,
// which the office edits in the editor (its Visit request form entry). How long a
// request is kept, and the date of the notice every request carries, are the privacy notice's
// (content/words/privacy.en.yml › privacyNotice.retention.months and lastUpdated).
import type { z } from 'zod';
import type { visitWords } from './words-collections';
import { englishWords } from './words-file';

export type { VisitContent } from './schema';

/** The English words, for scripts and tests; the site reads every language through pageWordsIn. */
export const { visit } = englishWords<z.infer<(typeof visitWords)['schema']>>('visit');
