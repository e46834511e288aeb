// What the checks of the Appendix-IX records (disclosure.ts, disclosure-staff.ts) read and
// answer: the files and the day they are checked against, and their errors and warnings.
import type { ContentIssue } from './issues';

export interface MpdEnvironment {
  /** The bytes of a file under public/ ('/MPD/city/x.pdf'), or null when there is none. */
  readPublicFile: (sitePath: string) => Uint8Array | null;
  /** YYYY-MM-DD: certificates valid until before this day have expired. */
  today: string;
  /** A production build fails on expired certificates and sample documents. */
  production: boolean;
  /** The school year in session ('2026-27'): fees for an earlier year are out of date. */
  schoolYear?: string;
}

export interface MpdCheckResult {
  errors: ContentIssue[];
  warnings: ContentIssue[];
}
