// The lint step's guard against comments and documents that point outside the repository.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { authoredFiles, outsideReferences } from '../../scripts/dev/check-self-contained.mjs';

test('a comment naming a specification section, an issue or a file beside the repo is named', () => {
  const text = [
    '// Unknown blog ids show the not-found page (SPEC §8).',
    '// Measured in issue 19.',
    '/* see ../shared/notes */',
    '// see STACK-NOTES.md and DESIGN.md',
  ].join('\n');
  const found = outsideReferences('lib/x.ts', text);
  assert.equal(found.length, 5);
  assert.match(found[0], /^lib\/x\.ts:1: names a specification section/);
  assert.match(found[1], /^lib\/x\.ts:2: names an issue number/);
  assert.match(found[2], /^lib\/x\.ts:3: names a folder beside the repository/);
});

test('a comment that states its rule passes', () => {
  const text = [
    "// Unknown blog ids show 'Blog Post Not Found'.",
    '// zod reports each issue with its path; the inspector reads the specimen.',
  ].join('\n');
  assert.deepEqual(outsideReferences('lib/x.ts', text), []);
});

test('dependencies, build output and generated files are not read', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'repo-'));
  for (const folder of ['lib', 'node_modules/x', 'out', 'content/generated', 'public']) {
    mkdirSync(path.join(dir, folder), { recursive: true });
  }
  writeFileSync(path.join(dir, 'lib/a.ts'), '');
  writeFileSync(path.join(dir, 'lib/photo.png'), '');
  writeFileSync(path.join(dir, 'node_modules/x/index.js'), '');
  writeFileSync(path.join(dir, 'out/index.html'), '');
  writeFileSync(path.join(dir, 'content/generated/images.json'), '');
  writeFileSync(path.join(dir, 'README.md'), '');
  assert.deepEqual(authoredFiles(dir).sort(), ['README.md', 'lib/a.ts']);
});
