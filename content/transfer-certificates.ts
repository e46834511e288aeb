// Transfer certificate (TC) verification: another school checks that a TC was issued by this
// school. The school office issues each certificate's verification code with `npm run tc:issue`
// and adds the line it prints to TC_LIST_FILE; the page checks the number, code, pupil's name and
// date of birth against those lines in the visitor's browser. The list holds no number, name or
// date of birth, nor anything they can be guessed back from.
// Its words are content/words/transfer-certificates.{en,mr,hi}.yml, which the office edits in the editor
// (its Transfer certificate check entry); pages read them through lib/i18n/words.ts (pageWordsIn).
import type { CampusId } from './schema';

/** The list of issued certificates, one line each: hash, campus, issued on. */
export const TC_LIST_FILE = 'content/transfer-certificates.txt';

/** The campus whose office answers questions about a certificate: its phone is in the answers. */
export const TC_OFFICE_CAMPUS: CampusId = 'city';
