// The CPU measure (tools/cpu-by-process.mjs): the kind it files each process under, by its
// command line, and the CPU time it reads from a /proc stat line.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cpuOf, kindOf } from '../../tools/cpu-by-process.mjs';

test('files each process of a run under its kind', () => {
  const kinds = {
    '/usr/lib/chromium/chromium-headless-shell --type=renderer --headless=old': 'Chromium renderer',
    '/usr/lib/chromium/chromium-headless-shell --disable-field-trial-config': 'Chromium browser',
    '/usr/bin/node /tmp/ci/node_modules/next/dist/compiled/jest-worker/processChild.js':
      'Next.js build workers',
    'node /tmp/ci/node_modules/.bin/next build': 'next build',
    '/usr/bin/node /tmp/ci/node_modules/playwright/lib/worker/workerProcessEntry.js':
      'Playwright test workers',
    '/usr/bin/node /tmp/ci/node_modules/jest-worker/build/processChild.js': 'Jest',
    '/usr/bin/node --import tsx scripts/editor/edit.ts':
      'npm run edit (its check threads included)',
    '/usr/bin/node --import tsx /tmp/copy/scripts/editor/preview-process.ts':
      'the preview (next dev)',
    'node --import tsx scripts/build/prebuild.ts': 'prebuild (content check, images, PDF pages)',
    '/usr/bin/git archive --format=tar': 'git',
    'node scripts/export-checks/links.mjs': 'node export-checks/links.mjs',
  };
  for (const [command, kind] of Object.entries(kinds)) assert.equal(kindOf(command), kind, command);
});

test('reads user and system time from a stat line, a command name with spaces and parentheses included', () => {
  // pid (comm) state ppid … utime stime … starttime: fields 14, 15 and 22 of proc(5).
  const fields = [
    'S',
    ...Array.from({ length: 10 }, () => '0'),
    '250',
    '50',
    ...Array(6).fill('0'),
    '987',
  ];
  const stat = `4242 (node (a) b) ${fields.join(' ')} 0 0`;
  assert.deepEqual(cpuOf(stat), { seconds: 3, parent: '0', started: '987' });
});
