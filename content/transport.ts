// The transport pages' words (/transport, /transport/{campus} and each route's printable
// timetable). The routes, stops, times and fares themselves are the transport collection's
// (content/campuses/{campus}/transport.en.yml): change them there.
// Its words are content/words/transport.{en,mr,hi}.yml, which the office edits in the editor
// (its Transport pages entry); pages read them through lib/i18n/words.ts (pageWordsIn).
import type { z } from 'zod';
import type { transportWords } from './words-collections';
import { englishWords } from './words-file';

/** The transport pages' words, as a page reads them in its language. */
export type TransportPageText = typeof transportPage;

/** The English words, for scripts and tests; the site reads every language through pageWordsIn. */
export const { transportPage } =
  englishWords<z.infer<(typeof transportWords)['schema']>>('transport');
