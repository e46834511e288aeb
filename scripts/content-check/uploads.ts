// What an upload may be, read from its bytes and not from its name alone: a document is a PDF, a
// photo a JPEG, PNG or WebP, each within its size limit. The editor (scripts/editor/editor-config.ts)
// refuses what Decap lets it refuse (a file over the limit); the content check reads every file
// of the upload folders, whoever put it there, and refuses the rest by name. The build checks
// them before the image pipeline or the PDF page images read any of them (scripts/build/prebuild.ts).
import {
  closeSync,
  existsSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
} from 'node:fs';
import path from 'node:path';
import type { ContentIssue } from './issues';
import { CAMPUSES_FOLDER } from '@/content/collections';
import { contentRoot } from '@/content/content-root';

const MB = 1000 * 1000;

/**
 * The largest upload of each kind, in bytes: the one place both the editor and the content check
 * read. A document: parents open it on a phone, often on mobile data, and the viewer fetches the
 * whole file; a scanned certificate of several pages fits well within it. A photo: a phone
 * camera's full-size JPEG fits; the image pipeline makes the sizes visitors get, and the
 * repository keeps every original for good, so nothing larger is worth keeping.
 */
export const UPLOAD_LIMITS = { document: 20 * MB, photo: 15 * MB } as const;

export type UploadKind = keyof typeof UPLOAD_LIMITS;

/**
 * The folder each kind lives in: every upload folder the editor declares (a collection's PDFs
 * under public/MPD/, its photos and the global media folder under content/photos/) is inside
 * the one of its kind, and the content check reads these two whole.
 */
export const UPLOAD_ROOTS: Record<UploadKind, string> = {
  document: 'public/MPD',
  photo: 'content/photos',
};

/** The folder of a campus's own photos, inside its folder: content/campuses/{id}/photos/. */
export const CAMPUS_PHOTOS = 'photos';

/**
 * Every folder in `campusesDir` (content/campuses/), hidden ones too: each may hold a campus's
 * photos, which are uploads, whoever put them there.
 */
export function campusFoldersIn(campusesDir: string): string[] {
  return existsSync(campusesDir)
    ? readdirSync(campusesDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
}

/** A file in a campus's own photos (content/campuses/{campus}/photos/…). */
const CAMPUS_PHOTO = new RegExp(
  `^${CAMPUSES_FOLDER}/[a-z0-9][a-z0-9-]*/${CAMPUS_PHOTOS}/[^/]+(?:/[^/]+)*$`,
);

/** The kind of upload a file is by the folder it is in (its path from the repository's root). */
export function uploadKindAt(at: string): UploadKind | undefined {
  if (CAMPUS_PHOTO.test(at)) return 'photo';
  return (Object.keys(UPLOAD_ROOTS) as UploadKind[]).find((kind) =>
    at.startsWith(`${UPLOAD_ROOTS[kind]}/`),
  );
}

/** The photos folder's own guide (content/photos/README.md), the one file there not a photo. */
const PHOTOS_GUIDE = 'README.md';

/** Bytes a file of a format holds at a place: `at` bytes from its start. */
interface SignaturePart {
  at: number;
  bytes: readonly number[];
}

export interface Format {
  name: string;
  kind: UploadKind;
  /** The names a file of this format may end in (a photo's in any case, a document's lower). */
  extensions: readonly string[];
  /** The bytes its first bytes hold, as data: the editor's page checks an upload by them too. */
  signature: readonly SignaturePart[];
}

const latin1 = (text: string) => [...Buffer.from(text, 'latin1')];

export const UPLOAD_FORMATS: readonly Format[] = [
  {
    name: 'PDF',
    kind: 'document',
    extensions: ['.pdf'],
    signature: [{ at: 0, bytes: latin1('%PDF-') }],
  },
  {
    name: 'JPEG',
    kind: 'photo',
    extensions: ['.jpg', '.jpeg'],
    signature: [{ at: 0, bytes: [0xff, 0xd8, 0xff] }],
  },
  {
    name: 'PNG',
    kind: 'photo',
    extensions: ['.png'],
    signature: [{ at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }],
  },
  {
    name: 'WebP',
    kind: 'photo',
    extensions: ['.webp'],
    signature: [
      { at: 0, bytes: latin1('RIFF') },
      { at: 8, bytes: latin1('WEBP') },
    ],
  },
];

/** Whether a file's first bytes (`head`) are the signature of `format`. */
const startsAs = (format: Format, head: Uint8Array) =>
  format.signature.every(({ at, bytes }) => bytes.every((byte, i) => head[at + i] === byte));

/** How many bytes of a file tell its format. */
export const HEAD_BYTES = 16;

/** The names a kind of upload may end in: ['.pdf'], or ['.jpg', '.jpeg', '.png', '.webp']. */
export const uploadExtensions = (kind: UploadKind) =>
  UPLOAD_FORMATS.filter((format) => format.kind === kind).flatMap((format) => format.extensions);

const sizeText = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/**
 * Why a file cannot be an upload of `kind`, or undefined when it is one: its name, its first
 * bytes (`head`, at least HEAD_BYTES of them where the file has them) and its size.
 */
export function uploadProblem(
  name: string,
  kind: UploadKind,
  head: Uint8Array,
  size: number,
): string | undefined {
  const extension = path.extname(name);
  const named = kind === 'document' ? extension : extension.toLowerCase();
  const formats = UPLOAD_FORMATS.filter((format) => format.kind === kind);
  const claimed = formats.find((format) => format.extensions.includes(named));
  const actual = formats.find((format) => startsAs(format, head));
  if (kind === 'document') {
    if (!claimed) {
      return extension.toLowerCase() === '.pdf'
        ? `is named ${extension}: name it …pdf in lower case, as hosts type documents by it`
        : `is not a PDF (its name does not end in .pdf): only PDF documents are published`;
    }
    if (!actual) return 'is not a PDF (it does not start with %PDF-)';
  } else {
    const expected = 'a JPEG, PNG or WebP photo';
    if (!claimed) {
      return `is not ${expected} (its name ends in ${extension || 'nothing'}, not ${uploadExtensions('photo').join(', ')})`;
    }
    if (!actual) return `is not ${expected} (its first bytes are not a ${claimed.name} file's)`;
    if (actual !== claimed) {
      return `is a ${actual.name} photo named ${extension}: rename it to …${actual.extensions[0]}`;
    }
  }
  const limit = UPLOAD_LIMITS[kind];
  if (size > limit) {
    return `is larger than the ${sizeText(limit)} a ${kind} may be (${size.toLocaleString('en')} bytes): ${
      kind === 'document' ? 'scan it at a lower resolution' : 'export it smaller'
    }`;
  }
  return undefined;
}

/**
 * Whether an SVG's text could run or fetch anything: a script, an event handler, a javascript:
 * URL, HTML inside it, a stylesheet or entity that could bring either in, a character reference
 * that could spell one, or a link that is not to a part of itself or to an embedded image.
 */
export function svgHoldsScript(text: string): boolean {
  return (
    /<\s*(script|foreignObject|iframe|embed|object|!ENTITY|!DOCTYPE|\?xml-stylesheet)\b/i.test(
      text,
    ) ||
    /\son[a-z]+\s*=/i.test(text) ||
    /javascript\s*:/i.test(text) ||
    /&#/.test(text) ||
    /\shref\s*=\s*["'](?!#|data:image\/(png|jpeg|webp);)/i.test(text)
  );
}

/**
 * A vector original of one of the site's own images (the logo, `content/photos/logo.svg`): an
 * SVG at the top of the photos folder, outside every folder the editor uploads into, and
 * without anything that could run.
 */
function vectorProblem(relative: string, text: string, size: number): string | undefined {
  if (relative.includes('/')) {
    return 'is not a JPEG, PNG or WebP photo (an SVG is taken only at the top of content/photos/, as the logo)';
  }
  if (svgHoldsScript(text)) {
    return 'is an SVG that could run a script or load something (a script, an on… attribute, a javascript: or outside link, embedded HTML, an entity): save it again as plain shapes';
  }
  if (size > UPLOAD_LIMITS.photo) {
    return `is larger than the ${sizeText(UPLOAD_LIMITS.photo)} a logo may be`;
  }
  return undefined;
}

function readHead(file: string): Uint8Array {
  const head = Buffer.alloc(HEAD_BYTES);
  const fd = openSync(file, 'r');
  try {
    return head.subarray(0, readSync(fd, head, 0, HEAD_BYTES, 0));
  } finally {
    closeSync(fd);
  }
}

/** Every entry under `dir`, relative to it with '/' separators, hidden ones included. */
function entriesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() && !entry.isSymbolicLink()
      ? entriesUnder(dir, relative)
      : [relative];
  });
}

/**
 * The upload folders under `root`: UPLOAD_ROOTS, and each campus folder's photos
 * (content/campuses/{id}/photos/), which take photos only, never the logo's SVG.
 */
function uploadFolders(root: string): { kind: UploadKind; folder: string; logo: boolean }[] {
  return [
    ...(Object.entries(UPLOAD_ROOTS) as [UploadKind, string][]).map(([kind, folder]) => ({
      kind,
      folder,
      logo: kind === 'photo',
    })),
    ...campusFoldersIn(path.join(root, CAMPUSES_FOLDER)).map((campus) => ({
      kind: 'photo' as const,
      folder: `${CAMPUSES_FOLDER}/${campus}/${CAMPUS_PHOTOS}`,
      logo: false,
    })),
  ];
}

/**
 * Every file of the upload folders that is not what its folder takes, by its path from `root`:
 * every file, wherever it came from, hidden ones and links included.
 */
export function checkUploads(root = contentRoot()): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const { kind, folder, logo } of uploadFolders(root)) {
    const dir = path.join(root, folder);
    if (!existsSync(dir)) continue;
    for (const relative of entriesUnder(dir)) {
      if (logo && relative === PHOTOS_GUIDE) continue;
      const file = path.join(dir, relative);
      const stat = lstatSync(file);
      const message = !stat.isFile()
        ? 'is a link or a special file, not an uploaded file: replace it with the file itself'
        : logo && path.extname(relative).toLowerCase() === '.svg'
          ? vectorProblem(relative, readFileSync(file, 'utf8'), stat.size)
          : uploadProblem(relative, kind, readHead(file), stat.size);
      if (message) issues.push({ file: `${folder}/${relative}`, field: '(file)', message });
    }
  }
  return issues;
}
