// The words of the 'Life at {shortName}' page: content/words/life.{en,mr,hi}.yml, which the office
// edits in the editor's Life at the school page entry.
import { englishWords } from './words-file';
import type { LifeContent } from './schema';

export type { LifeContent } from './schema';
export const { life } = englishWords<{ life: LifeContent }>('life');
