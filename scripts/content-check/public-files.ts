// Files under public/ by their site path ('/MPD/city/noc.pdf'), for the build-time checks: the
// content check and the production check.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { contentRoot } from '@/content/content-root';

const publicDir = path.join(contentRoot(), 'public');
const fileOf = (sitePath: string) =>
  path.join(publicDir, decodeURIComponent(sitePath.split(/[?#]/)[0] ?? ''));

export function publicFileExists(sitePath: string): boolean {
  const file = fileOf(sitePath);
  return existsSync(file) && statSync(file).isFile();
}

export function readPublicFile(sitePath: string): Uint8Array | null {
  return publicFileExists(sitePath) ? readFileSync(fileOf(sitePath)) : null;
}
