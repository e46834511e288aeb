// The privacy notice: who holds the data, what is kept, for how long, and whom to ask:
// content/words/privacy.{en,mr,hi}.yml, which the office edits in the editor's Privacy notice
// entry.
import { englishWords } from './words-file';
import type { PrivacyNotice } from './schema';

export const { privacyNotice } = englishWords<{ privacyNotice: PrivacyNotice }>('privacy');
