// `npm start`: build the static export if there is none yet, then serve out/ exactly as a
// static host or CDN would (clean URLs, 404.html with status 404, Range requests).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = process.env.PORT ?? '3000';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const SOURCES = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'next.config.mjs',
  'package.json',
];

/** Newest modification time among the files the export is built from. */
function newestSourceTime(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(entry).map((name) => newestSourceTime(path.join(entry, name))),
  );
}

const exportIndex = path.join(root, 'out', 'index.html');
const needsBuild =
  process.argv.includes('--rebuild') ||
  !existsSync(exportIndex) ||
  Math.max(...SOURCES.map((s) => newestSourceTime(path.join(root, s)))) >
    statSync(exportIndex).mtimeMs;

if (needsBuild) {
  console.log('The static export in out/ is missing or older than the sources: building it…');
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serveBin = path.join(root, 'node_modules', 'serve', 'build', 'main.js');
const server = spawn(
  process.execPath,
  [serveBin, 'out', '--listen', port, '--config', '../serve.json', '--no-clipboard'],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
