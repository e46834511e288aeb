// `tsx scripts/content-check/cli.ts`: the content check alone, as the build runs it, with its
// verdict on one line and each problem as `file › field: reason` (exit status 1 on an error).
// `npm run edit` runs it after every save.
import { checkContent } from './index';
import { formatIssue, formatIssueList } from './validate';

const started = Date.now();
let verdict: ReturnType<typeof checkContent>;
try {
  verdict = checkContent();
} catch (error) {
  verdict = {
    errors: [{ file: '(content)', field: '(file)', message: (error as Error).message }],
    warnings: [],
  };
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
const time = new Date().toLocaleTimeString('en-GB');
if (verdict.errors.length === 0) {
  console.log(`${time} Content check passed (${seconds} s): the next build will publish this.`);
  // What the build will show but warn of: an entry not yet translated is shown in English.
  for (const issue of verdict.warnings) console.log(`  note: ${formatIssue(issue)}`);
} else {
  console.error(
    `${time} Content check FAILED: ${verdict.errors.length} problem(s); the build will refuse this until they are mended:\n` +
      formatIssueList(verdict.errors),
  );
  process.exitCode = 1;
}
