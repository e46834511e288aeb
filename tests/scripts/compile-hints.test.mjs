// The post-build step that puts V8's compile hint at the top of every client chunk.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  addCompileHints,
  chunksWithoutHint,
  COMPILE_HINT,
  withCompileHint,
} from '../../scripts/postbuild/compile-hints.mjs';

const CHUNK = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,t=>{"use strict";}]);';

function exportWith(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'export-'));
  for (const [name, code] of Object.entries(files)) {
    const file = path.join(dir, '_next', 'static', 'chunks', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, code);
  }
  return dir;
}

test('the hint is the first line, and the code follows unchanged', () => {
  assert.equal(withCompileHint(CHUNK), `//# allFunctionsCalledOnLoad\n${CHUNK}`);
  assert.equal(withCompileHint(withCompileHint(CHUNK)), withCompileHint(CHUNK));
});

test('every chunk of an export gets the hint once; other files are left alone', () => {
  const dir = exportWith({ 'a.js': CHUNK, 'sub/b.js': CHUNK, 'c.css': 'p{}' });
  assert.equal(chunksWithoutHint(dir).length, 2);
  assert.equal(addCompileHints(dir), 2);
  assert.equal(addCompileHints(dir), 0, 'a second run changes nothing');
  const chunks = path.join(dir, '_next', 'static', 'chunks');
  for (const name of ['a.js', 'sub/b.js'])
    assert.equal(readFileSync(path.join(chunks, name), 'utf8'), `${COMPILE_HINT}\n${CHUNK}`);
  assert.equal(readFileSync(path.join(chunks, 'c.css'), 'utf8'), 'p{}');
  assert.deepEqual(chunksWithoutHint(dir), []);
});

test('a chunk without the hint is named', () => {
  const dir = exportWith({ 'a.js': withCompileHint(CHUNK), 'b.js': CHUNK });
  assert.deepEqual(
    chunksWithoutHint(dir).map((file) => path.basename(file)),
    ['b.js'],
  );
});
