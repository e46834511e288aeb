// Transfer certificate verification in the browser: a TC number and a date of birth are hashed
// with PBKDF2-SHA-256 (WebCrypto) under the register's salt and iteration count, and the hash is
// looked up in the register the page was built with. Nothing is sent anywhere. The build writes
// the register with the same parameters (scripts/tc-register.ts).
import type { CampusId } from '@/content/schema';

/** The hashes of every issued certificate, by the campus that issued it. */
export interface TcRegister {
  algorithm: 'PBKDF2-SHA-256';
  iterations: number;
  salt: string;
  /** Length of each stored hash, in bits (the derived key's first bits). */
  bits: number;
  /** Each campus's hashes, base64url, sorted (their order says nothing about issue dates). */
  campuses: Record<CampusId, string[]>;
}

/** Iterations per hash: each check costs a visitor, and each guess an attacker, this many. */
export const TC_HASH_ITERATIONS = 600_000;
/** 64 bits: a wrong number and date match some certificate once in about 10^16 checks. */
export const TC_HASH_BITS = 64;

/** Dashes of every kind a TC number may be typed or pasted with. */
const DASHES = /[\u002D\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;

/**
 * A TC number as it is hashed: upper case, without spaces or dashes, so that 'ags/city/2025-0147'
 * and 'AGS/CITY/2025 0147' are the same certificate.
 */
export function normaliseTcNumber(raw: string): string {
  return raw.normalize('NFKC').toUpperCase().replace(/\s+/g, '').replace(DASHES, '');
}

/** What is hashed for one certificate: the normalised number and the date of birth. */
export const tcHashInput = (number: string, dateOfBirth: string): string =>
  `${normaliseTcNumber(number)}|${dateOfBirth}`;

/** Bytes as unpadded base64url, the register's spelling of a hash. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The certificate's hash, as the register stores it, computed with WebCrypto. */
export async function tcHash(
  number: string,
  dateOfBirth: string,
  params: Pick<TcRegister, 'salt' | 'iterations' | 'bits'>,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<string> {
  const encoder = new TextEncoder();
  const key = await subtle.importKey(
    'raw',
    encoder.encode(tcHashInput(number, dateOfBirth)),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await subtle.deriveBits(
    {
      name: 'PBKDF2',
      hash: 'SHA-256',
      salt: encoder.encode(params.salt),
      iterations: params.iterations,
    },
    key,
    params.bits,
  );
  return toBase64Url(new Uint8Array(bits));
}

/** The campus that issued the certificate with this number and date of birth, or null. */
export async function findTransferCertificate(
  register: TcRegister,
  number: string,
  dateOfBirth: string,
): Promise<CampusId | null> {
  const hash = await tcHash(number, dateOfBirth, register);
  const campuses = Object.keys(register.campuses) as CampusId[];
  return campuses.find((campus) => register.campuses[campus].includes(hash)) ?? null;
}
