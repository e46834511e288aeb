// Transfer certificate (TC) verification: another school, or a parent, checks that a TC was
// issued by this school. Editors add one line per certificate issued to TC_LIST_FILE; the build
// hashes each line (scripts/tc-register.ts) and the page checks a number and date of birth
// against those hashes in the visitor's browser. No number or date of birth is ever published.
import type { CampusId, TcSalt, Texts } from './schema';

/** The list of issued certificates, one line each: number, date of birth, campus, issued on. */
export const TC_LIST_FILE = 'content/transfer-certificates.txt';

/**
 * The site's salt for the certificates' hashes: set it once to a random string of your own
 * (`node -e "console.log(crypto.randomBytes(24).toString('base64url'))"`). Changing it later is
 * safe: the next build hashes every certificate again.
 */
export const TC_SALT: TcSalt = { value: 'aurora-demo-salt-9f3c2a71', fictional: true };

/** The campus whose office answers questions about a certificate: its phone is in the answers. */
export const TC_OFFICE_CAMPUS: CampusId = 'city';

export const tcVerificationPage = {
  intro:
    'Schools admitting a pupil from Aurora Global School can check here that a transfer certificate (TC) was issued by us.',
  formHeading: 'Check a transfer certificate',
  numberLabel: 'TC number',
  numberHint: 'As printed on the certificate. Capitals, spaces and dashes do not matter.',
  dateOfBirthLabel: 'Date of birth',
  dateOfBirthHint: 'The pupil’s date of birth, as on the certificate.',
  submit: 'Check',
  checking: 'Checking…',
  /** '{campus}': the campus that issued it, e.g. 'Aurora Global School, City Campus'. */
  found: 'A transfer certificate with this number and date of birth was issued by {campus}.',
  /** '{phone}': the school office's phone. */
  notFound:
    'No transfer certificate matches this number and date of birth. Check both, or call the school office: {phone}.',
  /** When this browser cannot compute the check, or the page's code did not load. */
  unavailable: 'This browser cannot run the check. Call the school office: {phone}.',
  privacyHeading: 'Nothing you type leaves this page',
  privacy:
    'Your browser turns the number and date of birth into a scrambled code and compares it with the codes this page came with; nothing is sent to the school or anyone else. The page holds no pupil’s name, and no TC number or date of birth in readable form.',
  contactHeading: 'Verify by phone or e-mail',
  contact:
    'The school office also confirms a transfer certificate on working days: give the TC number and the pupil’s name and date of birth.',
  noScript:
    'The check on this page needs JavaScript, which is off in this browser: please verify by phone or e-mail.',
} satisfies Texts;
