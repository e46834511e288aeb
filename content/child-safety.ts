// The child-safety page and the helplines: content/words/child-safety.{en,mr,hi}.yml, which the
// office edits in the editor's Child safety page entry.
import { englishWords } from './words-file';
import type { ChildSafety, Helplines } from './schema';

export const { childSafety, helplines } = englishWords<{
  childSafety: ChildSafety;
  helplines: Helplines;
}>('child-safety');
