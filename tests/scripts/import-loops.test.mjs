// No import loops: the project's rule (scripts/dev/eslint/no-import-loops.mjs) fails `npm run lint`
// on two modules that import each other, even by types alone, and passes a module whose imports
// go one way. The rule resolves imports on disk, so the files are written into a temporary folder
// linted under the project's own configuration, never into the repository, where `npm run lint`
// may be reading at the same time.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { ESLint } from 'eslint';
import projectConfig from '../../eslint.config.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'import-loop-'));
const folder = path.join(root, 'lib');
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: projectConfig });
const rel = (name) => path.relative(root, path.join(folder, name));

after(() => rmSync(root, { recursive: true, force: true }));

/** The import/no-cycle messages of `file` once `files` are written. */
async function loops(files, file) {
  mkdirSync(folder, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  const [result] = await eslint.lintFiles([path.join(folder, file)]);
  return result.messages
    .filter((m) => m.ruleId === 'project/no-import-loops')
    .map((m) => m.message);
}

test('two modules that import each other fail, even by types alone', async () => {
  const found = await loops(
    {
      'row.ts': "import type { Photo } from './gallery';\n\nexport const row = (p: Photo) => p;\n",
      'gallery.ts':
        "import { row } from './row';\n\nexport type Photo = { src: string };\nexport const gallery = row;\n",
    },
    'row.ts',
  );
  assert.deepEqual(found, [
    `Import loop: ${rel('row.ts')} → ${rel('gallery.ts')} → ${rel('row.ts')}. Move what both need to a module that neither imports back.`,
  ]);
});

test('imports that go one way pass', async () => {
  const found = await loops(
    {
      'photo.ts': 'export type Photo = { src: string };\n',
      'row.ts': "import type { Photo } from './photo';\n\nexport const row = (p: Photo) => p;\n",
      'gallery.ts': "import { row } from './row';\n\nexport const gallery = row;\n",
    },
    'gallery.ts',
  );
  assert.deepEqual(found, []);
});
