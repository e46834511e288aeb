// `npm run tc:issue`: what the school office runs when it issues a transfer certificate. It asks
// for the certificate's details, draws its random verification code and prints the code (for the
// certificate), the line to add to content/transfer-certificates.txt, and a QR code in the
// terminal that opens the check with the number and code filled in. The pupil's name and date of
// birth go into the hash only: they are asked for, never taken as flags (a flag stays in the
// shell's history), and never written or printed. The QR code holds the TC number and the code,
// so its image is written only where the office asks, never inside this clone of the website:
//
//   npm run tc:issue                      asks for each detail, then where to put the QR image
//   npm run tc:issue -- --open            also opens the QR image from a temporary file for
//                                         printing, and deletes it once printed
//   npm run tc:issue -- --out PATH        also saves the QR image as PATH (an .svg file, or a
//                                         folder), outside this clone
//
// Piped in, the answers are read one a line in the order asked.
import { pbkdf2, randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs, promisify } from 'node:util';
import QRCode from 'qrcode';
import { campusIds } from '@/content/ids';
import type { CampusId } from '@/content/schema';
import { isValidIsoDate } from '@/content/shapes/common';
import { DEMO_SITE_URL, siteSettings as site } from '@/content/site';
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
  tcNumberParts,
  type TcFields,
} from '@/lib/transfer-certificates/tc-verification';

/** The clone of the website this tool runs from: no QR image is ever written inside it. */
export const REPOSITORY_ROOT = path.resolve(__dirname, '../..');

/** The folder inside the clone where earlier versions of this tool kept every QR image. */
export const LEGACY_QR_FOLDER = 'tc-codes';

/** What a TC number may hold once read by its parts, joined by '/': capitals, digits and '.'. */
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
  const part = tcNumberParts(number)[1] ?? '';
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

/** The QR image's file name in a folder: the TC number and the code's first group, so none is overwritten. */
export const qrFileName = (number: string, code: string) =>
  `${tcNumberParts(number)
    .join('-')
    .replace(/[^A-Z0-9]+/g, '-')}-${code.slice(0, 4)}.svg`;

/** Where a path is once symbolic links are followed: its nearest existing folder resolved, then the rest. */
function realLocation(target: string): string {
  const rest: string[] = [];
  let existing = path.resolve(target);
  while (!existsSync(existing)) {
    const parent = path.dirname(existing);
    if (parent === existing) break;
    rest.unshift(path.basename(existing));
    existing = parent;
  }
  return path.join(realpathSync(existing), ...rest);
}

/** Whether a path is the folder or anywhere inside it, symbolic links followed. */
export function isInside(target: string, folder: string): boolean {
  const relative = path.relative(realLocation(folder), realLocation(target));
  return (
    relative === '' ||
    (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative))
  );
}

/** A path as typed at the prompt or in --out: '~' is the home folder, the rest from the working folder. */
export function typedPath(typed: string, cwd: string): string {
  const value = typed.trim();
  const home =
    value === '~' || value.startsWith('~/') ? path.join(os.homedir(), value.slice(1)) : value;
  return path.resolve(cwd, home);
}

/** Why the QR image may not be saved at a path, or null: never inside the clone, never over a file. */
export function imagePathProblem(target: string): string | null {
  if (isInside(target, REPOSITORY_ROOT)) {
    return (
      `${target} is inside this copy of the website (${REPOSITORY_ROOT}). The QR code holds ` +
      'the TC number and its verification code, which are never kept with the site’s files. ' +
      `Name a place outside it, e.g. ${path.join(os.homedir(), 'tc-qr.svg')}, or print from a ` +
      'temporary copy that is deleted once printed ("open" at the question, or --open).'
    );
  }
  if (target.toLowerCase().endsWith('.svg') && existsSync(target)) {
    return `${target} already exists and is not overwritten: name another file.`;
  }
  return null;
}

/** The file the QR image goes to: the .svg named, or a file named after the certificate in the folder named. */
export function imageFile(target: string, number: string, code: string): string {
  return target.toLowerCase().endsWith('.svg')
    ? target
    : path.join(target, qrFileName(number, code));
}

/** Opens a file in the computer's own viewer, from which the office prints it. */
export function openWithViewer(file: string): void {
  const [command, ...args] =
    process.platform === 'darwin'
      ? ['open', file]
      : process.platform === 'win32'
        ? ['cmd', '/c', 'start', '', file]
        : ['xdg-open', file];
  const viewer = spawn(command!, args, { detached: true, stdio: 'ignore' });
  viewer.on('error', () => undefined);
  viewer.unref();
}

export interface TcIssueIo {
  /** Where the answers come from: the terminal, or a pipe with one answer a line. */
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  errors: NodeJS.WritableStream;
  /** What a relative path typed for the QR image is read from. */
  cwd: string;
  /** Shows the temporary QR image for printing. */
  openFile: (file: string) => void;
}

/** Questions one at a time: at a terminal with a prompt, from a pipe one line each. */
function questioner(input: NodeJS.ReadableStream, output: NodeJS.WritableStream) {
  const terminal = (input as { isTTY?: boolean }).isTTY === true;
  const lines = createInterface({ input, output: terminal ? output : undefined, terminal });
  // Made at once, so a pipe's lines are not read before anyone waits for them.
  const next = lines[Symbol.asyncIterator]();
  return {
    /** The answer, or undefined once the input has ended (Ctrl+D, Ctrl+C, the end of a pipe). */
    async ask(question: string): Promise<string | undefined> {
      if (terminal) {
        lines.setPrompt(question);
        lines.prompt();
      } else {
        output.write(`${question}\n`);
      }
      const line = await next.next();
      return line.done ? undefined : String(line.value);
    },
    close: () => lines.close(),
  };
}

type Ask = (question: string) => Promise<string | undefined>;

/** Asks for each detail; undefined if the input ended before all were answered. */
async function askDetails(ask: Ask) {
  const number = await ask('TC number: ');
  if (number === undefined) return undefined;
  const name = await ask('Pupil’s name, as printed on the certificate: ');
  if (name === undefined) return undefined;
  const dateOfBirth = await ask('Date of birth (YYYY-MM-DD or DD-MM-YYYY): ');
  if (dateOfBirth === undefined) return undefined;
  const guess = campusOfNumber(number);
  const campus = await ask(`Campus (${campusIds.join(', ')})${guess ? ` [${guess}]` : ''}: `);
  if (campus === undefined) return undefined;
  const today = todayInIndia();
  const issuedOn = await ask(`Issue date [${today}]: `);
  if (issuedOn === undefined) return undefined;
  return {
    number,
    name,
    dateOfBirth,
    campus: campus.trim() || guess || '',
    issuedOn: issuedOn.trim() || today,
  };
}

const FLAGS = {
  out: { type: 'string' },
  open: { type: 'boolean' },
} as const;

/** The details the tool once took as flags: now only asked for, so they stay out of the shell's history. */
const DETAIL_FLAG = /^--(number|name|dob|campus|issued)(=|$)/;

const USAGE = [
  'Usage: npm run tc:issue [-- --open | -- --out PATH]',
  '  It asks for the TC number, the pupil’s name, the date of birth, the campus and the issue date.',
  '  --open      open the QR image from a temporary file for printing; deleted once printed',
  '  --out PATH  save the QR image as PATH (an .svg file, or a folder), outside this folder',
].join('\n');

export async function main(
  argv = process.argv.slice(2),
  io: Partial<TcIssueIo> = {},
): Promise<number> {
  const input = io.input ?? process.stdin;
  const output = io.output ?? process.stdout;
  const errors = io.errors ?? process.stderr;
  const cwd = io.cwd ?? process.cwd();
  const openFile = io.openFile ?? openWithViewer;
  const say = (text: string) => output.write(`${text}\n`);
  const warn = (text: string) => errors.write(`${text}\n`);

  if (argv.some((arg) => DETAIL_FLAG.test(arg))) {
    warn(
      'No code issued: the details are not given as flags, which would keep the pupil’s name and ' +
        'date of birth in the shell’s history. Run `npm run tc:issue` and answer its questions.',
    );
    return 1;
  }
  let values: { out?: string; open?: boolean };
  try {
    ({ values } = parseArgs({ args: argv, options: FLAGS, strict: true }));
  } catch (error) {
    warn(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 1;
  }
  if (values.out !== undefined && values.open) {
    warn(`Choose --open or --out, not both.\n${USAGE}`);
    return 1;
  }
  const asked = values.out === undefined ? undefined : typedPath(values.out, cwd);
  const refused = asked === undefined ? null : imagePathProblem(asked);
  if (refused) {
    warn(`No code issued: ${refused}`);
    return 1;
  }
  if (existsSync(path.join(REPOSITORY_ROOT, LEGACY_QR_FOLDER))) {
    warn(
      `Note: ${path.join(REPOSITORY_ROOT, LEGACY_QR_FOLDER)} holds QR images an earlier version ` +
        'of this tool kept, each with a TC number and its verification code. Print any the ' +
        'office still needs, then delete the folder.',
    );
  }

  const questions = questioner(input, output);
  try {
    const details = await askDetails(questions.ask);
    if (!details) {
      warn('No code issued: the questions were not all answered.');
      return 1;
    }
    const problems = detailProblems(details);
    if (problems.length > 0) {
      warn(`No code issued. Check:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
      return 1;
    }
    const number = details.number.trim();
    const issued = await issueCertificate({
      number,
      name: details.name,
      dateOfBirth: readDate(details.dateOfBirth)!,
      campus: details.campus as CampusId,
      issuedOn: readDate(details.issuedOn)!,
    });
    const terminal = await QRCode.toString(issued.url, { type: 'terminal', small: true });
    if (site.url === DEMO_SITE_URL) {
      warn(
        `Warning: the QR code holds the demo address ${site.url}. Before printing a real ` +
          'certificate, run the tool with the live address: NEXT_PUBLIC_SITE_URL=https://… npm run tc:issue',
      );
    }
    say(
      [
        `Verification code (print it on the certificate): ${issued.code}`,
        '',
        `Add this line to ${TC_LIST_FILE}, then publish the site:`,
        issued.line,
        '',
        `The QR code opens ${issued.url}`,
        terminal,
      ].join('\n'),
    );
    const svg = await QRCode.toString(issued.url, { type: 'svg', errorCorrectionLevel: 'M' });

    const save = (target: string) => {
      const file = imageFile(target, number, issued.code);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, svg, { flag: 'wx', mode: 0o600 });
      say(
        `QR code for printing on the certificate: ${file} (it holds the TC number and the ` +
          'code: delete it once printed)',
      );
    };
    const openTemporary = async () => {
      const folder = mkdtempSync(path.join(os.tmpdir(), 'tc-qr-'));
      const remove = () => rmSync(folder, { recursive: true, force: true });
      const onSignal = () => {
        remove();
        process.exit(130);
      };
      const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
      for (const signal of signals) process.once(signal, onSignal);
      try {
        if (isInside(folder, REPOSITORY_ROOT)) {
          warn(`Not opened: the temporary folder ${folder} is inside this copy of the website.`);
          return;
        }
        const file = path.join(folder, qrFileName(number, issued.code));
        writeFileSync(file, svg, { flag: 'wx', mode: 0o600 });
        openFile(file);
        say(`The QR code is open for printing (${file}).`);
        await questions.ask('Press Enter once it is printed: its temporary file is then deleted. ');
        remove();
        say('The temporary QR image is deleted.');
      } finally {
        remove();
        for (const signal of signals) process.off(signal, onSignal);
      }
    };

    if (asked !== undefined) {
      save(asked);
    } else if (values.open) {
      await openTemporary();
    } else {
      for (;;) {
        const answer = (
          await questions.ask(
            'The QR code as an image for printing: type "open" for a temporary copy (deleted ' +
              'once printed), a file (.svg) or folder outside this one to save it, or press ' +
              'Enter for none: ',
          )
        )?.trim();
        if (!answer) break;
        if (/^o(pen)?$/i.test(answer)) {
          await openTemporary();
          break;
        }
        const target = typedPath(answer, cwd);
        const problem = imagePathProblem(target);
        if (problem) {
          warn(`Not saved: ${problem}`);
          continue;
        }
        try {
          save(target);
          break;
        } catch (error) {
          warn(`Not saved: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    return 0;
  } finally {
    questions.close();
  }
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
