// The site editor as the office runs it on a clone (`npm run edit`), for the editor's end-to-end
// test: scripts/editor/edit.ts started in a fresh copy of the repository (nothing built before
// it) on free ports, with its preview (Next's development server) serving the editor's page at
// /admin/, and everything the script prints kept, to read the content check's verdicts.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { freePort } from './site-copy';

export interface EditorSession {
  /** The editor's address: http://localhost:{port}/admin/ */
  adminUrl: string;
  /** The preview's address: http://localhost:{port} */
  previewUrl: string;
  /** The ports `npm run edit` was given: its preview's and its backend's. */
  ports: { preview: number; backend: number };
  /** The process of `npm run edit`. */
  pid: number;
  /** Everything `npm run edit` has printed so far. */
  output(): string;
  /** Resolves when `npm run edit` has printed `text` after `from` characters of its output. */
  printed(text: string | RegExp, from?: number): Promise<string>;
  close(): Promise<void>;
}

const stopped = (child: ChildProcess) =>
  child.exitCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });

/**
 * Makes the copy at `dir` the office's clone as `npm run edit` asks for it: a git repository on
 * `main`, everything committed, with the name the office's saves are committed in.
 */
export function asOfficeClone(dir: string) {
  for (const args of [
    ['init', '--quiet', '--initial-branch=main'],
    ['config', 'user.name', 'School office'],
    ['config', 'user.email', 'office@school.example'],
    ['add', '--all'],
    ['commit', '--quiet', '--message', 'The site as the office received it'],
  ]) {
    execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
  }
}

/** What the clone at `dir` holds at `revision` for `file`, or undefined where it has none. */
export function committedFile(dir: string, revision: string, file: string): string | undefined {
  try {
    return execFileSync('git', ['show', `${revision}:${file}`], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}

/** The clone's branches. */
export const branchesOf = (dir: string) =>
  execFileSync('git', ['branch', '--format=%(refname:short)'], { cwd: dir, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);

/**
 * How long a test gives what follows a save: the draft's commit and checkout, and the content
 * check of the site as publishing it would make it. Conditions, each waited for; on a busy 2-core
 * machine they take longer than the default safety net, which is for a page's own work.
 */
export const AFTER_SAVE = { timeout: 60_000 };

/** Starts `npm run edit` in `dir` with `env` beside the test's own (SITE_NOW, say). */
export async function startEditor(
  dir: string,
  env: Record<string, string> = {},
): Promise<EditorSession> {
  const ports = { preview: await freePort(), backend: await freePort() };
  let log = '';
  const listeners = new Set<() => void>();
  const edit = spawn(process.execPath, ['--import', 'tsx', 'scripts/editor/edit.ts'], {
    cwd: dir,
    env: {
      ...process.env,
      ...env,
      EDIT_PORT: String(ports.preview),
      EDIT_BACKEND_PORT: String(ports.backend),
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const take = (chunk: Buffer) => {
    log += chunk.toString();
    for (const listener of listeners) listener();
  };
  edit.stdout!.on('data', take);
  edit.stderr!.on('data', take);
  const printed = (text: string | RegExp, from = 0) =>
    new Promise<string>((resolve, reject) => {
      const look = () => {
        const rest = log.slice(from);
        const found = typeof text === 'string' ? rest.includes(text) : text.test(rest);
        if (found) {
          listeners.delete(look);
          resolve(rest);
        } else if (edit.exitCode !== null) {
          listeners.delete(look);
          reject(new Error(`npm run edit stopped:\n${log}`));
        }
      };
      listeners.add(look);
      look();
    });
  await printed('Content check passed');
  const previewUrl = `http://localhost:${ports.preview}`;
  return {
    adminUrl: `${previewUrl}/admin/`,
    previewUrl,
    ports,
    pid: edit.pid!,
    output: () => log,
    printed,
    close: () => stopped(edit),
  };
}

/** The editor's form: fields by label in the English (left) or the other language's pane. */
export function form(page: Page) {
  // The editor adds "(optional)" to the label of a field that may be left empty.
  const named = (label: string) =>
    new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(optional\\))?$`);
  const pane = (index: number) => ({
    text: (label: string) => page.getByRole('textbox', { name: named(label) }).nth(index),
    body: () => page.locator('[contenteditable="true"]').nth(index),
  });
  return {
    english: pane(0),
    translation: pane(1),
    /**
     * Picks `option` in the English pane's choice named `label`, by keyboard as a person may:
     * types its name into the choice's search box, waits until the option is the one the list
     * has focused, and presses Enter; then waits for the choice to announce it selected. (A
     * pointer click on the list as it opens can land while the list re-renders, and pick nothing.)
     * `typed` is what is typed where it differs from the option's name (a notice's title, whose
     * option shows its date too).
     */
    async choose(label: string, option: string, typed = option) {
      const search = page.getByRole('combobox', { name: named(label) }).first();
      await search.fill(typed);
      const listed = page.getByRole('option', { name: option, exact: true });
      await expect(search).toHaveAttribute(
        'aria-activedescendant',
        (await listed.getAttribute('id'))!,
      );
      await search.press('Enter');
      // The choice's own live region (the nearest ancestor of its search box that holds one).
      const announced = search.locator('xpath=ancestor::*[.//*[@role="log"]][1]').getByRole('log');
      await expect(announced).toContainText(`option ${option}, selected`);
    },
    /** Types a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDTHH:mm) into a date field. */
    async date(label: string, value: string) {
      await page.getByLabel(label, { exact: true }).first().fill(value);
    },
    /** Saves the entry as a draft (a branch of the clone, not yet on the site). */
    async save() {
      await page.getByRole('button', { name: 'Save', exact: true }).click();
    },
    /** Moves a saved draft to `status`, as the editor's status menu offers it. */
    async setStatus(status: 'Draft' | 'In review' | 'Ready') {
      await page.getByRole('button', { name: /^Status: / }).click();
      await page.getByRole('menuitem', { name: status, exact: true }).click();
      await expect(page.getByRole('button', { name: `Status: ${status}` })).toBeVisible();
    },
    /** Publishes a draft that is Ready: merges it into the site's branch (a dialog confirms). */
    async publishReady() {
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Publish now', exact: true }).click();
    },
    /** Saves, moves the draft to Ready and publishes it, as one person allowed to may. */
    async publish() {
      await this.save();
      // The draft reopens once the save's commit and checkout are done.
      await expect(page.getByRole('button', { name: /^Status: / })).toBeVisible(AFTER_SAVE);
      await this.setStatus('Ready');
      await this.publishReady();
    },
  };
}

/** The process `pid` and every process it started, from the operating system's process table. */
function processTree(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command's name is in parentheses and may hold spaces: the fields follow its end.
      const [, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(parent));
    } catch {
      // The process ended while the table was read.
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  }
  return tree;
}

/** The process of the editor's preview (Next's development server) under `npm run edit`'s `pid`. */
export function previewProcessOf(pid: number): number | undefined {
  return processTree(pid).find((member) => {
    try {
      return readFileSync(`/proc/${member}/cmdline`, 'utf8').includes('preview-process');
    } catch {
      return false;
    }
  });
}

/** An address of /proc/net/tcp{,6} (hexadecimal, each 32-bit word little-endian) as text. */
function addressOf(hex: string): string {
  const words = hex.match(/.{8}/g)!.map((word) => word.match(/../g)!.reverse().join(''));
  if (words.length === 1)
    return words[0]!
      .match(/../g)!
      .map((byte) => parseInt(byte, 16))
      .join('.');
  const groups = words
    .join('')
    .match(/.{4}/g)!
    .map((group) => parseInt(group, 16).toString(16));
  return groups.join(':').replace(/(^|:)0(:0)+(:|$)/, '::');
}

/** Where a link points, or '' when it is gone (a descriptor closed while the table is read). */
function linkTarget(link: string): string {
  try {
    return readlinkSync(link);
  } catch {
    return '';
  }
}

/**
 * Every TCP address and port that `pid` or a process it started listens on, read from the
 * operating system (Linux's /proc): `127.0.0.1:3000`, `::1:3000`.
 */
export function listeningAddresses(pid: number): string[] {
  const sockets = new Set<string>();
  for (const member of processTree(pid)) {
    try {
      for (const fd of readdirSync(`/proc/${member}/fd`)) {
        const inode = /^socket:\[(\d+)\]$/.exec(linkTarget(`/proc/${member}/fd/${fd}`))?.[1];
        if (inode) sockets.add(inode);
      }
    } catch {
      // The process ended while it was read.
    }
  }
  const LISTEN = '0A';
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === LISTEN && sockets.has(fields[9]!))
      .map((fields) => {
        const [address, port] = fields[1]!.split(':');
        return `${addressOf(address!)}:${parseInt(port!, 16)}`;
      }),
  );
}
