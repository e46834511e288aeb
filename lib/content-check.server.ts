// Runs the content check against the real files at build time (imported by app/layout.tsx).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { SITE_SLUG } from '@/content/site';
import { contentFiles } from './content-files';
import { formatIssue, validateContent, type ContentIssue } from './content-validation';
import { hasImage } from './images';
import { allRoutes } from './site-routes';

const root = process.cwd();

export function publicFileExists(sitePath: string): boolean {
  const file = path.join(root, 'public', decodeURIComponent(sitePath.split(/[?#]/)[0] ?? ''));
  return existsSync(file) && statSync(file).isFile();
}

/** The two route folders that carry the slug must match the SITE_SLUG constant. */
export function checkSlugFolders(appDir = path.join(root, 'app')): ContentIssue[] {
  return [`life-at-${SITE_SLUG}`, `${SITE_SLUG}-social`]
    .filter((folder) => !existsSync(path.join(appDir, folder, 'page.tsx')))
    .map((folder) => ({
      file: 'content/site.ts',
      field: 'SITE_SLUG',
      message: `"${SITE_SLUG}" needs the route folder app/${folder}/ (rename the folders with the slug)`,
    }));
}

export function findContentIssues(): ContentIssue[] {
  return [
    ...checkSlugFolders(),
    ...validateContent(contentFiles, {
      publicFileExists,
      imageInManifest: hasImage,
      routes: allRoutes,
    }),
  ];
}

export function assertContentIsValid(): void {
  const issues = findContentIssues();
  if (issues.length > 0) {
    throw new Error(
      `Content check failed (${issues.length} problem${issues.length > 1 ? 's' : ''}):\n` +
        issues.map((issue) => `  - ${formatIssue(issue)}`).join('\n'),
    );
  }
}
