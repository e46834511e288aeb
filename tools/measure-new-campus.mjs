// `npm run measure:new-campus [-- REVISION]`: what opening a campus commits. On a scratch checkout
// of REVISION (HEAD by default), a fourth campus is opened as docs/editing.md#opening-a-campus
// says: the Osmanpura folder copied as new-town (its documents' paths, its order and its name
// changed) and its documents copied beside it; then `npm run build`, and `git add -A`. Prints the
// files and folders the commit would hold, and the build's time. The scratch checkout is removed.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const revision = process.argv[2] ?? 'HEAD';
const SOURCE = 'osmanpura';
const CAMPUS = 'new-town';

const run = (command, args, cwd, options = {}) => {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
};

const dir = mkdtempSync(path.join(tmpdir(), 'new-campus-'));
try {
  run('git', ['worktree', 'add', '--detach', dir, revision], root);
  // Hard links: the checkout's own node_modules, as fast as a symlink (Turbopack refuses one).
  run('cp', ['-al', path.join(root, 'node_modules'), dir], root);

  const from = path.join(dir, 'content/campuses', SOURCE);
  const to = path.join(dir, 'content/campuses', CAMPUS);
  cpSync(from, to, { recursive: true });
  for (const file of readdirSync(to, { withFileTypes: true }).filter((e) => e.isFile())) {
    const target = path.join(to, file.name);
    const text = readFileSync(target, 'utf8')
      .replaceAll(`/MPD/${SOURCE}`, `/MPD/${CAMPUS}`)
      .replace(/^order: \d+$/m, 'order: 4')
      .replaceAll('Osmanpura', 'New Town')
      .replaceAll('उस्मानपुरा', 'न्यू टाउन');
    writeFileSync(target, text);
  }
  cpSync(path.join(dir, 'public/MPD', SOURCE), path.join(dir, 'public/MPD', CAMPUS), {
    recursive: true,
  });
  cpSync(
    path.join(dir, `public/MPD/${SOURCE}-campus-disclosure.pdf`),
    path.join(dir, `public/MPD/${CAMPUS}-campus-disclosure.pdf`),
  );

  const started = performance.now();
  run('npm', ['run', 'build'], dir, { env: { ...process.env, CI: '1' } });
  const seconds = (performance.now() - started) / 1000;

  run('git', ['add', '-A'], dir);
  const files = run('git', ['diff', '--cached', '--name-only'], dir).split('\n').filter(Boolean);
  const folders = new Set(files.map((file) => path.dirname(file)));
  const byFolder = new Map();
  for (const file of files) {
    const top = file.split('/').slice(0, 3).join('/');
    byFolder.set(top, (byFolder.get(top) ?? 0) + 1);
  }
  console.log(`${revision}: a new campus commits ${files.length} files in ${folders.size} folders`);
  for (const [folder, count] of [...byFolder].sort()) console.log(`  ${count}\t${folder}`);
  console.log(`(npm run build took ${seconds.toFixed(0)} s)`);
} finally {
  spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: root });
  rmSync(dir, { recursive: true, force: true });
}
