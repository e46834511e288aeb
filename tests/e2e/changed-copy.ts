// The copy of the repository changed as a school changes it, which changed-content.spec.ts tests:
// another school's entry, name and logo (second-school.ts), alerts on show (alerts.ts), a fourth
// campus from one copied folder (new-campus.ts) and a certificate replaced by a new scan
// (replaced-document.ts). One copy holds every change and is built once, by the scripts of
// `npm run build` (all but the compressed copies), from its own code (a new campus folder changes
// the code's list of campuses), with the alerts' moment as the build's clock.
//
// `npm test` builds it beside the site's own build (build-changed-copy.ts), where building is all
// that runs, and names its folder in CHANGED_COPY_DIR for the end-to-end tests; a run of the
// end-to-end tests by themselves builds it in their first minutes.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ALERT_FILES, SITE_NOW } from './alerts';
import { NEW_CAMPUS_COPIES, newCampusFiles } from './new-campus';
import { REPLACED_DOCUMENT_COPIES, replacedDocumentFiles } from './replaced-document';
import { SECOND_SCHOOL_URL, secondSchoolFiles } from './second-school';
import { copySite, siteCopyAt, type SiteCopy } from './site-copy';

/** Where `npm test` has built the changed copy, when it has. */
export const CHANGED_COPY_DIR = 'CHANGED_COPY_DIR';

/**
 * Makes the changed copy (in `dir`, a new folder; a temporary one by default) and builds it with
 * every step of `npm run build` but the compressed copies: the new campus's photo and documents
 * made into their served files, and the search index and the editor's files the second school's
 * checks read. Resolves with what the build printed; throws with it when a step fails.
 */
export async function buildChangedCopy(dir?: string): Promise<{ copy: SiteCopy; output: string }> {
  const copy = await copySite({
    files: {
      ...secondSchoolFiles(),
      ...ALERT_FILES,
      ...newCampusFiles(),
      ...replacedDocumentFiles(),
    },
    copies: { ...NEW_CAMPUS_COPIES, ...REPLACED_DOCUMENT_COPIES },
    dir,
  });
  const output = await copy.build({
    env: { SITE_NOW, NEXT_PUBLIC_SITE_URL: SECOND_SCHOOL_URL },
    whole: true,
  });
  return { copy, output };
}

/** The changed copy, built: the one `npm test` built (CHANGED_COPY_DIR), or one built now. */
export async function changedCopy(): Promise<SiteCopy> {
  const built = process.env[CHANGED_COPY_DIR];
  if (!built) return (await buildChangedCopy()).copy;
  if (!existsSync(path.join(built, 'out', 'index.html'))) {
    throw new Error(`${CHANGED_COPY_DIR} names ${built}, which holds no built copy`);
  }
  return siteCopyAt(built);
}
