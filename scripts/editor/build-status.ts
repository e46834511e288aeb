// What is live, and what is left before going live, as the editor shows it to the office: every
// build writes /admin/status.json beside the editor with the time of the build, the save (commit)
// it was built from, and the list of what the live build refuses or lists (going-live-list.ts); on the
// office computer `npm run edit` writes it again after each publish. The editor's bar
// (office-bar.js) and its "Before going live" page (going-live.js) read it. It holds nothing a
// visitor gave and no path outside content/.
import { execFileSync } from 'node:child_process';
import { countsByKind, ITEM_KINDS, type GoingLiveItem, type ItemKind } from './going-live-list';

export const STATUS_FILE = 'status.json';

export interface BuildStatus {
  /** When the build (or the office computer's check) ran, as an ISO moment (UTC). */
  builtAt: string;
  /** The same moment as the office reads it: '28 Nov 2026, 6:30 pm India time'. */
  builtAtInIndia: string;
  /** The save it was made from; absent where there was no git history. */
  commit?: { id: string; message: string; savedAt: string };
  /** Whether it is the live site's build (`npm run build:production`). */
  production: boolean;
  /** Written by `npm run edit` on the office computer: its preview, not a build. */
  preview?: true;
  /** What stands between the content and a live site, and how many of each kind. */
  beforeGoingLive: {
    counts: Partial<Record<ItemKind, number>>;
    /** Each kind in the office's words, in the order the list counts them. */
    kinds: typeof ITEM_KINDS;
    items: GoingLiveItem[];
  };
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
  preview?: boolean;
  items: readonly GoingLiveItem[];
}): BuildStatus {
  return {
    builtAt: options.now.toISOString(),
    builtAtInIndia: `${new Intl.DateTimeFormat('en-IN', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Kolkata',
    }).format(options.now)} India time`,
    ...(options.commit && { commit: options.commit }),
    production: options.production,
    ...(options.preview && { preview: true as const }),
    beforeGoingLive: {
      counts: countsByKind(options.items),
      kinds: ITEM_KINDS,
      items: [...options.items],
    },
  };
}
