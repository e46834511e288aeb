// Facts about the files under public/ that pages read at build time (never in the browser).
import { statSync } from 'node:fs';
import path from 'node:path';
import { contentRoot } from '@/content/content-root';

/** The size in bytes of a file served from public/, by its URL path ('/MPD/x.pdf'). */
export function publicFileSize(urlPath: string): number {
  return statSync(path.join(contentRoot(), 'public', urlPath)).size;
}
