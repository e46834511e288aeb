// The list of issued transfer certificates (content/transfer-certificates.txt): one line per
// certificate, "TC number, date of birth, campus, issued on", and ", fictional" after a demo one.
// Empty lines and lines starting with '#' are notes. A malformed line, a date that is not a real
// YYYY-MM-DD day, an unknown campus or a TC number listed twice is named with its line. Pure:
// the file's text comes in as an argument.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { campusIds } from '@/content/ids';
import { isValidIsoDate, type CampusId } from '@/content/schema';
import { TC_LIST_FILE } from '@/content/transfer-certificates';
import { normaliseTcNumber } from '@/lib/tc-verification';
import type { ContentIssue } from './validate';

export interface TransferCertificate {
  /** 1-based, as an editor's text editor counts. */
  line: number;
  number: string;
  dateOfBirth: string;
  campus: CampusId;
  issuedOn: string;
  fictional: boolean;
}

const FIELDS = 'TC number, date of birth, campus, issued on';
/** What a TC number may hold once capitals, spaces and dashes are set aside. */
const NUMBER = /^[A-Z0-9/.]*\d[A-Z0-9/.]*$/;

/** The certificates of the list, and what is wrong with any of its lines. */
export function parseTransferCertificates(
  text: string,
  file = TC_LIST_FILE,
): { certificates: TransferCertificate[]; issues: ContentIssue[] } {
  const certificates: TransferCertificate[] = [];
  const issues: ContentIssue[] = [];
  const firstLineOf = new Map<string, number>();

  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    if (content === '' || content.startsWith('#')) return;
    const problem = (message: string) => issues.push({ file, field: `line ${line}`, message });

    const fields = content.split(',').map((field) => field.trim());
    const [number = '', dateOfBirth = '', campus = '', issuedOn = '', mark, ...rest] = fields;
    if (fields.length < 4 || rest.length > 0 || (mark !== undefined && mark !== 'fictional')) {
      problem(`"${content}" is not "${FIELDS}" (and ", fictional" for a demo line)`);
      return;
    }
    const normalised = normaliseTcNumber(number);
    const before = issues.length;
    if (!NUMBER.test(normalised)) {
      problem(
        `"${number}" is not a TC number: letters, digits, '/' and '.' with at least one digit`,
      );
    }
    for (const [label, value] of [
      ['date of birth', dateOfBirth],
      ['issue date', issuedOn],
    ] as const) {
      if (!isValidIsoDate(value))
        problem(`${label} "${value}" is not a real date written YYYY-MM-DD`);
    }
    if (!(campusIds as readonly string[]).includes(campus)) {
      problem(`"${campus}" is not a campus (use one of ${campusIds.join(', ')})`);
    }
    if (isValidIsoDate(dateOfBirth) && isValidIsoDate(issuedOn) && issuedOn <= dateOfBirth) {
      problem(`issued on ${issuedOn}, not after the date of birth ${dateOfBirth}`);
    }
    const first = firstLineOf.get(normalised);
    if (first !== undefined) {
      problem(`TC number "${number}" is already listed on line ${first}`);
    } else if (normalised !== '') {
      firstLineOf.set(normalised, line);
    }
    if (issues.length > before) return;
    certificates.push({
      line,
      number,
      dateOfBirth,
      campus: campus as CampusId,
      issuedOn,
      fictional: mark === 'fictional',
    });
  });
  return { certificates, issues };
}

/** The real list. */
export function readTransferCertificates(root = process.cwd()) {
  return parseTransferCertificates(readFileSync(path.join(root, TC_LIST_FILE), 'utf8'));
}

/** What the production build refuses: the demo's certificates. */
export function demoTransferCertificates(
  certificates: readonly TransferCertificate[],
  file = TC_LIST_FILE,
): ContentIssue[] {
  return certificates
    .filter((certificate) => certificate.fictional)
    .map(({ line, number }) => ({
      file,
      field: `line ${line}`,
      message: `"${number}" is a demo certificate: delete the line before going live`,
    }));
}
