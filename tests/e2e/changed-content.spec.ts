// The site built from a copy of the repository whose content is changed as the school changes it
// (site-copy.ts): alerts on show (alerts.ts), a fourth campus from one copied folder
// (new-campus.ts) and a certificate replaced by a new scan (replaced-document.ts). One copy holds both changes and is built once, from its own code as
// `npm run build` builds it (a new campus folder changes the code's list of campuses), with the
// alerts' moment as the build's clock. Building every page takes a while: it runs once, for the
// whole file, in one worker (a serial group), and only in the desktop project (375 px is a
// viewport change within a test).
import { ALERTS_PORT, ALERT_FILES, SITE_NOW, describeAlerts } from './alerts';
import { test } from './fixtures';
import { NEW_CAMPUS_COPIES, describeNewCampus, newCampusFiles } from './new-campus';
import {
  REPLACED_DOCUMENT_COPIES,
  describeReplacedDocument,
  replacedDocumentFiles,
} from './replaced-document';
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
    files: { ...ALERT_FILES, ...newCampusFiles(), ...replacedDocumentFiles() },
    copies: { ...NEW_CAMPUS_COPIES, ...REPLACED_DOCUMENT_COPIES },
  });
  // The new campus's photo and documents are made into their served files as a build makes them.
  await copy.build({ env: { SITE_NOW }, images: true });
  await copy.serve(ALERTS_PORT);
});

test.afterAll(async () => {
  await copy?.close();
});

describeAlerts(built);
describeNewCampus(built);
describeReplacedDocument(built);
