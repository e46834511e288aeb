// The words around the site's languages: the language switcher's name, and the notes on a
// Marathi or Hindi page where what follows is shown in English (a blog post, a notice not yet
// translated, the calendar's feeds, the disclosure's data as issued, the annual reports). The
// languages themselves are named in their own script (lib/i18n/locales.ts), the same on every
// page.
// Its words are content/words/languages.{en,mr,hi}.yml, which the office edits in the editor
// (its Language names entry); pages read them through lib/i18n/words.ts (pageWordsIn).
import type { z } from 'zod';
import type { languagesWords } from './words-collections';
import { englishWords } from './words-file';

/** The English words, for scripts and tests; the site reads every language through pageWordsIn. */
export const { languageLabels } =
  englishWords<z.infer<(typeof languagesWords)['schema']>>('languages');
