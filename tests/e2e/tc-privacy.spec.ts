// What the export gives away about the pupils of the transfer certificate list: nothing. No
// served file, decompressed too, holds a fixture certificate's date of birth in any spelling
// (digits of either script, month names in English, Marathi or Hindi), its name, its code or its
// number. And the attack that reversed the old list finds nothing to compare against: knowing a
// listed certificate's number and name but not its code, every date of a 16-year range, hashed
// the way the old list did and the way the new one does, matches no hash the export ships.
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

/**
 * Every file of the export, the compressed ones (.br, .gz, gzip inside) decompressed, each content
 * once: a precompressed copy is searched as what it decompresses to, and only once if that is its
 * original's. Searched as bytes, each value as its UTF-8 bytes.
 */
function exportedFiles(dir = path.join(process.cwd(), 'out')): { file: string; bytes: Buffer }[] {
  const seen = new Set<string>();
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      let bytes: Buffer = readFileSync(file);
      if (file.endsWith('.br')) bytes = brotliDecompressSync(bytes);
      else if (bytes[0] === 0x1f && bytes[1] === 0x8b) bytes = gunzipSync(bytes);
      return { file: path.relative(dir, file), bytes };
    })
    .filter(({ bytes }) => {
      const digest = createHash('sha1').update(bytes).digest('hex');
      if (seen.has(digest)) return false;
      seen.add(digest);
      return true;
    });
}

let loaded: ReturnType<typeof exportedFiles> | undefined;
const files = () => (loaded ??= exportedFiles());

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
  const secrets = fixture.flatMap((certificate) => [
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
  ]);
  const leaks = files().flatMap(({ file, bytes }) =>
    secrets
      .filter((secret) => bytes.includes(Buffer.from(secret, 'utf8')))
      .map((secret) => `${file}: ${secret}`),
  );
  expect(leaks).toEqual([]);
});

const derive = promisify(pbkdf2);
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
  // Each date costs one PBKDF2 of TC_HASH_ITERATIONS (kept low enough for this test to try a
  // whole range: lib/transfer-certificates/tc-verification.ts), so the time allowed grows with it.
  test.setTimeout(120_000);
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
  const withCode = await derive(
    tcHashInput({ ...known, code: target.code, dateOfBirth: target.dateOfBirth }),
    TC_HASH_SALT,
    TC_HASH_ITERATIONS,
    TC_HASH_BITS / 8,
    'sha256',
  );
  expect(hashes.has(withCode.toString('base64url'))).toBe(true);

  // 16 years of days around the real date of birth: 5,844 dates.
  const firstDay = Date.UTC(Number(target.dateOfBirth.slice(0, 4)) - 8, 0, 1);
  const dates = Array.from({ length: 5_844 }, (_, i) =>
    new Date(firstDay + i * 86_400_000).toISOString().slice(0, 10),
  );
  expect(dates).toContain(target.dateOfBirth);

  const matches: string[] = [];
  const tryDate = async (date: string) => {
    // The old list's input, 'NUMBER|YYYY-MM-DD', plainly hashed.
    const oldInput = `${normaliseTcNumber(known.number)}|${date}`;
    const plain = sha256(oldInput);
    // The new list's hash with everything but the code.
    const newScheme = await derive(
      tcHashInput({ ...known, code: '', dateOfBirth: date }),
      TC_HASH_SALT,
      TC_HASH_ITERATIONS,
      TC_HASH_BITS / 8,
      'sha256',
    );
    for (const candidate of [
      oldInput,
      plain.toString('hex'),
      plain.toString('base64url'),
      plain.toString('base64'),
      newScheme.toString('base64url'),
      newScheme.toString('hex'),
    ]) {
      if (hashes.has(candidate)) matches.push(`${date}: ${candidate}`);
    }
  };
  // As many at once as Node's crypto thread pool runs.
  const queue = [...dates];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let date = queue.shift(); date; date = queue.shift()) await tryDate(date);
    }),
  );
  expect(matches).toEqual([]);
});
