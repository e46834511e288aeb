// One content check in a thread of its own, as the script tree-check.ts bundles this file into:
// the libraries the check uses are loaded while the thread waits, then, given the folder holding a
// tree's content/ and public/, this checkout's check reads that folder and answers with its
// verdict, each problem as `file › field: reason`; then, from the same files, with what is left
// before going live (the editor's list), which the verdict does not wait for. A thread per check:
// the site's modules read their data once, when they are first imported.
import { parentPort } from 'node:worker_threads';
import type { TreeCheckRequest, TreeCheckVerdict, TreeWorkerAnswer } from './tree-check';

const port = parentPort!;
const answer = (message: TreeWorkerAnswer) => port.postMessage(message);

// The site's libraries, loaded before the folder is known (none of them reads content).
const ready = Promise.all([
  import('zod'),
  import('yaml'),
  import('gray-matter'),
  import('markdown-it'),
]);

port.once('message', async ({ root, production }: TreeCheckRequest) => {
  let verdict: TreeCheckVerdict;
  try {
    await ready;
    process.env.SITE_CONTENT_ROOT = root;
    const { checkContent } = await import('../content-check/index');
    const { formatIssue } = await import('../content-check/validate');
    const { errors, warnings } = checkContent(production);
    verdict = { errors: errors.map(formatIssue), warnings: warnings.map(formatIssue) };
  } catch (error) {
    verdict = { errors: [`(content) › (file): ${(error as Error).message}`], warnings: [] };
  }
  answer({ verdict });
  try {
    const { goingLiveItemsIn } = await import('./write-status');
    answer({ goingLive: goingLiveItemsIn(root) });
  } catch (error) {
    answer({ goingLiveError: (error as Error).message });
  }
});
