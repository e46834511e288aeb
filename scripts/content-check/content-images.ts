// Every image the content refers to, with the content file and field that refers to it: the
// image pipeline builds exactly these, and the checks name the field when one is wrong.
import type { ImageFocus } from '@/content/schema';
import type { ContentFiles } from './validate';

export interface ContentImage {
  /** The content file, e.g. 'content/blog.ts'. */
  file: string;
  /** The field, e.g. 'posts[3].image'. */
  field: string;
  src: string;
  focus?: ImageFocus;
}

/** Files that describe images rather than use them. */
const NOT_REFERENCES = new Set(['content/images.ts']);

const isImagePath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/images/');

function walk(value: unknown, field: string, found: Omit<ContentImage, 'file'>[]): void {
  if (isImagePath(value)) {
    found.push({ field, src: value });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, `${field}[${index}]`, found));
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (isImagePath(record.src) && typeof record.alt === 'string') {
      found.push({ field, src: record.src, focus: record.focus as ImageFocus | undefined });
      return;
    }
    for (const [key, item] of Object.entries(record)) {
      walk(item, field ? `${field}.${key}` : key, found);
    }
  }
}

/** Every image reference in the content, in file order. */
export function collectContentImages(files: ContentFiles): ContentImage[] {
  return Object.entries(files)
    .filter(([file]) => !NOT_REFERENCES.has(file))
    .flatMap(([file, exports]) => {
      const found: Omit<ContentImage, 'file'>[] = [];
      for (const [name, value] of Object.entries(exports)) {
        if (typeof value !== 'function') walk(value, name, found);
      }
      return found.map((image) => ({ file, ...image }));
    });
}
