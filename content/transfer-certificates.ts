// Transfer certificate (TC) verification: another school checks that a TC was issued by this
// school. The school office issues each certificate's verification code with `npm run tc:issue`
// and adds the line it prints to TC_LIST_FILE; the page checks the number, code, pupil's name and
// date of birth against those lines in the visitor's browser. The list holds no number, name or
// date of birth, nor anything they can be guessed back from.
import type { CampusId, Texts } from './schema';

/** The list of issued certificates, one line each: hash, campus, issued on. */
export const TC_LIST_FILE = 'content/transfer-certificates.txt';

/** The campus whose office answers questions about a certificate: its phone is in the answers. */
export const TC_OFFICE_CAMPUS: CampusId = 'city';

export const tcVerificationPage = {
  intro:
    'Schools admitting a pupil from {schoolName} can check here, with the verification code printed on it, that a transfer certificate (TC) was issued by us.',
  formHeading: 'Check a transfer certificate',
  numberLabel: 'TC number',
  numberHint:
    'As printed on the certificate. Capitals do not matter, and its parts may be separated by slashes, dashes or spaces.',
  codeLabel: 'Verification code',
  codeHint:
    '16 letters and digits printed beside the QR code, e.g. K7QM-3XDP-9VTR-2HWC. Scanning the QR code fills in the code and the TC number.',
  /** When what was typed as the code cannot be one. */
  codeInvalid: 'A verification code is 16 letters and digits, as printed on the certificate.',
  nameLabel: 'Pupil’s name',
  nameHint: 'Exactly as printed on the certificate. Capitals and punctuation do not matter.',
  dateOfBirthLabel: 'Date of birth',
  dateOfBirthHint: 'The pupil’s date of birth, as on the certificate.',
  submit: 'Check',
  checking: 'Checking…',
  /** '{campus}': the campus that issued it, e.g. '{schoolName}, City Campus'; '{issuedOn}': the issue date in the page's language. */
  found: 'Genuine: {campus} issued this transfer certificate on {issuedOn}.',
  /** After `found`. '{phone}': the school office's phone. */
  foundMeaning:
    'This confirms the TC number, the verification code, the pupil’s name and the date of birth, nothing else: for the class, conduct or dues on the certificate, call the school office: {phone}.',
  /** '{phone}': the school office's phone. */
  withdrawn:
    'The school has withdrawn this transfer certificate: it is no longer valid. Call the school office: {phone}.',
  /** '{phone}': the school office's phone. */
  notFound:
    'No transfer certificate matches these four details. Check each against the certificate, or call the school office: {phone}.',
  /** When this browser cannot compute the check, or the page's code did not load. */
  unavailable: 'This browser cannot run the check. Call the school office: {phone}.',
  meaningHeading: 'What a match proves',
  meaning:
    'That {schoolName} issued a transfer certificate with this number and verification code to a pupil of exactly this name and date of birth, and has not withdrawn it. The other printed fields (class, conduct, dues) are not checked: the school office confirms them.',
  privacyHeading: 'Nothing you type leaves this page',
  privacy:
    'Your browser scrambles the four details and compares the result with the scrambled values this page came with; nothing is sent to the school or anyone else. The page holds no name, TC number or date of birth: only scrambled values, which cannot be turned back without the certificate’s own code.',
  contactHeading: 'Certificates without a code, and checks by phone or e-mail',
  contact:
    'Transfer certificates issued before we began printing verification codes carry none and cannot be checked on this page: the school office verifies them, and any other, on working days. Give the TC number and the pupil’s name and date of birth.',
  noScript:
    'The check on this page needs JavaScript, which is off in this browser: please verify by phone or e-mail.',
} satisfies Texts;
