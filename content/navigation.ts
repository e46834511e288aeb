// Links in the navigation bar and the footer. Paths have no trailing slash. Two pages' addresses
// are made of the school's short name (content/school/): {addressWord} is that word ('aurora').
// Its words are content/words/navigation.{en,mr,hi}.yml, which the office edits in the editor
// (its Menus entry); pages read them through lib/i18n/words.ts (pageWordsIn).
import type { z } from 'zod';
import type { navigationWords } from './words-collections';
import { englishWords } from './words-file';

/** The English words, for scripts and tests; the site reads every language through pageWordsIn. */
export const { mainNav, moreNav, footerQuickLinks, policyNav, navLabels } =
  englishWords<z.infer<(typeof navigationWords)['schema']>>('navigation');
