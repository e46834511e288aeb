// The content check alone, as the build's first steps run it: every error and warning printed
// with its file and field; exits with 1 when there is an error. `SITE_ENV=production` checks as
// the production build does.
import { checkContent } from '.';
import { formatIssueList } from './validate';

const { errors, warnings } = checkContent();
if (warnings.length > 0) console.warn(`Content check warnings:\n${formatIssueList(warnings)}`);
if (errors.length > 0) {
  console.error(`Content check failed: ${errors.length} problem(s):\n${formatIssueList(errors)}`);
  process.exit(1);
}
console.log('Content check passed.');
