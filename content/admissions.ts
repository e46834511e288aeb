// The Admissions page's words: its process steps, facilities and programmes, and the classes by
// date of birth: content/words/admissions.{en,mr,hi}.yml, which the office edits in the editor's
// Admissions page entry.
import { englishWords } from './words-file';
import type { AdmissionsByAgeText, AdmissionsContent } from './schema';

export type { AdmissionsContent } from './schema';
export const { admissions, admissionsByAge } = englishWords<{
  admissions: AdmissionsContent;
  admissionsByAge: AdmissionsByAgeText;
}>('admissions');
