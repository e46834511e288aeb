// The About page's words: content/words/about.{en,mr,hi}.yml, which the office edits in the
// editor's About page entry.
import { englishWords } from './words-file';
import type { AboutContent } from './schema';

export type { AboutContent, MissionVision } from './schema';
export const { about } = englishWords<{ about: AboutContent }>('about');
