// The build and the translations: a text missing from a Marathi file stops the prebuild step,
// naming the file and the field (the one real prebuild run that must fail; what a production
// build says of unreviewed translations is in production-build.test.mjs).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What the prebuild step reads: the project without its dependencies and build output. */
const PROJECT = ['app', 'components', 'content', 'lib', 'public', 'scripts'];
const PROJECT_FILES = ['package.json', 'tsconfig.json', 'next.config.mjs'];

function prebuild(cwd, env = {}) {
  return spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/prebuild.ts'],
    { cwd, encoding: 'utf8', env: { ...process.env, SITE_ENV: '', ...env } },
  );
}

/** A copy of the project to break (its dependencies linked, not copied). */
function projectCopy() {
  const copy = mkdtempSync(path.join(tmpdir(), 'aurora-'));
  for (const name of [...PROJECT, ...PROJECT_FILES]) {
    cpSync(path.join(root, name), path.join(copy, name), { recursive: true });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

const copies = [];
after(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

test('a text missing from a Marathi file stops the build, naming the file and the field', () => {
  const copy = projectCopy();
  copies.push(copy);
  const footer = path.join(copy, 'content/i18n/mr/footer.ts');
  const source = readFileSync(footer, 'utf8');
  const without = source.replace(/^\s*quickLinksHeading: .*\n/m, '');
  assert.notEqual(without, source, 'the Marathi footer gives quickLinksHeading');
  writeFileSync(footer, without);

  const run = prebuild(copy);
  assert.equal(run.status, 1, run.stdout);
  assert.match(run.stderr, /^Content check failed/m);
  assert.ok(
    run.stderr.includes(
      'content/i18n/mr/footer.ts › footer.quickLinksHeading: is missing (English: "Quick Links")',
    ),
    run.stderr,
  );
});
