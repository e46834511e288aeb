// `npm run tc:issue` as the school office runs it, with flags: it prints the code, the line to add
// and the QR code, writes the QR code's SVG where it is told, and writes or prints neither the
// pupil's name nor the date of birth; the list of certificates is left as it was.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { pbkdf2Sync } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LIST = path.join(root, 'content/transfer-certificates.txt');

function issue(args) {
  return spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/tc-issue.ts', ...args],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NEXT_PUBLIC_SITE_URL: '' } },
  );
}

const details = [
  '--number',
  'AGS/OSM/2026/0031',
  '--name',
  'Nandini Wagholikar',
  '--dob',
  '14-08-2012',
  '--campus',
  'osmanpura',
  '--issued',
  '2026-06-02',
];
/** The name and date of birth, in every spelling the tool could write them. */
const secrets = [
  'Nandini',
  'Wagholikar',
  'nandini wagholikar',
  'NANDINI',
  '2012-08-14',
  '14-08-2012',
  '14/08/2012',
  '20120814',
  '14082012',
];

test('prints the code, the line and the QR code, and writes only the QR code’s SVG', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'tc-codes-'));
  const listBefore = readFileSync(LIST, 'utf8');
  const run = issue([...details, '--out', out]);
  assert.equal(run.status, 0, run.stderr);

  const code =
    /^Verification code \(print it on the certificate\): ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})$/m.exec(
      run.stdout,
    )?.[1];
  assert.ok(code, run.stdout);
  assert.doesNotMatch(code, /[ILOU]/);
  const line = /^([A-Za-z0-9_-]{43}), osmanpura, 2026-06-02$/m.exec(run.stdout);
  assert.ok(line, run.stdout);
  // The hash, computed here from its definition: code, number, name and date of birth.
  const expected = pbkdf2Sync(
    `tc-v2|${code.replace(/-/g, '')}|AGS/OSM/2026/0031|nandini wagholikar|2012-08-14`,
    'aurora-global-school/tc-verification/v2',
    10_000,
    32,
    'sha256',
  ).toString('base64url');
  assert.equal(line[1], expected);
  assert.ok(
    run.stdout.includes(
      `The QR code opens https://www.aurora-school.example/tc-verification#number=AGS%2FOSM%2F2026%2F0031&code=${code}`,
    ),
    run.stdout,
  );
  // The terminal's QR code: rows of block characters.
  assert.match(run.stdout, /[▀▄█]{7}/);

  const files = readdirSync(out);
  assert.deepEqual(files, [`AGS-OSM-2026-0031-${code.slice(0, 4)}.svg`]);
  const svg = readFileSync(path.join(out, files[0]), 'utf8');
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);

  for (const secret of secrets) {
    assert.ok(!run.stdout.includes(secret), `stdout holds ${secret}`);
    assert.ok(!run.stderr.includes(secret), `stderr holds ${secret}`);
    assert.ok(!svg.includes(secret), `the SVG holds ${secret}`);
  }
  assert.equal(readFileSync(LIST, 'utf8'), listBefore);
});

test('draws a new code each time', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'tc-codes-'));
  const codes = [issue([...details, '--out', out]), issue([...details, '--out', out])].map(
    (run) => /code \(print it on the certificate\): (\S+)/.exec(run.stdout)?.[1],
  );
  assert.ok(codes[0] && codes[1]);
  assert.notEqual(codes[0], codes[1]);
  assert.equal(readdirSync(out).length, 2);
});

test('refuses wrong details, naming each, without repeating the name or date of birth', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'tc-codes-'));
  const run = issue([
    '--number',
    'AGS/OSM/2026/0031',
    '--name',
    'Nandini Wagholikar',
    '--dob',
    '2012-08-32',
    '--campus',
    'town',
    '--issued',
    '2026-06-02',
    '--out',
    out,
  ]);
  assert.equal(run.status, 1);
  assert.equal(
    run.stderr.trim(),
    [
      'No code issued. Check:',
      '  - date of birth: a real date, YYYY-MM-DD or DD-MM-YYYY',
      '  - campus: one of city, airport, osmanpura',
    ].join('\n'),
  );
  assert.equal(run.stdout, '');
  assert.deepEqual(readdirSync(out), []);
});
