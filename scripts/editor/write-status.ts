// Writes /admin/status.json: what is live and what is left before going live, from the content as
// it is now. The build writes it (write-editor.ts), and `npm run edit` on the office computer when
// it starts; after each publish the content check's thread makes the list from the same files it
// checked (tree-worker-body.ts). It reads content as data and runs nothing
// a draft brings.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { campusNameIn } from '@/lib/campuses/campuses';
import type { ImageManifest } from '@/lib/images';
import { beforeGoingLive } from '../build/content-verdict';
import { collectContentImages } from '../content-check/content-images';
import { siteContentFiles } from '../content-check/content-files';
import { buildStatus, lastCommit, STATUS_FILE, type BuildStatus } from './build-status';
import { backendFromEnv, editorConfig } from './editor-config';
import { goingLiveItems, type GoingLiveItem } from './going-live-list';

/** The image pipeline's manifest as the last build or preview wrote it (none before the first). */
function imageManifest(root: string): Partial<ImageManifest> {
  try {
    return JSON.parse(readFileSync(path.join(root, 'content/generated/images.json'), 'utf8'));
  } catch {
    return {};
  }
}

/**
 * What is left before going live in the content the site's modules read (the checkout's, or the
 * folder SITE_CONTENT_ROOT names), with the image manifest of `root`.
 */
export function goingLiveItemsIn(root: string): GoingLiveItem[] {
  const found = beforeGoingLive({
    images: collectContentImages(siteContentFiles()),
    manifest: imageManifest(root),
  });
  return goingLiveItems(
    found,
    editorConfig(backendFromEnv()),
    (campusId) => campusNameIn('en', campusId) ?? campusId,
  );
}

/** The status of the content in `root` as it is now. */
export function currentStatus(options: {
  root?: string;
  production: boolean;
  preview?: boolean;
}): BuildStatus {
  const root = options.root ?? process.cwd();
  return buildStatus({
    now: new Date(),
    commit: lastCommit(root),
    production: options.production,
    preview: options.preview,
    items: goingLiveItemsIn(root),
  });
}

/** Writes the status of the content into `adminDir` (the editor's folder). */
export function writeStatus(adminDir: string, status: BuildStatus) {
  writeFileSync(path.join(adminDir, STATUS_FILE), `${JSON.stringify(status, null, 2)}\n`);
}

if (process.argv[1] && /write-status\.ts$/.test(process.argv[1])) {
  writeStatus(
    path.join(process.cwd(), 'public', 'admin'),
    currentStatus({ production: false, preview: true }),
  );
}
