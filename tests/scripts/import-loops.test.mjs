// No import loops: the project's rule (scripts/dev/eslint/no-import-loops.mjs) fails `npm run lint`
// on two modules that import each other, even by types alone, and passes a module whose imports go one way. The
// files are written into a folder of the repository (the rule resolves imports on disk) and
// removed afterwards.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
const folder = path.join(root, 'lib', `import-loop-${process.pid}`);
const eslint = new ESLint({ cwd: root });
const rel = (name) => path.relative(root, path.join(folder, name));

after(() => rmSync(folder, { recursive: true, force: true }));

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
