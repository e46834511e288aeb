// What the editor's local backend (`npm run edit`) may read and write: the files the editor's
// configuration declares and nothing else. A collection's entries are the files directly in its
// folder with its extension (or, where the collection gives a path, the file at that path inside a
// folder of its folder: a campus's; or the one file a file collection names, in each language
// where it is translated); an upload is a file
// directly in a media folder a field declares (one whose path names {{dirname}}, the folder of the
// entry, stands for one such folder per entry: a campus's photos and documents), with an
// extension of the kind that field takes (documents: PDF; photos: JPEG, PNG, WebP). Everything
// else of the clone, its code, its git folder, its packages and the transfer certificates' codes
// included, is refused: a request naming one path outside the list is refused whole.
import path from 'node:path';
import { uploadExtensions, uploadKindAt, type UploadKind } from '../content-check/uploads';

/** The file names a field of each widget takes: a document is a PDF, a photo a JPEG, PNG or WebP. */
export const UPLOAD_EXTENSIONS = {
  file: uploadExtensions('document'),
  image: uploadExtensions('photo'),
} as const;

/** Where a media folder names the folder of the entry it is opened from (Decap's template). */
export const ENTRY_FOLDER = '{{dirname}}';

/** The kind of upload a path is (by the folder it is in), or undefined for any other file. */
export function uploadKindOf(raw: string): UploadKind | undefined {
  const at = repositoryPath(raw);
  return at === undefined ? undefined : uploadKindAt(at);
}

export interface EditableFiles {
  /** Collection folders and the extension of their entries. */
  entryFolders: ReadonlyMap<string, string>;
  /** Single files a file collection names. */
  entryFiles: ReadonlySet<string>;
  /** The files of collections whose entries are at a path inside their folder. */
  entryPaths: readonly RegExp[];
  /** Those collections' folders: listed, but no file directly in them is an entry. */
  listedFolders: ReadonlySet<string>;
  /** Media folders and the extensions of the uploads each takes. */
  mediaFolders: ReadonlyMap<string, readonly string[]>;
  /**
   * Media folders named after each entry's folder (a campus's photos, content/campuses/city/photos;
   * its documents, public/MPD/city), and the extensions of the uploads each takes.
   */
  entryMediaFolders: readonly { folder: RegExp; extensions: readonly string[] }[];
}

type ConfigNode = Record<string, unknown>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const isNode = (value: unknown): value is ConfigNode => typeof value === 'object' && value !== null;

/** A path as the backend resolves it from the repository's root, or undefined if it leaves it. */
export function repositoryPath(raw: string): string | undefined {
  if (raw.includes('\0') || raw.includes('\\')) return undefined;
  const relative = raw.replace(/^\/+/, '');
  const normal = path.posix.normalize(relative).replace(/\/+$/, '');
  if (normal === '' || normal === '.' || normal.startsWith('..') || path.posix.isAbsolute(normal)) {
    return undefined;
  }
  // A segment that was `..` anywhere is refused even where it cancels out, as is a hidden one.
  if (relative.split('/').some((segment) => segment === '..' || segment.startsWith('.'))) {
    return undefined;
  }
  return normal;
}

/** The editable files of an editor configuration (scripts/editor/editor-config.ts). */
export function editableFilesOf(config: ConfigNode): EditableFiles {
  const i18n = isNode(config.i18n) ? config.i18n : {};
  const locales = Array.isArray(i18n.locales) ? i18n.locales.map(String) : [];
  const entryPaths: RegExp[] = [];
  const listedFolders = new Set<string>();
  const entryFolders = new Map<string, string>();
  const entryFiles = new Set<string>();
  const mediaFolders = new Map<string, string[]>();
  const entryMediaFolders: EditableFiles['entryMediaFolders'][number][] = [];
  /** A media folder; one whose path names {{dirname}} is in each entry's own folder's place. */
  const addMedia = (folder: unknown, widget: keyof typeof UPLOAD_EXTENSIONS) => {
    const at = typeof folder === 'string' ? repositoryPath(folder) : undefined;
    if (!at) return;
    if (at.includes(ENTRY_FOLDER)) {
      const pattern = at.split(ENTRY_FOLDER).map(escapeRegExp).join('[a-z0-9][a-z0-9-]*');
      entryMediaFolders.push({
        folder: new RegExp(`^${pattern}$`),
        extensions: UPLOAD_EXTENSIONS[widget],
      });
      return;
    }
    mediaFolders.set(at, [
      ...new Set([...(mediaFolders.get(at) ?? []), ...UPLOAD_EXTENSIONS[widget]]),
    ]);
  };
  // Pictures placed in a text's body go to the global media folder.
  addMedia(config.media_folder, 'image');
  const visitFields = (fields: unknown) => {
    if (!Array.isArray(fields)) return;
    for (const field of fields.filter(isNode)) {
      if (
        field.media_folder !== undefined &&
        (field.widget === 'file' || field.widget === 'image')
      ) {
        addMedia(field.media_folder, field.widget);
      }
      visitFields(field.fields);
      if (isNode(field.field)) visitFields([field.field]);
      visitFields(field.types);
    }
  };
  for (const collection of (config.collections as unknown[]).filter(isNode)) {
    const folder =
      typeof collection.folder === 'string' ? repositoryPath(collection.folder) : undefined;
    const extension = String(collection.extension ?? 'md');
    if (folder && typeof collection.path === 'string') {
      // Each entry a file at the collection's path inside its folder (a campus's folder and its
      // file: content/campuses/city/contact.en.yml), in one of the site's languages.
      const [before, after] = collection.path.split('{{slug}}').map(escapeRegExp);
      const languages =
        collection.i18n && locales.length > 0
          ? `\\.(?:${locales.map(escapeRegExp).join('|')})`
          : '';
      entryPaths.push(
        new RegExp(
          `^${escapeRegExp(folder)}/${before}[a-z0-9][a-z0-9-]*${after ?? ''}${languages}\\.${escapeRegExp(extension)}$`,
        ),
      );
      listedFolders.add(folder);
    } else if (folder) entryFolders.set(folder, extension);
    if (Array.isArray(collection.files)) {
      for (const file of collection.files.filter(isNode)) {
        const at = typeof file.file === 'string' ? repositoryPath(file.file) : undefined;
        // A translated file is written once per language: home.yml as home.en.yml, home.mr.yml….
        const translated = Boolean(collection.i18n) && locales.length > 0;
        if (at && !translated) entryFiles.add(at);
        for (const locale of at && translated ? locales : []) {
          entryFiles.add(at!.replace(/(\.[a-z]+)$/, `.${locale}$1`));
        }
        visitFields(file.fields);
      }
    }
    visitFields(collection.fields);
  }
  return { entryFolders, entryFiles, entryPaths, listedFolders, mediaFolders, entryMediaFolders };
}

/** Whether `raw` names a file the editor may read or write. */
export function isEditableFile(files: EditableFiles, raw: string): boolean {
  const at = repositoryPath(raw);
  if (!at) return false;
  if (files.entryFiles.has(at)) return true;
  if (files.entryPaths.some((pattern) => pattern.test(at))) return true;
  const folder = path.posix.dirname(at);
  const name = path.posix.basename(at).toLowerCase();
  const extension = files.entryFolders.get(folder);
  if (extension !== undefined && name.endsWith(`.${extension}`)) return true;
  const uploads =
    files.mediaFolders.get(folder) ??
    files.entryMediaFolders.find((media) => media.folder.test(folder))?.extensions;
  return uploads?.some((allowed) => name.endsWith(allowed)) ?? false;
}

/** Whether `raw` names a folder the editor lists: a collection's folder or a media folder. */
export function isEditableFolder(files: EditableFiles, raw: string): boolean {
  const at = repositoryPath(raw);
  return (
    at !== undefined &&
    (files.entryFolders.has(at) ||
      files.listedFolders.has(at) ||
      files.mediaFolders.has(at) ||
      files.entryMediaFolders.some((media) => media.folder.test(at)))
  );
}

/** The keys of a request's parameters that name a file, and those that name a folder. */
const FILE_KEYS = new Set(['path', 'newPath', 'paths']);
const FOLDER_KEYS = new Set(['folder', 'mediaFolder']);

/** The files and the folders a request's parameters name, at any depth. */
export function namedPaths(params: unknown): { files: string[]; folders: string[] } {
  const files: string[] = [];
  const folders: string[] = [];
  const visit = (value: unknown, key?: string) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, key);
      return;
    }
    if (isNode(value)) {
      for (const [name, inner] of Object.entries(value)) visit(inner, name);
      return;
    }
    if (key === undefined || typeof value !== 'string') return;
    if (FILE_KEYS.has(key)) files.push(value);
    if (FOLDER_KEYS.has(key)) folders.push(value);
  };
  visit(params);
  return { files, folders };
}

/**
 * Why the backend refuses a request's parameters, or undefined when every path they name (at any
 * depth, in either of decap-server's modes) is an editable file or folder.
 */
export function refusedPaths(files: EditableFiles, params: unknown): string | undefined {
  const named = namedPaths(params);
  const refused = [
    ...named.files.filter((file) => !isEditableFile(files, file)),
    ...named.folders.filter((folder) => !isEditableFolder(files, folder)),
  ];
  return refused.length > 0
    ? `the editor reads and writes only the site's content files, not ${refused.join(', ')}`
    : undefined;
}
