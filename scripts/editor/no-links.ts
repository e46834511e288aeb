// The editor's backend follows no link: a symbolic link committed under content/ (a pull request
// could bring one) would make a "notice" of whatever file it points at, the site's code included,
// and a save would write through it. Every path a request names is read component by component
// with lstat from the clone's root, and a folder the editor lists is read entry by entry; on a
// draft's branch, which the backend checks out to read or write it, git's own record of each
// component is read too. Any link refuses the request whole, naming it.
import { execFileSync } from 'node:child_process';
import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { namedPaths, repositoryPath } from './editable-files';

/** The path and each folder above it: content, content/notices, content/notices/x.en.md. */
const prefixesOf = (at: string) =>
  at.split('/').map((_, index, parts) => parts.slice(0, index + 1).join('/'));

/** The first link on the way to `at` in the working tree at `root`, or undefined. */
function linkOnTheWay(root: string, at: string): string | undefined {
  for (const prefix of prefixesOf(at)) {
    try {
      if (lstatSync(path.join(root, prefix)).isSymbolicLink()) return prefix;
    } catch {
      // Nothing further down exists: the write makes real folders and files.
      return undefined;
    }
  }
  return undefined;
}

/** The links directly in the folder `at` of the working tree at `root`. */
function linksIn(root: string, at: string): string[] {
  try {
    return readdirSync(path.join(root, at), { withFileTypes: true })
      .filter((entry) => entry.isSymbolicLink())
      .map((entry) => `${at}/${entry.name}`);
  } catch {
    return [];
  }
}

/** The paths among `paths` (and the folders above them) that `revision` records as links. */
function linksAt(root: string, revision: string, paths: string[]): string[] {
  if (paths.length === 0) return [];
  let listed: string;
  try {
    listed = execFileSync(
      'git',
      [
        '--no-optional-locks',
        'ls-tree',
        '-z',
        '--full-tree',
        revision,
        '--',
        ...new Set(paths.flatMap(prefixesOf)),
      ],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
  } catch {
    // No such branch yet: nothing recorded there.
    return [];
  }
  return listed
    .split('\0')
    .filter((line) => line.startsWith('120000 '))
    .map((line) => line.slice(line.indexOf('\t') + 1));
}

interface DraftNames {
  collection?: unknown;
  slug?: unknown;
  id?: unknown;
  entry?: { slug?: unknown };
  dataFiles?: { slug?: unknown }[];
  options?: { collectionName?: unknown };
}

/** The draft branch a request reads or writes, where it names one. */
export function draftBranchOf(params: DraftNames): string | undefined {
  const collection = params.collection ?? params.options?.collectionName;
  const slug = params.slug ?? params.dataFiles?.[0]?.slug ?? params.entry?.slug;
  if (typeof collection === 'string' && typeof slug === 'string')
    return `cms/${collection}/${slug}`;
  // An unpublished entry asked for by its content key alone (`collection/slug`).
  return typeof params.id === 'string' && params.collection === undefined
    ? `cms/${params.id}`
    : undefined;
}

/** The links a request's paths meet in the clone at `root`, by path; empty when none. */
export function linksNamedBy(root: string, params: unknown): string[] {
  const { files, folders } = namedPaths(params);
  const paths = [...files, ...folders].map(repositoryPath).filter((at) => at !== undefined);
  const draft = draftBranchOf((params ?? {}) as DraftNames);
  return [
    ...new Set([
      ...paths.map((at) => linkOnTheWay(root, at)).filter((link) => link !== undefined),
      ...folders
        .map(repositoryPath)
        .filter((at) => at !== undefined)
        .flatMap((at) => linksIn(root, at)),
      ...(draft ? linksAt(root, draft, paths) : []),
    ]),
  ];
}

/** An express handler refusing a request whose paths meet a link. */
export const linkFree =
  (root: string) => (request: Request, response: Response, next: NextFunction) => {
    const params = (request.body as { params?: unknown } | undefined)?.params;
    const links = linksNamedBy(root, params);
    if (links.length === 0) return next();
    response.status(403).json({
      error: `Refused: ${links.join(', ')} is a link to another place, which the editor neither reads nor writes. Whoever looks after the site's copy must put the file itself there.`,
    });
  };
