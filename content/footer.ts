// The foot of every page: content/words/footer.{en,mr,hi}.yml, which the office edits in the
// editor's Foot of every page entry.
import { englishWords } from './words-file';
import type { FooterContent } from './schema';

export type { FooterContent } from './schema';
export const { footer } = englishWords<{ footer: FooterContent }>('footer');
