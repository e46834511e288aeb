// The accessibility statement: content/words/accessibility.{en,mr,hi}.yml, which the office edits
// in the editor's Accessibility statement entry.
import { englishWords } from './words-file';
import type { AccessibilityStatement } from './schema';

export const { accessibilityStatement } = englishWords<{
  accessibilityStatement: AccessibilityStatement;
}>('accessibility');
