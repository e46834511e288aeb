// The site editor as the office runs it on a clone (`npm run edit`), for the editor's end-to-end
// test: scripts/admin/edit.mjs started in a copy of the repository with its local backend on a
// free port and no development server, the editor's page (public/admin/) served by the suite's
// static server, and everything the script prints kept, to read the content check's verdicts.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { freePort, REPOSITORY_ROOT } from './site-copy';

export interface EditorSession {
  /** The editor's address: http://localhost:{port}/admin/ */
  adminUrl: string;
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

export async function startEditor(dir: string): Promise<EditorSession> {
  const backendPort = String(await freePort());
  const pagePort = await freePort();
  let log = '';
  const listeners = new Set<() => void>();
  const edit = spawn(process.execPath, ['scripts/admin/edit.mjs'], {
    cwd: dir,
    env: { ...process.env, EDIT_PREVIEW: 'off', EDIT_BACKEND_PORT: backendPort },
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
  // Decap's local backend is reached at localhost: the editor's page is served there too.
  const server = spawn(
    process.execPath,
    [
      path.join(REPOSITORY_ROOT, 'node_modules', 'serve', 'build', 'main.js'),
      'public',
      '--listen',
      `tcp://localhost:${pagePort}`,
      '--no-clipboard',
    ],
    { cwd: dir, stdio: 'ignore' },
  );
  const adminUrl = `http://localhost:${pagePort}/admin/`;
  for (;;) {
    try {
      if ((await fetch(adminUrl)).ok) break;
    } catch {
      // Not listening yet: ask again on the next turn.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    adminUrl,
    output: () => log,
    printed,
    close: async () => {
      await Promise.all([stopped(edit), stopped(server)]);
    },
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
    /** Picks `option` in the English pane's choice named `label`. */
    async choose(label: string, option: string) {
      await page.getByLabel(label, { exact: true }).first().click();
      await page.getByRole('option', { name: option, exact: true }).click();
    },
    /** Types a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDTHH:mm) into a date field. */
    async date(label: string, value: string) {
      await page.getByLabel(label, { exact: true }).first().fill(value);
    },
    async publish() {
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByText('Publish now', { exact: true }).click();
    },
  };
}
