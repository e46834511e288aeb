// Ways to reach the school without any form: shown on the not-found page (which a static host
// serves for /contact, where no page exists), and wherever a form cannot work (JavaScript off,
// or its code failed to load). The numbers, addresses and e-mail come from content/site.ts.
// Its words are content/words/contact.{en,mr,hi}.yml, which the office edits in the editor
// (its Contact details’ words entry); pages read them through lib/i18n/words.ts (pageWordsIn).
import type { z } from 'zod';
import type { contactWords } from './words-collections';
import { englishWords } from './words-file';

/** The English words, for scripts and tests; the site reads every language through pageWordsIn. */
export const { contactAlternatives, contactBlock } =
  englishWords<z.infer<(typeof contactWords)['schema']>>('contact');
