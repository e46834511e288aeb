// Transfer certificate verification, shared by the school office's tool (scripts/office/tc-issue.ts,
// Node's crypto) and the page (the visitor's browser, WebCrypto). Each certificate carries a
// random verification code; the site holds only a slow hash of that code with the TC number, the
// pupil's name and date of birth, so a match proves all four, and without the code nothing on
// the site can be turned back into a number, a name or a date by guessing.
import type { CampusId } from '@/content/schema';

/** Crockford's base-32 alphabet: digits and capitals without I, L, O and U. */
export const TC_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 16 characters of 5 bits: the 80 random bits of a code. */
export const TC_CODE_LENGTH = 16;
/** Bytes of randomness behind a code (80 bits). */
export const TC_CODE_BYTES = 10;

/** What every hash is computed under: a fixed context, not a secret (the code is the secret). */
export const TC_HASH_SALT = 'aurora-global-school/tc-verification/v2';
/**
 * PBKDF2 iterations per check. The code's 80 random bits are what keep the list closed (no
 * number of iterations matters against 2^80 guesses); the iterations only add work per guess,
 * so the count stays low enough that a slow phone answers at once.
 */
export const TC_HASH_ITERATIONS = 10_000;
/** Bits of each stored hash: all of SHA-256's. */
export const TC_HASH_BITS = 256;
/** A stored hash: 256 bits as unpadded base64url. */
export const TC_HASH_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Format and control characters: zero-width space and joiners, soft hyphen, bidi marks, BOM. */
const INVISIBLE = /[\p{Cf}\p{Cc}]/gu;
/** Decimal digits of any script (१२३, ১২৩, …). */
const ANY_DIGIT = /\p{Nd}/u;
const NON_ASCII_DIGITS = /(?![0-9])\p{Nd}/gu;
/** Spaces and dashes of every kind, the minus sign included. */
const SPACES_AND_DASHES = /[\s\p{Zs}\p{Pd}\u2212]/gu;
/**
 * What separates the parts of a TC number: '/' and the characters people type or paste for it
 * (NFKC has already turned the full-width one into '/'), spaces and dashes of every kind. A run
 * of them is one separator.
 */
const TC_NUMBER_SEPARATORS = /[/\u2044\u2215\\\u29F8\u2571\s\p{Zs}\p{Pd}\u2212]+/u;

/**
 * A Unicode decimal digit's value: digits are encoded in runs of ten from zero, so its distance
 * from the start of its run, modulo ten.
 */
function asciiDigit(digit: string): string {
  let codePoint = digit.codePointAt(0)!;
  let steps = 0;
  while (ANY_DIGIT.test(String.fromCodePoint(codePoint - 1))) {
    codePoint -= 1;
    steps += 1;
  }
  return String(steps % 10);
}

/** NFKC, invisible characters removed, every script's digits as ASCII digits. */
function cleaned(raw: string): string {
  return raw.normalize('NFKC').replace(INVISIBLE, '').replace(NON_ASCII_DIGITS, asciiDigit);
}

/**
 * A TC number's parts, in capitals: a slash, a dash or a space separates two parts, and nothing
 * inside a part is dropped, so 'AGS/CITY/2026/01-75' has five parts and is not
 * 'AGS/CITY/2026/0175'. Only what is never printed is left out: invisible and control characters
 * (a tab or a line break is a space).
 */
export function tcNumberParts(raw: string): string[] {
  return raw
    .normalize('NFKC')
    .split(TC_NUMBER_SEPARATORS)
    .map((part) => cleaned(part).toUpperCase())
    .filter((part) => part !== '');
}

/**
 * A TC number as it is hashed: its parts joined by '/'. 'ags / city / २०२६ – 0112',
 * 'AGS∕CITY∕2026∕0112', 'AGS-CITY-2026-0112' and 'AGS/CITY/2026/0112' are the same certificate.
 */
export function normaliseTcNumber(raw: string): string {
  return tcNumberParts(raw).join('/');
}

/**
 * A pupil's name as it is hashed: case folded, every run of what is not a letter, mark or digit
 * (spaces, dots, apostrophes, hyphens) one space, so 'RIYA  D’SOUZA' is 'riya d souza'.
 */
export function normalisePupilName(raw: string): string {
  return cleaned(raw)
    .toUpperCase()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{Nd}]+/gu, ' ')
    .trim();
}

/**
 * A verification code as typed, as its 16 characters, or null if it is not one. Reading is
 * forgiving: case, spaces and dashes do not matter, and I or L is read as 1, O as 0.
 */
export function parseTcCode(raw: string): string | null {
  const code = cleaned(raw)
    .replace(SPACES_AND_DASHES, '')
    .toUpperCase()
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  if (code.length !== TC_CODE_LENGTH) return null;
  for (const character of code) if (!TC_CODE_ALPHABET.includes(character)) return null;
  return code;
}

/** A code as printed: four groups of four, 'K7QM-3XDP-9VTR-2HWC'. */
export function formatTcCode(code: string): string {
  return code.match(/.{1,4}/g)!.join('-');
}

/** Random bytes as a code: 5 bits per character, most significant first. */
export function tcCodeFromBytes(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      code += TC_CODE_ALPHABET[(value >> bits) & 31];
    }
    value &= (1 << bits) - 1;
  }
  return code;
}

/** What a person reads off a certificate. */
export interface TcFields {
  number: string;
  code: string;
  name: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
}

/**
 * What is hashed for one certificate, each field normalised (a code that does not parse counts as
 * none, which matches no certificate).
 */
export function tcHashInput({ number, code, name, dateOfBirth }: TcFields): string {
  return [
    'tc-v2',
    parseTcCode(code) ?? '',
    normaliseTcNumber(number),
    normalisePupilName(name),
    dateOfBirth.trim(),
  ].join('|');
}

/** Bytes as unpadded base64url, the list's spelling of a hash. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The certificate's hash, as the list stores it, computed with WebCrypto. */
export async function tcHash(
  fields: TcFields,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
  iterations = TC_HASH_ITERATIONS,
): Promise<string> {
  const encoder = new TextEncoder();
  const key = await subtle.importKey('raw', encoder.encode(tcHashInput(fields)), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(TC_HASH_SALT), iterations },
    key,
    TC_HASH_BITS,
  );
  return toBase64Url(new Uint8Array(bits));
}

/** One certificate as the page knows it: [hash, campus, issued on, withdrawn]. */
export type TcListEntry = readonly [
  hash: string,
  campus: CampusId,
  issuedOn: string,
  withdrawn: boolean,
];

export interface TcMatch {
  campus: CampusId;
  issuedOn: string;
  withdrawn: boolean;
}

/** The certificate these four fields describe, or null. */
export async function findTransferCertificate(
  list: readonly TcListEntry[],
  fields: TcFields,
): Promise<TcMatch | null> {
  const hash = await tcHash(fields);
  const entry = list.find(([listed]) => listed === hash);
  return entry ? { campus: entry[1], issuedOn: entry[2], withdrawn: entry[3] } : null;
}
