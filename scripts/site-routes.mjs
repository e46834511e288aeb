// Every route the site builds, from the one list the site itself uses (lib/site-routes.ts),
// for the scripts that visit each page (audit, screenshots). tsx reads the TypeScript.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './export-files.mjs';

export function siteRoutes() {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      '-e',
      "import('./lib/site-routes.ts').then((m) => console.log(JSON.stringify((m.allRoutes ?? m.default.allRoutes))))",
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout.trim().split('\n').pop());
}
