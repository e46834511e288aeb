import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The JavaScript files an installed package ships under `folder` (subfolders included). */
export function packageScripts(pkg: string, folder: string): string[] {
  const dir = path.join(process.cwd(), 'node_modules', pkg, folder);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(dir, file));
}
