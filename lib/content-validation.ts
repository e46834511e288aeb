// Checks the content an editor can change for the mistakes that would otherwise ship a broken
// page: duplicate ids, missing images or PDFs, bad dates, unknown categories, paths with no
// route. Pure: the file system is passed in, so tests can feed it broken content.
import type { BlogCategory } from '@/content/types';

export interface ContentIssue {
  /** The content file, e.g. 'content/blog.ts'. */
  file: string;
  /** The field inside it, e.g. 'posts[3].date'. */
  field: string;
  message: string;
}

export function formatIssue({ file, field, message }: ContentIssue): string {
  return `${file} › ${field}: ${message}`;
}

/** Every content file's exports, keyed by the file's path. */
export type ContentFiles = Record<string, Record<string, unknown>>;

export interface ContentEnvironment {
  /** Whether a path such as '/images/x.webp' or '/MPD/x.pdf' exists under public/. */
  publicFileExists: (sitePath: string) => boolean;
  /** Whether an image is in the generated size manifest (content/generated/images.json). */
  imageInManifest: (sitePath: string) => boolean;
  /** Every page route the app/ folder builds, e.g. '/', '/about', '/campuses/city'. */
  routes: readonly string[];
}

const BLOG_CATEGORIES: readonly BlogCategory[] = ['News', 'Articles', 'Blogs'];
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isValidIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

interface Visit {
  file: string;
  field: string;
  value: unknown;
  key: string;
}

/** Calls `visit` for every value in every content file, with its dotted field path. */
function walk(files: ContentFiles, visit: (node: Visit) => void) {
  const step = (file: string, field: string, key: string, value: unknown) => {
    visit({ file, field, value, key });
    if (Array.isArray(value)) {
      value.forEach((item, index) => step(file, `${field}[${index}]`, key, item));
    } else if (value !== null && typeof value === 'object') {
      for (const [childKey, child] of Object.entries(value)) {
        step(file, `${field}.${childKey}`, childKey, child);
      }
    }
  };
  for (const [file, exports] of Object.entries(files)) {
    for (const [name, value] of Object.entries(exports)) step(file, name, name, value);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Lists of records whose `idKey` must be unique within the list. */
const UNIQUE_KEYS = ['id', 'campusId', 'step', 'path'] as const;

export function validateContent(files: ContentFiles, env: ContentEnvironment): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const report = (file: string, field: string, message: string) =>
    issues.push({ file, field, message });
  const routes = new Set(env.routes);

  walk(files, ({ file, field, value, key }) => {
    // Images: an {src, alt} pair whose file must exist and have pre-sized variants.
    if (isRecord(value) && typeof value.src === 'string' && typeof value.alt === 'string') {
      const src = value.src;
      if (!src.startsWith('/')) {
        report(file, `${field}.src`, `"${src}" must be a path under public/ starting with '/'`);
      } else if (!env.publicFileExists(src)) {
        report(file, `${field}.src`, `image "${src}" does not exist under public/`);
      } else if (!env.imageInManifest(src)) {
        report(file, `${field}.src`, `image "${src}" has no sizes: run \`npm run images\``);
      }
    }

    // Duplicate ids in any list of records.
    if (Array.isArray(value) && value.every(isRecord)) {
      for (const idKey of UNIQUE_KEYS) {
        const seen = new Map<unknown, number>();
        value.forEach((item, index) => {
          if (!(idKey in item)) return;
          const id = item[idKey];
          const first = seen.get(id);
          if (first !== undefined) {
            report(
              file,
              `${field}[${index}].${idKey}`,
              `duplicate ${idKey} ${JSON.stringify(id)} (also used by ${field}[${first}])`,
            );
          } else {
            seen.set(id, index);
          }
        });
      }
    }

    if (typeof value !== 'string') return;
    if (key === 'date' && !isValidIsoDate(value)) {
      report(file, field, `"${value}" is not a real date in the form YYYY-MM-DD`);
    }
    if (key === 'category' && !(BLOG_CATEGORIES as readonly string[]).includes(value)) {
      report(file, field, `unknown category "${value}" (use one of ${BLOG_CATEGORIES.join(', ')})`);
    }
    // Internal links must point at a page the app/ folder actually builds.
    if ((key === 'path' || key === 'href') && value.startsWith('/') && !routes.has(value)) {
      report(file, field, `"${value}" is not a route of the site (no page in app/ builds it)`);
    }
    if (key === 'file' && value.startsWith('/') && !env.publicFileExists(value)) {
      report(file, field, `file "${value}" does not exist under public/`);
    }
  });

  return issues;
}
