// Builds the changed copy of the repository (changed-copy.ts) in the folder given, which must not
// exist yet, for the end-to-end tests to serve: `npm test` runs it beside the site's own build.
//
//   node --import tsx tests/e2e/build-changed-copy.ts /tmp/…/changed-copy
import { buildChangedCopy } from './changed-copy';

async function main(dir: string | undefined) {
  if (!dir) {
    console.error('Usage: node --import tsx tests/e2e/build-changed-copy.ts <new folder>');
    process.exit(2);
  }
  try {
    const started = Date.now();
    await buildChangedCopy(dir);
    console.log(
      `The changed copy is built in ${dir} (${Math.round((Date.now() - started) / 1000)} s).`,
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

void main(process.argv[2]);
