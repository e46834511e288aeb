// No link anywhere the build or the editor reads: a symbolic link under content/ or public/ would
// make a content file (or a folder of them) whatever its target is, code of the site's included,
// and the editor would then read and write that target. Each one is named, as a link or, in a git
// tree, as an entry of mode 120000 (scripts/editor/tree-check.ts).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ContentIssue } from './validate';
import { contentRoot } from '@/content/content-root';

/** The folders whose every file the build or the editor may read. */
export const READ_FOLDERS = ['content', 'public'] as const;

/** What a link is told: a file itself, in its place. */
export const LINK_MESSAGE =
  'is a link to another place, which neither the build nor the editor follows: put the file itself there';

/** The symbolic links under `folder` of `root`, by their path from `root`; none are followed. */
function linksUnder(root: string, folder: string): string[] {
  const links: string[] = [];
  const visit = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const at = `${relative}/${entry.name}`;
      if (entry.isSymbolicLink()) links.push(at);
      else if (entry.isDirectory()) visit(at);
    }
  };
  if (existsSync(path.join(root, folder))) visit(folder);
  return links;
}

/** Every symbolic link under content/ and public/ of `root`, each named. */
export function checkSymlinks(root = contentRoot()): ContentIssue[] {
  return READ_FOLDERS.flatMap((folder) => linksUnder(root, folder)).map((file) => ({
    file,
    field: '(file)',
    message: LINK_MESSAGE,
  }));
}
