// A static server over an export folder, as `npm start` serves it (serve.json: clean URLs, no
// trailing slash), for the measuring scripts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from '../scripts/postbuild/export-files.mjs';

/** Starts `serve` on `port` over `dir`; resolves once it answers. Kill the returned process. */
export async function serveExport(dir, port) {
  const server = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/serve/build/main.js'),
      dir,
      '--listen',
      String(port),
      '--no-clipboard',
      '--config',
      path.join(root, 'serve.json'),
    ],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(url)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`${url} did not start`);
}
