// The mandatory public disclosure's page texts and the viewer's messages. Each campus's card and
// whole-disclosure PDF are in its folder (content/campuses/{campus}/campus.*.yml), its Appendix-IX
// record in content/mpd/; scripts/dev/sample-pdfs/generate.ts builds the PDFs under public/MPD/.
// Its words are content/words/disclosure.{en,mr,hi}.yml, which the office edits in the editor
// (its Mandatory disclosure page entry); pages read them through lib/i18n/words.ts (pageWordsIn).
import type { z } from 'zod';
import type { disclosureWords } from './words-collections';
import { englishWords } from './words-file';

export type { DisclosurePageText } from './schema';

export type DisclosureErrorKey = keyof typeof disclosureErrorMessages;

/** The English words, for scripts and tests; the site reads every language through pageWordsIn. */
export const { disclosurePage, disclosureErrorMessages } =
  englishWords<z.infer<(typeof disclosureWords)['schema']>>('disclosure');
