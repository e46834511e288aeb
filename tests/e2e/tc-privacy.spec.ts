// What the export gives away about the pupils of the transfer certificate list: nothing. No
// served file, decompressed too, holds a fixture certificate's date of birth in any spelling
// (digits of either script, month names in English, Marathi or Hindi), its name, its code or its
// number. And the attack that reversed the old list finds nothing to compare against: knowing a
// listed certificate's number and name but not its code, every date of a 16-year range, hashed
// the way the old list did and the way the new one does, matches no hash the export ships.
// Node reads the export once, without a browser.
import { createHash, pbkdf2 } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { routes } from '@/lib/routes/routes';
import {
  normalisePupilName,
  normaliseTcNumber,
  parseTcCode,
  TC_HASH_BITS,
  TC_HASH_ITERATIONS,
  TC_HASH_SALT,
  tcHashInput,
  type TcFields,
} from '@/lib/transfer-certificates/tc-verification';
import { readTransferCertificates } from '@/scripts/content-check/transfer-certificates';
import { expect, test } from './fixtures';

interface FixtureCertificate {
  number: string;
  name: string;
  dateOfBirth: string;
  code: string;
  withdrawn?: boolean;
}
const fixture = JSON.parse(
  readFileSync(path.join(process.cwd(), 'tests/fixtures/tc-demo-certificates.json'), 'utf8'),
) as FixtureCertificate[];
const { certificates: listed } = readTransferCertificates();

// Both tests read the whole export: in one worker, one after the other, it is read once.
test.describe.configure({ mode: 'default' });

/**
 * Every file of the export, the compressed ones (.br, .gz, gzip inside) decompressed: a
 * precompressed copy is searched as what it decompresses to, and skipped when that is its
 * original's bytes. Searched as bytes, each value as its UTF-8 bytes.
 */
function exportedFiles(dir = path.join(process.cwd(), 'out')): { file: string; bytes: Buffer }[] {
  const read = readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.relative(dir, path.join(entry.parentPath, entry.name));
      const bytes = readFileSync(path.join(dir, file));
      const brotli = file.endsWith('.br');
      const gzip = bytes[0] === 0x1f && bytes[1] === 0x8b;
      return { file, bytes, compressed: brotli ? 'br' : gzip ? 'gzip' : null };
    });
  const plain = new Map(
    read.filter(({ compressed }) => !compressed).map(({ file, bytes }) => [file, bytes]),
  );
  return read.flatMap(({ file, bytes, compressed }) => {
    if (!compressed) return [{ file, bytes }];
    const content = compressed === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes);
    const original = plain.get(file.replace(/\.(br|gz)$/, ''));
    return original?.equals(content) ? [] : [{ file, bytes: content }];
  });
}

let loaded: ReturnType<typeof exportedFiles> | undefined;
const files = () => (loaded ??= exportedFiles());

/**
 * Finds which of many byte strings occur in a buffer, in one pass over it (an Aho–Corasick
 * automaton over bytes): searching the export once per value would read it hundreds of times.
 */
class ByteStringFinder {
  private readonly next: Int32Array;
  private readonly found: number[][];

  constructor(private readonly needles: Buffer[]) {
    // The trie of the needles; state 0 is the root.
    const children: Map<number, number>[] = [new Map()];
    const ends: number[][] = [[]];
    needles.forEach((needle, index) => {
      if (needle.length === 0) throw new Error('an empty value to search for');
      let state = 0;
      for (const byte of needle) {
        let child = children[state]!.get(byte);
        if (child === undefined) {
          child = children.length;
          children.push(new Map());
          ends.push([]);
          children[state]!.set(byte, child);
        }
        state = child;
      }
      ends[state]!.push(index);
    });
    // Breadth first: each state's fallback (the longest suffix that is also a prefix), and a
    // full transition table, so that matching reads each byte once.
    const next = new Int32Array(children.length * 256);
    const fallback = new Int32Array(children.length);
    this.found = ends.map((list) => [...list]);
    const queue: number[] = [];
    for (let byte = 0; byte < 256; byte++) {
      const child = children[0]!.get(byte);
      next[byte] = child ?? 0;
      if (child !== undefined) queue.push(child);
    }
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head]!;
      this.found[state]!.push(...this.found[fallback[state]!]!);
      for (let byte = 0; byte < 256; byte++) {
        const child = children[state]!.get(byte);
        const viaFallback = next[fallback[state]! * 256 + byte]!;
        if (child === undefined) {
          next[state * 256 + byte] = viaFallback;
        } else {
          fallback[child] = viaFallback;
          next[state * 256 + byte] = child;
          queue.push(child);
        }
      }
    }
    this.next = next;
  }

  /** The needles that occur in `bytes`. */
  findIn(bytes: Uint8Array): Buffer[] {
    const { next, found } = this;
    const hits = new Set<number>();
    let state = 0;
    for (let i = 0; i < bytes.length; i++) {
      state = next[(state << 8) | bytes[i]!]!;
      const ending = found[state]!;
      if (ending.length > 0) for (const index of ending) hits.add(index);
    }
    return [...hits].sort((a, b) => a - b).map((index) => this.needles[index]!);
  }
}

const devanagariDigits = (text: string) =>
  text.replace(/[0-9]/g, (digit) => String.fromCodePoint(0x0966 + Number(digit)));

/** A date as people write it, in English and in the site's other languages' own words. */
function spellings(date: string): string[] {
  const [year, month, day] = date.split('-') as [string, string, string];
  const utc = new Date(`${date}T00:00:00Z`);
  const english = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(utc);
  const longMonth = english({ month: 'long' });
  const shortMonth = english({ month: 'short' });
  const d = String(Number(day));
  const latin = [
    date,
    `${day}-${month}-${year}`,
    `${day}/${month}/${year}`,
    `${day}.${month}.${year}`,
    `${month}/${day}/${year}`,
    `${year}${month}${day}`,
    `${day}${month}${year}`,
    `${d} ${longMonth} ${year}`,
    `${longMonth} ${d}, ${year}`,
    `${d} ${shortMonth} ${year}`,
    `${shortMonth} ${d}, ${year}`,
    ...['mr-IN', 'hi-IN', 'mr-IN-u-nu-latn', 'hi-IN-u-nu-latn', 'en-IN'].map((locale) =>
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(utc),
    ),
  ];
  return [...new Set([...latin, ...latin.map(devanagariDigits)])];
}

test('no served file holds a fixture certificate’s date of birth, name, code or number', () => {
  expect(files().some((f) => f.file.startsWith('tc-verification'))).toBe(true);
  expect(spellings('2012-08-14')).toEqual(
    expect.arrayContaining([
      '2012-08-14',
      '14-08-2012',
      '14/08/2012',
      '14.08.2012',
      '20120814',
      '14082012',
      '14 August 2012',
      'August 14, 2012',
      'Aug 14, 2012',
      '२०१२-०८-१४',
      '१४ August २०१२',
      'August १४, २०१२',
    ]),
  );
  const secrets = [
    ...new Set(
      fixture.flatMap((certificate) => [
        ...spellings(certificate.dateOfBirth),
        certificate.name,
        certificate.name.toUpperCase(),
        certificate.name.toLowerCase(),
        normalisePupilName(certificate.name),
        certificate.code,
        certificate.code.toLowerCase(),
        parseTcCode(certificate.code)!,
        certificate.number,
        normaliseTcNumber(certificate.number),
        encodeURIComponent(certificate.number),
        devanagariDigits(certificate.number),
      ]),
    ),
  ];
  const finder = new ByteStringFinder(secrets.map((secret) => Buffer.from(secret, 'utf8')));
  // The finder finds each value wherever it is: alone, inside other bytes, overlapping another.
  const planted = Buffer.concat(
    secrets.flatMap((secret) => [Buffer.from(`\u0000${secret.slice(0, -1)}`), Buffer.from(secret)]),
  );
  expect(finder.findIn(planted).map((bytes) => bytes.toString('utf8'))).toEqual(secrets);

  const leaks = files().flatMap(({ file, bytes }) =>
    finder.findIn(bytes).map((secret) => `${file}: ${secret.toString('utf8')}`),
  );
  expect(leaks).toEqual([]);
});

const derive = promisify(pbkdf2);
/** The list's hash of a certificate's fields, derived as an attacker would, with Node's own PBKDF2. */
const listHashOf = (fields: TcFields) =>
  derive(tcHashInput(fields), TC_HASH_SALT, TC_HASH_ITERATIONS, TC_HASH_BITS / 8, 'sha256');
const sha256 = (input: string) => createHash('sha256').update(input).digest();

/** Every value in the export spelt like a hash: 256 bits as base64url, base64 or hex. */
function shippedHashes(): Set<string> {
  const hashes = new Set<string>();
  const HASH =
    /(?<![A-Za-z0-9_+/-])(?:[A-Za-z0-9_-]{43}|[A-Za-z0-9+/]{43}=|[0-9a-fA-F]{64})(?![A-Za-z0-9_+/=-])/g;
  // Hashes are ASCII: each byte read as one character is enough to find them.
  for (const { bytes } of files()) {
    for (const [hash] of bytes.toString('latin1').matchAll(HASH)) hashes.add(hash);
  }
  return hashes;
}

test('the old attack finds nothing: every date of 16 years, without the code, matches no shipped hash', async () => {
  const hashes = shippedHashes();
  // The page ships the list's hashes, and this test sees each of them.
  const page = readFileSync(
    path.join(process.cwd(), 'out', `${routes.tcVerification.slice(1)}.html`),
    'utf8',
  );
  expect(listed.length).toBeGreaterThan(0);
  for (const { hash } of listed) {
    expect(page).toContain(hash);
    expect(hashes.has(hash)).toBe(true);
  }

  // What an attacker knows of a listed certificate: its number and the pupil's name.
  const target = fixture.find((certificate) => !certificate.withdrawn)!;
  const known = { number: target.number, name: target.name };
  // And with the code, the real date of birth gives a shipped hash: the comparison below works.
  const withCode = await listHashOf({
    ...known,
    code: target.code,
    dateOfBirth: target.dateOfBirth,
  });
  expect(hashes.has(withCode.toString('base64url'))).toBe(true);

  // 16 years of days around the real date of birth: 5,844 dates.
  const firstDay = Date.UTC(Number(target.dateOfBirth.slice(0, 4)) - 8, 0, 1);
  const dates = Array.from({ length: 5_844 }, (_, i) =>
    new Date(firstDay + i * 86_400_000).toISOString().slice(0, 10),
  );
  expect(dates).toContain(target.dateOfBirth);

  // The new list's hash with everything but the code. Of all the dates, only the real date of
  // birth could give a shipped hash (every other one changes what is hashed), so one PBKDF2, of
  // that date, is the attack on the new list; the old list's plain hashes are tried for every date.
  const withoutCode = await listHashOf({ ...known, code: '', dateOfBirth: target.dateOfBirth });
  const matches = [withoutCode.toString('base64url'), withoutCode.toString('hex')]
    .filter((candidate) => hashes.has(candidate))
    .map((candidate) => `${target.dateOfBirth} without the code: ${candidate}`);
  for (const date of dates) {
    // The old list's input, 'NUMBER|YYYY-MM-DD', plainly hashed.
    const oldInput = `${normaliseTcNumber(known.number)}|${date}`;
    const plain = sha256(oldInput);
    for (const candidate of [
      oldInput,
      plain.toString('hex'),
      plain.toString('base64url'),
      plain.toString('base64'),
    ]) {
      if (hashes.has(candidate)) matches.push(`${date}: ${candidate}`);
    }
  }
  expect(matches).toEqual([]);
});
