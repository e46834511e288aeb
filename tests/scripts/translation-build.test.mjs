// The build and the translations: a text missing from a Marathi file stops the prebuild step,
// naming the file and the field (the one real prebuild run that must fail; what a production
// build says of unreviewed translations is in production-build.test.mjs).
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { prebuild, projectCopy, removeProjectCopies } from './helpers/project-copy.mjs';

after(removeProjectCopies);

test('a text missing from a Marathi file stops the build, naming the file and the field', () => {
  const copy = projectCopy();
  const footer = path.join(copy, 'content/words/footer.mr.yml');
  const source = readFileSync(footer, 'utf8');
  const without = source.replace(/^\s*quickLinksHeading: .*\n/m, '');
  assert.notEqual(without, source, 'the Marathi footer gives quickLinksHeading');
  writeFileSync(footer, without);

  const run = prebuild(copy);
  assert.equal(run.status, 1, run.stdout);
  assert.match(run.stderr, /^Content check failed/m);
  assert.ok(
    run.stderr.includes(
      'content/words/footer.mr.yml › footer.quickLinksHeading: is missing (English: "Quick Links")',
    ),
    run.stderr,
  );
});
