// The alerts' links to notices: an alert that names a notice (`notice: heavy-rain`) links to
// /notices/heavy-rain, so a notice with that id must exist. Pure: the alert files and the notice
// ids come in as arguments.
import type { ContentFiles, ContentIssue } from './validate';

/** Each alert file whose `notice` names no notice, with the file and field. */
export function checkAlertNotices(
  alertFiles: ContentFiles,
  noticeIds: ReadonlySet<string>,
): ContentIssue[] {
  return Object.entries(alertFiles).flatMap(([file, { notice }]) =>
    typeof notice === 'string' && notice !== '' && !noticeIds.has(notice)
      ? [
          {
            file,
            field: 'notice',
            message: `no notice has the id "${notice}": write the id of a notice (content/notices/{date}-{id}.en.md), or remove the field`,
          },
        ]
      : [],
  );
}
