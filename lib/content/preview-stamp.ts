// Under `next dev` (the editor's preview), what is read from content/ at build time is read again
// once a file there has changed, so that the preview shows each save; a build reads it once.
import { readdirSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';

/** Whether an error is a file or folder that went away (a save replacing files as it is read). */
const vanished = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The last change of any file under `dir`: its newest modification time and its file count. A file
 * that goes away while it is read (git replacing content/ as a save is published) is not counted:
 * the state after it has another stamp.
 */
function contentStamp(dir: string): string {
  let newest = 0;
  let count = 0;
  const visit = (folder: string) => {
    let entries: Dirent[] = [];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch (error) {
      if (!vanished(error)) throw error;
    }
    for (const entry of entries) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else {
        try {
          newest = Math.max(newest, statSync(file).mtimeMs);
          count += 1;
        } catch (error) {
          if (!vanished(error)) throw error;
        }
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
