// Writes the transfer certificate register the verification page is built with
// (content/generated/tc-register.json): for each campus, the sorted PBKDF2-SHA-256 hashes of its
// certificates' normalised number and date of birth, under the site's salt. No number, date or
// name goes into it. Hashing is slow on purpose (lib/tc-verification.ts), so each certificate's
// hash is kept in a cache outside the project's served and committed files
// (node_modules/.cache/) and an unchanged line is not hashed again. Uses Node's own PBKDF2, not
// the browser code, so the tests compare two implementations.
import { pbkdf2 } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { campusIds } from '@/content/ids';
import type { CampusId } from '@/content/schema';
import {
  TC_HASH_BITS,
  TC_HASH_ITERATIONS,
  tcHashInput,
  type TcRegister,
} from '@/lib/tc-verification';
import type { TransferCertificate } from './content-check/transfer-certificates';

const derive = promisify(pbkdf2);

export const TC_REGISTER_FILE = 'content/generated/tc-register.json';
export const TC_CACHE_FILE = 'node_modules/.cache/tc-register/hashes.json';

type HashParams = Pick<TcRegister, 'salt' | 'iterations' | 'bits'>;

/** One certificate's hash with Node's PBKDF2 (libuv's thread pool: several run at once). */
export async function nodeTcHash(number: string, dateOfBirth: string, params: HashParams) {
  const key = await derive(
    tcHashInput(number, dateOfBirth),
    params.salt,
    params.iterations,
    params.bits / 8,
    'sha256',
  );
  return key.toString('base64url');
}

interface HashCache {
  salt: string;
  iterations: number;
  bits: number;
  /** Hash by hash input ("NUMBER|YYYY-MM-DD"). */
  hashes: Record<string, string>;
}

function readCache(file: string, params: HashParams): Record<string, string> {
  if (!existsSync(file)) return {};
  try {
    const cache = JSON.parse(readFileSync(file, 'utf8')) as HashCache;
    const same =
      cache.salt === params.salt &&
      cache.iterations === params.iterations &&
      cache.bits === params.bits;
    return same ? cache.hashes : {};
  } catch {
    return {};
  }
}

export interface RegisterReport {
  register: TcRegister;
  hashed: number;
  reused: number;
  ms: number;
}

/** The register of `certificates`, hashing only those the cache does not hold. */
export async function buildTcRegister(
  certificates: readonly TransferCertificate[],
  salt: string,
  { cacheFile, iterations = TC_HASH_ITERATIONS }: { cacheFile: string; iterations?: number },
): Promise<RegisterReport> {
  const started = performance.now();
  const params: HashParams = { salt, iterations, bits: TC_HASH_BITS };
  const cached = readCache(cacheFile, params);
  const hashes: Record<string, string> = {};
  let hashed = 0;
  await Promise.all(
    certificates.map(async ({ number, dateOfBirth }) => {
      const input = tcHashInput(number, dateOfBirth);
      const known = cached[input];
      if (known) {
        hashes[input] = known;
        return;
      }
      hashes[input] = await nodeTcHash(number, dateOfBirth, params);
      hashed += 1;
    }),
  );
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  // Only the current list's lines: a deleted certificate leaves the cache too.
  writeFileSync(cacheFile, JSON.stringify({ ...params, hashes } satisfies HashCache));

  const campuses = Object.fromEntries(campusIds.map((id) => [id, [] as string[]])) as Record<
    CampusId,
    string[]
  >;
  for (const { number, dateOfBirth, campus } of certificates) {
    campuses[campus].push(hashes[tcHashInput(number, dateOfBirth)]!);
  }
  for (const list of Object.values(campuses)) list.sort();
  return {
    register: { algorithm: 'PBKDF2-SHA-256', ...params, campuses },
    hashed,
    reused: certificates.length - hashed,
    ms: performance.now() - started,
  };
}

/** Writes the register where the page reads it; the same content gives the same file. */
export function writeTcRegister(register: TcRegister, file: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(register, null, 2)}\n`);
}

/** One line for the build log, with the cost of each certificate hashed. */
export function describeRegister({ register, hashed, reused, ms }: RegisterReport): string {
  const count = Object.values(register.campuses).reduce((sum, list) => sum + list.length, 0);
  const perCertificate = hashed > 0 ? `, ${Math.round(ms / hashed)} ms per certificate hashed` : '';
  return (
    `TC register: ${count} certificates (${hashed} hashed, ${reused} unchanged) ` +
    `in ${(ms / 1000).toFixed(1)} s${perCertificate}, ${register.iterations} iterations.`
  );
}
