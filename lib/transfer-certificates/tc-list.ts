// The list of issued transfer certificates (content/transfer-certificates.txt): one line per
// certificate, "HASH, campus, issued on", then ", withdrawn" for a certificate the school
// withdrew and ", fictional" for a demo one. Empty lines and lines starting with '#' are notes.
// Every mistake is named with its file and line. A message never repeats a line's first field
// as typed: on a mistaken line it may be a TC number, a name or a date of birth. Pure: the
// file's text comes in as an argument.
import { campusIds } from '@/content/ids';
import type { CampusId } from '@/content/schema';
import { isValidIsoDate } from '@/content/shapes/common';
import { TC_LIST_FILE } from '@/content/transfer-certificates';
import { TC_HASH_PATTERN, type TcListEntry } from './tc-verification';

export { TC_LIST_FILE };

export interface ListedCertificate {
  /** 1-based, as an editor's text editor counts. */
  line: number;
  hash: string;
  campus: CampusId;
  issuedOn: string;
  withdrawn: boolean;
  fictional: boolean;
}

export interface TcListIssue {
  file: string;
  field: string;
  message: string;
}

const FORMAT = '"HASH, campus, issued on" (then ", withdrawn" or ", fictional" if it is one)';
const MARKS = ['withdrawn', 'fictional'] as const;
/** A line of the list before verification codes: a TC number, then a date of birth. */
const OLD_FORMAT = /^[^,]*\d[^,]*,\s*\d{4}-\d{2}-\d{2}\s*,/;

/** The certificates of the list, and what is wrong with any of its lines. */
export function parseTcList(
  text: string,
  file = TC_LIST_FILE,
): { certificates: ListedCertificate[]; issues: TcListIssue[] } {
  const certificates: ListedCertificate[] = [];
  const issues: TcListIssue[] = [];
  const firstLineOf = new Map<string, number>();

  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    if (content === '' || content.startsWith('#')) return;
    const problem = (message: string) => issues.push({ file, field: `line ${line}`, message });

    if (OLD_FORMAT.test(content)) {
      problem(
        'is a line of the old list (a TC number and a date of birth, not repeated here): ' +
          'delete it; a certificate is added with the line `npm run tc:issue` prints',
      );
      return;
    }
    const [hash = '', campus = '', issuedOn = '', ...marks] = content
      .split(',')
      .map((field) => field.trim());
    if (issuedOn === '') {
      problem(`is not ${FORMAT}`);
      return;
    }
    const before = issues.length;
    if (!TC_HASH_PATTERN.test(hash)) {
      problem(
        'does not start with a hash (43 letters, digits, "-" and "_", as `npm run tc:issue` prints it)',
      );
    }
    if (!(campusIds as readonly string[]).includes(campus)) {
      problem(`"${campus}" is not a campus (use one of ${campusIds.join(', ')})`);
    }
    if (!isValidIsoDate(issuedOn)) {
      problem(`issue date "${issuedOn}" is not a real date written YYYY-MM-DD`);
    }
    const seen = new Set<string>();
    for (const mark of marks) {
      if (!(MARKS as readonly string[]).includes(mark)) {
        problem(`"${mark}" is not ${MARKS.map((m) => `"${m}"`).join(' or ')}`);
      } else if (seen.has(mark)) {
        problem(`"${mark}" is written twice`);
      }
      seen.add(mark);
    }
    const first = firstLineOf.get(hash);
    if (first !== undefined) {
      problem(`the same hash is already listed on line ${first}`);
    } else if (TC_HASH_PATTERN.test(hash)) {
      firstLineOf.set(hash, line);
    }
    if (issues.length > before) return;
    certificates.push({
      line,
      hash,
      campus: campus as CampusId,
      issuedOn,
      withdrawn: seen.has('withdrawn'),
      fictional: seen.has('fictional'),
    });
  });
  return { certificates, issues };
}

/** What the page holds of the list: each hash with its campus, issue date and whether withdrawn, sorted by hash (the order says nothing about when each was issued). */
export function tcListEntries(certificates: readonly ListedCertificate[]): TcListEntry[] {
  return certificates
    .map(({ hash, campus, issuedOn, withdrawn }): TcListEntry => [
      hash,
      campus,
      issuedOn,
      withdrawn,
    ])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
