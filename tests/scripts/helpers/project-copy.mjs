// The prebuild step run as `npm run build` runs it, in a copy of the project: what the step reads
// (the sources, content and public/), its dependencies linked, not copied. The step writes into
// the copy, never into this tree.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This repository's root. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const PROJECT = ['app', 'components', 'content', 'lib', 'public', 'scripts'];
const PROJECT_FILES = ['package.json', 'tsconfig.json', 'next.config.mjs'];
/** What a whole `npm run build` reads beyond the prebuild step: the policies, the styles' config. */
const BUILD = ['deploy', 'postcss.config.mjs', 'tailwind.config.ts'];

const copies = [];

/**
 * A fresh copy of the project in a temporary folder; with `forBuild`, one a whole `npm run build`
 * runs in, its dependencies hard-linked file by file (Next.js reads its packages from inside the
 * project, not through a link out of it).
 */
export function projectCopy({ forBuild = false } = {}) {
  const copy = mkdtempSync(path.join(tmpdir(), 'aurora-'));
  for (const name of [...PROJECT, ...PROJECT_FILES, ...(forBuild ? BUILD : [])]) {
    cpSync(path.join(root, name), path.join(copy, name), { recursive: true });
  }
  if (forBuild) {
    const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules'), copy]);
    if (linked.status !== 0) throw new Error(`node_modules not linked: ${linked.stderr}`);
  } else {
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  }
  copies.push(copy);
  return copy;
}

/** Deletes every copy made so far (for a test file's `after` hook). */
export function removeProjectCopies() {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Runs the prebuild step in `cwd` (a project copy), as a demo build unless `env` says otherwise. */
export function prebuild(cwd, env = {}) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build/prebuild.ts'], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, SITE_ENV: '', ...env },
  });
}
