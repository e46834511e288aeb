// `npm run edit`: the site editor on this machine, offline. It writes the editor into
// public/admin/, starts Decap's local backend (decap-server, which reads and writes the files of
// this clone) and the site's development server as the preview, then runs the content check
// after every save and prints its verdict here. Open http://localhost:3000/admin/index.html (the development server
// serves public/ files by their names only).
// EDIT_PORT (3000) and EDIT_BACKEND_PORT (8081) change the ports; EDIT_PREVIEW=off starts no
// development server (the editor's page is then public/admin/, served by any static server).
import { spawn, spawnSync } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const sitePort = process.env.EDIT_PORT ?? '3000';
const backendPort = process.env.EDIT_BACKEND_PORT ?? '8081';
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const prepared = [
  [bin('tsx'), ['scripts/admin/write-editor.ts']],
  [process.execPath, ['scripts/copy-pdf-worker.mjs']],
].every(
  ([command, args]) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status === 0,
);
if (!prepared) process.exit(1);

const children = [
  spawn(process.execPath, [path.join(root, 'node_modules/decap-server/dist/index.js')], {
    cwd: root,
    env: { ...process.env, GIT_REPO_DIRECTORY: root, PORT: backendPort, MODE: 'fs' },
    stdio: ['ignore', 'inherit', 'inherit'],
  }),
  ...(process.env.EDIT_PREVIEW === 'off'
    ? []
    : [
        spawn(bin('next'), ['dev', '--port', sitePort], {
          cwd: root,
          stdio: ['ignore', 'inherit', 'inherit'],
        }),
      ]),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
// The servers stop with this script, whichever way it ends.
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());

// The content check after each save: one run at a time, and one more if files changed meanwhile.
let running = false;
let again = false;
let timer;
function check() {
  if (running) {
    again = true;
    return;
  }
  running = true;
  const run = spawn(bin('tsx'), ['scripts/content-check/cli.ts'], { cwd: root, stdio: 'inherit' });
  run.on('exit', () => {
    running = false;
    if (again) {
      again = false;
      check();
    }
  });
}
for (const folder of ['content', 'public/MPD']) {
  watch(path.join(root, folder), { recursive: true }, (_event, name) => {
    if (name && /(^|\/)generated\//.test(name)) return;
    clearTimeout(timer);
    timer = setTimeout(check, 300);
  });
}
console.log(
  `\nSite editor: http://localhost:${sitePort}/admin/index.html (preview: http://localhost:${sitePort}/).\n` +
    'Each save writes the files of this clone; the content check below says whether a build will take them.\n',
);
check();
