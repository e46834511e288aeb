// Headings, captions, column headers and notes of the Appendix-IX disclosure page
// (/mandatory-disclosure/{campusId}) and of the PDFs generated from the same records.
// '{…}' placeholders are filled in by the page.
// Its words are content/words/disclosure-labels.{en,mr,hi}.yml, which the office edits in the editor
// (its Mandatory disclosure tables entry); pages read them through lib/i18n/words.ts (pageWordsIn).
import type { z } from 'zod';
import type { disclosureLabelsWords } from './words-collections';
import { englishWords } from './words-file';

export type MpdLabels = typeof mpdLabels;

/** The English words, for scripts and tests; the site reads every language through pageWordsIn. */
export const { mpdDocumentTitles, mpdLabels, mpdIssuers, mpdFeeClasses } =
  englishWords<z.infer<(typeof disclosureLabelsWords)['schema']>>('disclosure-labels');
