// Review cannot be skipped: in the editorial workflow the one write that reaches the site's branch
// is publishing a draft, which merges that draft (cms/{collection}/{slug}) and nothing else. A
// request naming another branch, a collection the configuration lacks, a short name that is no
// plain name, or a write straight onto the site's branch (a save outside the workflow, an upload
// from the media library, a deletion) is refused, in words the office reads in the editor.
import type { NextFunction, Request, Response } from 'express';

/** A short name, or one folder of a campus entry's (`city/contact`): lower-case words and hyphens. */
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What the office is told where an upload from the media library (Media, in the header) is refused. */
export const MEDIA_LIBRARY_REFUSAL =
  'Not uploaded: a file reaches the site only with the entry that uses it, after review. Open that entry, choose the file in its field (Choose different file, or Choose an image), then save the entry: the file is saved with its draft and published with it.';

/** What the office is told where a deletion on the site is refused. */
export const DELETE_REFUSAL =
  'Not deleted: the editor changes the live site only by publishing a reviewed draft, so a published entry or file is not deleted from here. A file you chose again for an entry is saved with that entry’s draft. To take an entry off the site, ask whoever reviews the site’s changes.';

/** What the office is told where a save skips the draft. */
export const DRAFT_ONLY_REFUSAL =
  'Not saved: every change is saved as a draft first and reaches the site only when it is published after review. Reload the editor and save again.';

interface NamedParams {
  branch?: unknown;
  collection?: unknown;
  slug?: unknown;
  id?: unknown;
  entry?: { slug?: unknown };
  dataFiles?: { slug?: unknown }[];
  options?: { useWorkflow?: unknown; collectionName?: unknown };
}

/** The slugs a request names: its own, its entry's, its files'. */
const slugsOf = (params: NamedParams): unknown[] => [
  ...(params.slug !== undefined ? [params.slug] : []),
  ...(params.entry?.slug !== undefined ? [params.entry.slug] : []),
  ...(Array.isArray(params.dataFiles) ? params.dataFiles.map((file) => file?.slug) : []),
];

/**
 * Whether `slug` is an entry's short name: one plain name, or a campus entry's folder and file
 * (`city/contact`), as Decap names an entry whose collection gives it a path.
 */
export const isEntrySlug = (slug: unknown): boolean =>
  typeof slug === 'string' &&
  slug.split('/').length <= 2 &&
  slug.split('/').every((part) => NAME.test(part));

/**
 * Why the request is refused, or undefined: `branch` is the site's branch, `collections` the
 * names of the configuration's collections.
 */
export function unreviewedWrite(
  action: unknown,
  params: NamedParams,
  branch: string,
  collections: ReadonlySet<string>,
): string | undefined {
  if (action === 'info') return undefined;
  if (params.branch !== branch) {
    return `Refused: the editor works on the site’s branch "${branch}" only, not "${String(params.branch)}".`;
  }
  const names: unknown[] = [params.collection, params.options?.collectionName].filter(
    (name) => name !== undefined,
  );
  let slugs = slugsOf(params);
  // An unpublished entry asked for by its content key (`collection/slug`); elsewhere an id is a
  // file's.
  if (action === 'unpublishedEntry' && params.collection === undefined && params.id !== undefined) {
    const [collection, ...slug] = String(params.id).split('/');
    names.push(collection);
    slugs = [...slugs, slug.join('/')];
  }
  const unknown = names.filter((name) => typeof name !== 'string' || !collections.has(name));
  if (unknown.length > 0)
    return `Refused: there is no collection named ${unknown.map(String).join(', ')}.`;
  const odd = slugs.filter((slug) => !isEntrySlug(slug));
  if (odd.length > 0) {
    return `Refused: ${odd.map((slug) => `"${String(slug)}"`).join(', ')} is not a short name (lower-case letters, digits and hyphens).`;
  }
  if (action === 'persistEntry' && params.options?.useWorkflow !== true) return DRAFT_ONLY_REFUSAL;
  if (action === 'persistMedia') return MEDIA_LIBRARY_REFUSAL;
  if (action === 'deleteFile' || action === 'deleteFiles') return DELETE_REFUSAL;
  return undefined;
}

/** An express handler refusing what would skip review (unreviewedWrite). */
export const reviewedOnly =
  (branch: string, collections: ReadonlySet<string>) =>
  (request: Request, response: Response, next: NextFunction) => {
    const { action, params = {} } = (request.body ?? {}) as {
      action?: unknown;
      params?: NamedParams;
    };
    const refusal = unreviewedWrite(action, params, branch, collections);
    if (refusal === undefined) return next();
    response.status(403).json({ error: refusal });
  };
