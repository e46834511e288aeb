// `tsx tools/soak-editor.mjs [runs]`: the editor's end-to-end spec (tests/e2e/editor.spec.ts) run
// again and again (10 times by default) with the site's `next build` running beside it in a copy
// of the repository, over and over, so both cores are busy as on a loaded office computer or CI
// machine. Stops at the first red run; prints each run's time and the count in a row. Needs the
// export the end-to-end tests serve (`npm run build` first).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { copySite } from '../tests/e2e/site-copy.ts';

const runs = Number(process.argv[2] ?? 10);
const second = await copySite();
let stopped = false;
let build;
const builds = (async () => {
  let count = 0;
  while (!stopped) {
    build = spawn(path.join(second.dir, 'node_modules', '.bin', 'next'), ['build'], {
      cwd: second.dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: 'ignore',
    });
    const status = await new Promise((resolve) => build.once('exit', resolve));
    if (status === 0) count += 1;
  }
  return count;
})();

let green = 0;
try {
  for (let run = 1; run <= runs; run += 1) {
    const started = performance.now();
    // Started and awaited, not run synchronously: the builds beside it go on meanwhile.
    const spec = spawn(
      'npx',
      ['playwright', 'test', 'tests/e2e/editor.spec.ts', '--project=desktop', '--reporter=line'],
      { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let printed = '';
    spec.stdout.on('data', (chunk) => (printed += chunk));
    spec.stderr.on('data', (chunk) => (printed += chunk));
    const status = await new Promise((resolve) => spec.once('close', resolve));
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    if (status !== 0) {
      console.log(`run ${run}: RED after ${seconds} s\n${printed}`);
      process.exitCode = 1;
      break;
    }
    green += 1;
    console.log(`run ${run}: green in ${seconds} s`);
  }
} finally {
  stopped = true;
  build?.kill('SIGTERM');
  const count = await builds;
  await second.close().catch(() => second.close());
  console.log(
    `${green} of ${runs} runs green in a row, beside ${count} complete builds of the site.`,
  );
}
