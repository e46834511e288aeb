// `npm run tc:issue` as the school office runs it, answering its questions (here one answer a
// line, as a pipe gives them): it prints the code, the line to add and the QR code in the
// terminal; it writes the QR image only where it is told, outside the clone, or to a temporary
// file it deletes once printed; it leaves no file in the clone; and it writes or prints neither
// the pupil's name nor the date of birth, which it never takes as flags. Run in this process
// (main with its input and output given), but for one run of the command itself.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { pbkdf2Sync } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LIST = path.join(root, 'content/transfer-certificates.txt');

// The QR code's address is the demo site's, whatever this shell's environment says.
process.env.NEXT_PUBLIC_SITE_URL = '';
const { main, qrFileName } = await import('../../scripts/office/tc-issue.ts');

const temporary = [];
after(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function temporaryFolder() {
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'tc-issue-test-')));
  temporary.push(dir);
  return dir;
}

/** Runs the tool on the answers, one a line; a temporary image is "opened" by `openFile`. */
async function issue(answers, { argv = [], cwd = root, openFile } = {}) {
  let stdout = '';
  let stderr = '';
  const collect = (append) =>
    new Writable({
      write(chunk, _encoding, done) {
        append(String(chunk));
        done();
      },
    });
  const status = await main(argv, {
    input: Readable.from([answers.map((answer) => `${answer}\n`).join('')]),
    output: collect((text) => (stdout += text)),
    errors: collect((text) => (stderr += text)),
    cwd,
    openFile: openFile ?? (() => assert.fail('nothing is to be opened')),
  });
  return { status, stdout, stderr };
}

/** Every file of the clone git tracks as changed, does not track, or ignores (folders as one). */
const cloneStatus = () =>
  execFileSync(
    'git',
    ['status', '--porcelain', '--untracked-files=all', '--ignored=matching', '--no-renames'],
    { cwd: root, encoding: 'utf8' },
  );

/** Number, name, date of birth, campus (empty: the one the number names), issue date. */
const details = ['AGS/OSM/2026/0031', 'Nandini Wagholikar', '14-08-2012', '', '2026-06-02'];
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
const codeOf = (stdout) =>
  /^Verification code \(print it on the certificate\): ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})$/m.exec(
    stdout,
  )?.[1];

function assertNoSecret(text, where) {
  for (const secret of secrets) assert.ok(!text.includes(secret), `${where} holds ${secret}`);
}

test('asks for each detail, prints the code, the line and the QR code, and neither the name nor the date of birth', async () => {
  const listBefore = readFileSync(LIST, 'utf8');
  const run = await issue([...details, '']);
  assert.equal(run.status, 0, run.stderr);

  const code = codeOf(run.stdout);
  assert.ok(code, run.stdout);
  assert.doesNotMatch(code, /[ILOU]/);
  // The campus was guessed from the number.
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
  assert.doesNotMatch(run.stdout, /QR code for printing/);
  assertNoSecret(run.stdout, 'stdout');
  assertNoSecret(run.stderr, 'stderr');
  assert.equal(readFileSync(LIST, 'utf8'), listBefore);
});

test('leaves no file in the clone, nor in the folder it is run from', async () => {
  const elsewhere = temporaryFolder();
  const before = cloneStatus();
  // As `npm run tc:issue` runs it (from the clone), then from another folder.
  const fromClone = await issue([...details, '']);
  const fromElsewhere = await issue([...details, ''], { cwd: elsewhere });
  assert.equal(fromClone.status, 0, fromClone.stderr);
  assert.equal(fromElsewhere.status, 0, fromElsewhere.stderr);
  assert.equal(cloneStatus(), before);
  assert.deepEqual(readdirSync(elsewhere), []);
  assert.equal(existsSync(path.join(root, 'tc-codes')), false);
});

test('saves the QR image only where it is told, outside the clone', async () => {
  const out = temporaryFolder();
  const intoFolder = await issue(details, { argv: ['--out', out] });
  assert.equal(intoFolder.status, 0, intoFolder.stderr);
  const code = codeOf(intoFolder.stdout);
  assert.deepEqual(readdirSync(out), [`AGS-OSM-2026-0031-${code.slice(0, 4)}.svg`]);
  const svg = readFileSync(path.join(out, readdirSync(out)[0]), 'utf8');
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assertNoSecret(svg, 'the SVG');

  // A file named at the question, relative to the folder the tool is run from.
  const atQuestion = await issue([...details, 'certificate-31.svg'], { cwd: out });
  assert.equal(atQuestion.status, 0, atQuestion.stderr);
  assert.ok(existsSync(path.join(out, 'certificate-31.svg')));
  assert.match(
    atQuestion.stdout,
    new RegExp(`QR code for printing on the certificate: ${path.join(out, 'certificate-31.svg')}`),
  );
  // An existing file is not overwritten.
  const again = await issue(details, { argv: ['--out', path.join(out, 'certificate-31.svg')] });
  assert.equal(again.status, 1);
  assert.match(again.stderr, /already exists and is not overwritten/);
});

test('refuses an image path inside the clone, however it is named', async () => {
  const elsewhere = temporaryFolder();
  const link = path.join(elsewhere, 'website');
  symlinkSync(root, link, 'dir');
  const before = cloneStatus();
  for (const out of ['tc-codes', path.join(root, 'qr.svg'), path.join(link, 'public/qr.svg')]) {
    const run = await issue(details, { argv: ['--out', out] });
    assert.equal(run.status, 1, out);
    assert.match(
      run.stderr,
      /^No code issued: .* is inside this copy of the website \(.*\)\. The QR code holds the TC number and its verification code/,
    );
    // Refused before any question: nothing was typed in vain, no code was drawn.
    assert.equal(run.stdout, '');
  }
  // At the question: refused, asked again, and Enter leaves it unsaved.
  const run = await issue([...details, 'qr.svg', path.join(link, 'tc-codes'), '']);
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stderr.match(/^Not saved: .* is inside this copy of the website/gm)?.length, 2);
  assert.doesNotMatch(run.stdout, /QR code for printing/);
  assert.equal(cloneStatus(), before);
});

test('opens a temporary copy for printing, and deletes it once printed', async () => {
  for (const [argv, answers] of [
    [['--open'], [...details, '']],
    [[], [...details, 'open', '']],
  ]) {
    const opened = [];
    const run = await issue(answers, {
      argv,
      openFile: (file) => {
        assert.ok(existsSync(file), 'the image exists when it is opened');
        assert.ok(file.startsWith(realpathSync(tmpdir())) || file.startsWith(tmpdir()), file);
        assert.ok(!file.startsWith(root), file);
        assert.match(readFileSync(file, 'utf8'), /^<svg /);
        opened.push(file);
      },
    });
    assert.equal(run.status, 0, run.stderr);
    assert.equal(opened.length, 1);
    assert.equal(existsSync(opened[0]), false);
    assert.equal(existsSync(path.dirname(opened[0])), false);
    assert.match(run.stdout, /The temporary QR image is deleted\./);
  }
});

test('draws a new code each time', async () => {
  const codes = [await issue([...details, '']), await issue([...details, ''])].map((run) =>
    codeOf(run.stdout),
  );
  assert.ok(codes[0] && codes[1]);
  assert.notEqual(codes[0], codes[1]);
});

test('refuses wrong details, naming each, without repeating the name or date of birth', async () => {
  const run = await issue(['AGS/OSM/2026/0031', 'Nandini Wagholikar', '2012-08-32', 'town', '']);
  assert.equal(run.status, 1);
  assert.equal(
    run.stderr.trim(),
    [
      'No code issued. Check:',
      '  - date of birth: a real date, YYYY-MM-DD or DD-MM-YYYY',
      '  - campus: one of city, airport, osmanpura',
    ].join('\n'),
  );
  assert.equal(codeOf(run.stdout), undefined);
  assertNoSecret(run.stdout + run.stderr, 'the output');
});

test('takes no detail as a flag, so none stays in the shell’s history', async () => {
  const run = await issue(details, {
    argv: ['--number', 'AGS/OSM/2026/0031', '--name', 'Nandini Wagholikar', '--dob=14-08-2012'],
  });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /^No code issued: the details are not given as flags/);
  assert.equal(run.stdout, '');
  assertNoSecret(run.stderr, 'stderr');
});

test('issues nothing when the answers end early', async () => {
  const run = await issue(details.slice(0, 2));
  assert.equal(run.status, 1);
  assert.match(run.stderr, /^No code issued: the questions were not all answered\.$/m);
  assert.equal(codeOf(run.stdout), undefined);
});

test('the command reads the answers piped to it, one a line', () => {
  const out = path.join(temporaryFolder(), 'out');
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/office/tc-issue.ts'],
    {
      cwd: root,
      encoding: 'utf8',
      input: [...details, out, ''].join('\n'),
      env: { ...process.env, NEXT_PUBLIC_SITE_URL: '' },
    },
  );
  assert.equal(run.status, 0, run.stderr);
  const code = codeOf(run.stdout);
  assert.ok(code, run.stdout);
  assert.deepEqual(readdirSync(out), [qrFileName('AGS/OSM/2026/0031', code)]);
});
