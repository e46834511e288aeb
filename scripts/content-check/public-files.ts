// Files under public/ by their site path ('/MPD/city/noc.pdf'), for the build-time checks: the
// content check and the production check.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { contentRoot } from '@/content/content-root';

// The public folder is named when a file is asked for, never when this module is imported.
const fileOf = (sitePath: string) =>
  path.join(contentRoot(), 'public', decodeURIComponent(sitePath.split(/[?#]/)[0] ?? ''));

export function publicFileExists(sitePath: string): boolean {
  const file = fileOf(sitePath);
  return existsSync(file) && statSync(file).isFile();
}

export function readPublicFile(sitePath: string): Uint8Array | null {
  return publicFileExists(sitePath) ? readFileSync(fileOf(sitePath)) : null;
}
