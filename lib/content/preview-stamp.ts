// Under `next dev` (the editor's preview), what is read from content/ at build time is read again
// once a file there has changed, so that the preview shows each save; a build reads it once.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The last change of any file under `dir`: its newest modification time and its file count. */
function contentStamp(dir: string): string {
  let newest = 0;
  let count = 0;
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else {
        newest = Math.max(newest, statSync(file).mtimeMs);
        count += 1;
      }
    }
  };
  visit(dir);
  return `${newest}:${count}`;
}

/**
 * What tells one state of content/ from the next: under `next dev`, the last change of any of its
 * files; in a build, always the same (what was read stays).
 */
export const previewStamp = (): string =>
  process.env.NODE_ENV === 'development' ? contentStamp(path.join(process.cwd(), 'content')) : '';

/** `read()`'s value, read again only when previewStamp() has changed since it was last read. */
export function readForPreview<T>(read: () => T): () => T {
  let kept: { value: T; stamp: string } | undefined;
  return () => {
    const stamp = previewStamp();
    if (!kept || kept.stamp !== stamp) kept = { value: read(), stamp };
    return kept.value;
  };
}
