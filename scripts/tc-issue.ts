// `npm run tc:issue`: what the school office runs when it issues a transfer certificate. It draws
// the certificate's random verification code and prints the code (for the certificate), the line
// to add to content/transfer-certificates.txt, and a QR code that opens the check with the number
// and code filled in (in the terminal, and as an SVG file for printing). It writes no file but the
// QR code, which holds the site's address, the TC number and the code: the pupil's name and date
// of birth go into the hash only, and are never written or printed.
//
//   npm run tc:issue                      asks for each detail (the date of birth stays out of the
//                                         shell's history)
//   npm run tc:issue -- --number AGS/CITY/2026/0175 --name "Riya Deshpande" --dob 2012-03-09 \
//     --campus city --issued 2026-05-04 [--out DIR]
import { pbkdf2, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import QRCode from 'qrcode';
import { campusIds } from '@/content/ids';
import type { CampusId } from '@/content/schema';
import { isValidIsoDate } from '@/content/shapes/common';
import { DEMO_DEFAULTS, site } from '@/content/site';
import { TC_LIST_FILE } from '@/content/transfer-certificates';
import { routes } from '@/lib/routes/routes';
import {
  formatTcCode,
  normalisePupilName,
  normaliseTcNumber,
  TC_CODE_BYTES,
  TC_HASH_BITS,
  TC_HASH_ITERATIONS,
  TC_HASH_SALT,
  tcCodeFromBytes,
  tcHashInput,
  type TcFields,
} from '@/lib/transfer-certificates/tc-verification';

/** Where the QR codes go unless --out says otherwise (git-ignored: never committed). */
export const TC_CODES_DIR = 'tc-codes';

/** What a TC number may hold once capitals, spaces and dashes are set aside. */
const TC_NUMBER = /^[A-Z0-9/.]*\d[A-Z0-9/.]*$/;

const derive = promisify(pbkdf2);

/** A certificate's hash with Node's PBKDF2: the same input and parameters as the browser's. */
export async function nodeTcHash(fields: TcFields, iterations = TC_HASH_ITERATIONS) {
  const key = await derive(
    tcHashInput(fields),
    TC_HASH_SALT,
    iterations,
    TC_HASH_BITS / 8,
    'sha256',
  );
  return key.toString('base64url');
}

export interface CertificateDetails {
  number: string;
  name: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  campus: CampusId;
  /** YYYY-MM-DD */
  issuedOn: string;
}

export interface IssuedCertificate {
  /** As printed: 'K7QM-3XDP-9VTR-2HWC'. */
  code: string;
  /** The line for content/transfer-certificates.txt. */
  line: string;
  /** What the QR code opens. */
  url: string;
}

/** Today in India, YYYY-MM-DD: the default issue date. */
export const todayInIndia = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/**
 * A date of birth or issue date as the office may type it: YYYY-MM-DD, or day first with the
 * year last (14-08-2012, 14/08/2012, 14.08.2012), as Indian certificates write it.
 */
export function readDate(typed: string): string | null {
  const value = typed.trim();
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value);
  const iso = dayFirst
    ? `${dayFirst[3]}-${dayFirst[2]!.padStart(2, '0')}-${dayFirst[1]!.padStart(2, '0')}`
    : value;
  return isValidIsoDate(iso) ? iso : null;
}

/** The campus a TC number names ('AGS/AIR/…' is the Airport campus), if it names one. */
export function campusOfNumber(number: string): CampusId | undefined {
  const part = normaliseTcNumber(number).split('/')[1] ?? '';
  return campusIds.find((id) => part !== '' && id.toUpperCase().startsWith(part));
}

/** What is wrong with the details, one message per field; the name and date are never repeated. */
export function detailProblems(details: Partial<Record<keyof CertificateDetails, string>>) {
  const problems: string[] = [];
  if (!TC_NUMBER.test(normaliseTcNumber(details.number ?? ''))) {
    problems.push('TC number: letters, digits, "/" and "." with at least one digit');
  }
  if (normalisePupilName(details.name ?? '') === '') {
    problems.push('name: the pupil’s name as printed on the certificate');
  }
  const dateOfBirth = readDate(details.dateOfBirth ?? '');
  const issuedOn = readDate(details.issuedOn ?? '');
  if (!dateOfBirth) problems.push('date of birth: a real date, YYYY-MM-DD or DD-MM-YYYY');
  if (!issuedOn) problems.push('issue date: a real date, YYYY-MM-DD or DD-MM-YYYY');
  if (dateOfBirth && issuedOn && issuedOn <= dateOfBirth) {
    problems.push('issue date: must be after the date of birth');
  }
  if (!(campusIds as readonly string[]).includes(details.campus ?? '')) {
    problems.push(`campus: one of ${campusIds.join(', ')}`);
  }
  return problems;
}

/** A new certificate's code, list line and QR address. */
export async function issueCertificate(
  details: CertificateDetails,
  random: (bytes: number) => Uint8Array = randomBytes,
): Promise<IssuedCertificate> {
  const code = formatTcCode(tcCodeFromBytes(random(TC_CODE_BYTES)));
  const hash = await nodeTcHash({
    number: details.number,
    code,
    name: details.name,
    dateOfBirth: details.dateOfBirth,
  });
  const url =
    `${site.url.replace(/\/+$/, '')}${routes.tcVerification}` +
    `#number=${encodeURIComponent(details.number.trim())}&code=${code}`;
  return { code, line: `${hash}, ${details.campus}, ${details.issuedOn}`, url };
}

/** The QR code's file name: the TC number and the code's first group, so none is overwritten. */
export const qrFileName = (number: string, code: string) =>
  `${normaliseTcNumber(number).replace(/[^A-Z0-9]+/g, '-')}-${code.slice(0, 4)}.svg`;

const FLAGS = {
  number: { type: 'string' },
  name: { type: 'string' },
  dob: { type: 'string' },
  campus: { type: 'string' },
  issued: { type: 'string' },
  out: { type: 'string' },
} as const;

/** Asks for each detail the flags did not give (only at a terminal). */
async function ask(
  given: Partial<Record<keyof CertificateDetails, string>>,
): Promise<Partial<Record<keyof CertificateDetails, string>>> {
  const missing = (['number', 'name', 'dateOfBirth', 'campus', 'issuedOn'] as const).filter(
    (key) => given[key] === undefined,
  );
  if (missing.length === 0 || !process.stdin.isTTY) return given;
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const details = { ...given };
  try {
    for (const key of missing) {
      if (key === 'number') details.number = await prompt.question('TC number: ');
      if (key === 'name')
        details.name = await prompt.question('Pupil’s name, as printed on the certificate: ');
      if (key === 'dateOfBirth')
        details.dateOfBirth = await prompt.question('Date of birth (YYYY-MM-DD or DD-MM-YYYY): ');
      if (key === 'campus') {
        const guess = campusOfNumber(details.number ?? '');
        const typed = await prompt.question(
          `Campus (${campusIds.join(', ')})${guess ? ` [${guess}]` : ''}: `,
        );
        details.campus = typed.trim() || guess || '';
      }
      if (key === 'issuedOn') {
        const today = todayInIndia();
        details.issuedOn = (await prompt.question(`Issue date [${today}]: `)).trim() || today;
      }
    }
  } finally {
    prompt.close();
  }
  return details;
}

export async function main(argv = process.argv.slice(2)): Promise<number> {
  const { values } = parseArgs({ args: argv, options: FLAGS, strict: true });
  const details = await ask({
    number: values.number,
    name: values.name,
    dateOfBirth: values.dob,
    campus: values.campus ?? (values.number ? campusOfNumber(values.number) : undefined),
    issuedOn: values.issued ?? (values.number ? todayInIndia() : undefined),
  });
  const problems = detailProblems(details);
  if (problems.length > 0) {
    console.error(`No code issued. Check:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    return 1;
  }
  const issued = await issueCertificate({
    number: details.number!.trim(),
    name: details.name!,
    dateOfBirth: readDate(details.dateOfBirth!)!,
    campus: details.campus as CampusId,
    issuedOn: readDate(details.issuedOn!)!,
  });
  const outDir = values.out ?? TC_CODES_DIR;
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, qrFileName(details.number!, issued.code));
  const svg = await QRCode.toString(issued.url, { type: 'svg', errorCorrectionLevel: 'M' });
  writeFileSync(file, svg, { flag: 'wx' });
  const terminal = await QRCode.toString(issued.url, { type: 'terminal', small: true });
  if (site.url === DEMO_DEFAULTS.siteUrl) {
    console.warn(
      `Warning: the QR code holds the demo address ${site.url}. Before printing a real ` +
        'certificate, run the tool with the live address: NEXT_PUBLIC_SITE_URL=https://… npm run tc:issue',
    );
  }
  console.log(
    [
      `Verification code (print it on the certificate): ${issued.code}`,
      '',
      `Add this line to ${TC_LIST_FILE}, then publish the site:`,
      issued.line,
      '',
      `The QR code opens ${issued.url}`,
      terminal,
      `QR code for printing on the certificate: ${file}`,
    ].join('\n'),
  );
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main().then(
    (status) => process.exit(status),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
