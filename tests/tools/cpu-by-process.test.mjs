// The CPU measure (tools/cpu-by-process.mjs): the kind it files each process under, by its
// command line, the CPU time it reads from a /proc stat line, and the CPU of processes too short
// to be sampled, by what their parents waited for.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cpuOf, kindOf, unsampledChildren } from '../../tools/cpu-by-process.mjs';

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
  // pid (comm) state ppid … utime stime cutime cstime … starttime: fields 14 to 17 and 22 of
  // proc(5).
  const fields = [
    'S',
    '17',
    ...Array.from({ length: 9 }, () => '0'),
    '250',
    '50',
    '120',
    '30',
    ...Array(4).fill('0'),
    '987',
  ];
  const stat = `4242 (node (a) b) ${fields.join(' ')} 0 0`;
  assert.deepEqual(cpuOf(stat), { seconds: 3, waited: 1.5, parent: '17', started: '987' });
});

test('files what a process waited for from children never sampled under its own kind, once', () => {
  const edit = 'npm run edit (its check threads included)';
  const processes = [
    // The editor waited 10 s for its ended children: 3 s of them were a preview seen while it
    // ran (2 s its own, 1 s its children's, never sampled), the other 7 s children never sampled.
    { pid: '10', parent: '1', kind: edit, used: 50, waited: 10, last: 9 },
    { pid: '11', parent: '10', kind: 'the preview (next dev)', used: 2, waited: 1, last: 5 },
    // A child still running when its parent was last seen: not yet in what the parent waited for.
    { pid: '12', parent: '10', kind: 'git', used: 4, waited: 0, last: 9 },
    // A process that waited for nothing, and one whose sampled children account for it all.
    { pid: '20', parent: '1', kind: 'Jest', used: 30, waited: 0, last: 9 },
    { pid: '30', parent: '1', kind: 'next build', used: 30, waited: 2, last: 9 },
    { pid: '31', parent: '30', kind: 'Next.js build workers', used: 2, waited: 0, last: 4 },
  ];
  assert.deepEqual(
    unsampledChildren(processes),
    new Map([
      [`short-lived processes started by ${edit}`, 7],
      ['short-lived processes started by the preview (next dev)', 1],
    ]),
  );
});

test('counts once what a process reaped after it was last seen, when its parent waits for it', () => {
  const worker = 'Playwright test workers';
  const processes = [
    // The worker waited 16 s for its browser: the browser's 3 s, and its renderer's 12 s, which
    // the browser reaped after it was last seen, and 1 s of a command too short to sample.
    { pid: '10', parent: '1', kind: worker, used: 40, waited: 16, last: 9 },
    { pid: '11', parent: '10', kind: 'Chromium browser', used: 3, waited: 0, last: 6 },
    { pid: '12', parent: '11', kind: 'Chromium renderer', used: 12, waited: 0, last: 6 },
    // Still running at the end of the run: handed nothing on yet.
    { pid: '13', parent: '10', kind: 'Chromium browser', used: 5, waited: 0, last: 10 },
    { pid: '14', parent: '13', kind: 'Chromium renderer', used: 9, waited: 0, last: 10 },
  ];
  assert.deepEqual(
    unsampledChildren(processes),
    new Map([[`short-lived processes started by ${worker}`, 1]]),
  );
});
