// The site built from a copy of the repository whose content is changed as a school changes it
// (site-copy.ts): another school's entry, name and logo (second-school.ts), alerts on show
// (alerts.ts), a fourth campus from one copied folder (new-campus.ts) and a certificate replaced
// by a new scan (replaced-document.ts). One copy holds every change and is built once, by the
// scripts of `npm run build` (all but the compressed copies), from its own code (a new campus folder changes the code's list of
// campuses), with the alerts' moment as the build's clock. Building every page takes a while: it
// runs once, for the whole file, in one worker (a serial group, in a project of its own that a
// worker takes first), at 1280 px (375 px is a viewport change within a test).
import { ALERTS_PORT, ALERT_FILES, SITE_NOW, describeAlerts } from './alerts';
import { test } from './fixtures';
import { NEW_CAMPUS, NEW_CAMPUS_COPIES, describeNewCampus, newCampusFiles } from './new-campus';
import {
  REPLACED_DOCUMENT_COPIES,
  describeReplacedDocument,
  replacedDocumentFiles,
} from './replaced-document';
import { SECOND_SCHOOL_URL, describeSecondSchool, secondSchoolFiles } from './second-school';
import { copySite, type SiteCopy } from './site-copy';

test.describe.configure({ mode: 'serial' });

let copy: SiteCopy | undefined;
const built = () => {
  if (!copy) throw new Error('the changed copy was not built');
  return copy;
};

test.beforeAll(async ({}, testInfo) => {
  // The copy's code compiled and every page rendered: a minute or more on a busy machine.
  testInfo.setTimeout(10 * 60_000);
  copy = await copySite({
    files: {
      ...secondSchoolFiles(),
      ...ALERT_FILES,
      ...newCampusFiles(),
      ...replacedDocumentFiles(),
    },
    copies: { ...NEW_CAMPUS_COPIES, ...REPLACED_DOCUMENT_COPIES },
  });
  // Every step of `npm run build` but the compressed copies: the new campus's photo and
  // documents made into their served files, and the search index and the editor's files the
  // second school's checks read.
  await copy.build({ env: { SITE_NOW, NEXT_PUBLIC_SITE_URL: SECOND_SCHOOL_URL }, whole: true });
  await copy.serve(ALERTS_PORT);
});

test.afterAll(async () => {
  await copy?.close();
});

describeAlerts(built);
describeNewCampus(built);
describeReplacedDocument(built);
describeSecondSchool(built, NEW_CAMPUS);
