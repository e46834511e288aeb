// The site built from a copy of the repository whose content is changed as a school changes it
// (changed-copy.ts: another school's entry, name and logo, alerts on show, a fourth campus from
// one copied folder and a certificate replaced by a new scan), served once for the whole file, in
// one worker (a serial group, in a project of its own that a worker takes first), at 1280 px
// (375 px is a viewport change within a test). `npm test` has built it beside the site's own
// build; run by themselves, these tests build it first, which takes a while.
import { ALERTS_PORT, describeAlerts } from './alerts';
import { changedCopy } from './changed-copy';
import { test } from './fixtures';
import { NEW_CAMPUS, describeNewCampus } from './new-campus';
import { describeReplacedDocument } from './replaced-document';
import { describeSecondSchool } from './second-school';
import type { SiteCopy } from './site-copy';

test.describe.configure({ mode: 'serial' });

let copy: SiteCopy | undefined;
const built = () => {
  if (!copy) throw new Error('the changed copy was not built');
  return copy;
};

test.beforeAll(async ({}, testInfo) => {
  // Where it is built here: the copy's code compiled and every page rendered, a minute or more on
  // a busy machine.
  testInfo.setTimeout(10 * 60_000);
  copy = await changedCopy();
  await copy.serve(ALERTS_PORT);
});

test.afterAll(async () => {
  await copy?.close();
});

describeAlerts(built);
describeNewCampus(built);
describeReplacedDocument(built);
describeSecondSchool(built, NEW_CAMPUS);
