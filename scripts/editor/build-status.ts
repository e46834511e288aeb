// What is live, as the editor shows it to the office: the build writes /admin/status.json beside
// the editor with the time of the build, the save (commit) it was built from, and what the content
// check warned about; the editor's panel (scripts/editor/status-panel.js) reads it. It holds
// nothing a visitor gave and no path outside content/.
import { execFileSync } from 'node:child_process';
import type { ContentIssue } from '../content-check/validate';

export const STATUS_FILE = 'status.json';

/** What the editor on the office computer (`npm run edit`) shows: its preview, not a build. */
export interface PreviewStatus {
  preview: true;
}

export interface BuildStatus {
  /** When the build ran, as an ISO moment (UTC). */
  builtAt: string;
  /** The save the build was made from; absent where the build had no git history. */
  commit?: { id: string; message: string; savedAt: string };
  /** Whether it is the live site's build (`npm run build:production`). */
  production: boolean;
  /** What the content check warned about, each naming its file and field. */
  warnings: ContentIssue[];
}

/** The newest commit of the repository at `root`, or undefined without git or history. */
export function lastCommit(root: string): BuildStatus['commit'] {
  try {
    const [id, savedAt, ...message] = execFileSync('git', ['log', '-1', '--format=%H%n%cI%n%s'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .trim()
      .split('\n');
    return id && savedAt ? { id, savedAt, message: message.join('\n') } : undefined;
  } catch {
    return undefined;
  }
}

export function buildStatus(options: {
  now: Date;
  commit: BuildStatus['commit'];
  production: boolean;
  warnings: readonly ContentIssue[];
}): BuildStatus {
  return {
    builtAt: options.now.toISOString(),
    ...(options.commit && { commit: options.commit }),
    production: options.production,
    warnings: options.warnings.map(({ file, field, message }) => ({ file, field, message })),
  };
}
