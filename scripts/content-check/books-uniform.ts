// Every group of classes in a campus's fee table (its disclosure.yml › academics.fees) has the
// school's books and uniform estimate in content/campuses/{campus}/books-uniform.en.yml, and every
// estimate is for a group of classes the campus's fee table has: the fee page adds each row's
// estimate to its year. A fee row is linked to its estimate by its group of classes' id, the key of
// its label in content/disclosure-labels.ts › mpdFeeClasses. Pure: the records and the estimate files come
// in as arguments.
import { booksUniformCollection, campusEntryFile } from '@/content/collections';
import { mpdFeeClasses } from '@/content/disclosure-labels';
import type { MpdSource } from '@/lib/disclosure/records';
import type { ContentFiles, ContentIssue } from './validate';

const classGroupIdOf = (label: string) =>
  Object.keys(mpdFeeClasses).find(
    (id) => mpdFeeClasses[id as keyof typeof mpdFeeClasses] === label,
  );

/** Each fee row without an estimate, and each estimate without a fee row, with file and field. */
export function checkBooksUniformEstimates(
  sources: readonly Pick<MpdSource, 'file' | 'record'>[],
  estimateFiles: ContentFiles,
): ContentIssue[] {
  return sources.flatMap(({ file: recordFile, record }): ContentIssue[] => {
    const file = campusEntryFile(booksUniformCollection, record.campusId);
    const estimate = estimateFiles[file];
    const groups = Array.isArray(estimate?.classGroups)
      ? (estimate.classGroups as { classes?: unknown }[])
      : [];
    if (!estimate) {
      return [
        {
          file,
          field: '(file)',
          message: `is missing: the fee page adds the books and uniform estimate of each row of ${recordFile} › academics.fees to its year`,
        },
      ];
    }
    const rowIds = record.academics.fees.map((row) => classGroupIdOf(row.classes));
    const issues: ContentIssue[] = [];
    record.academics.fees.forEach((row, i) => {
      const id = rowIds[i];
      if (id === undefined) {
        issues.push({
          file: recordFile,
          field: `academics.fees[${i}].classes`,
          message: `"${row.classes}" is not a group of classes of content/disclosure-labels.ts › mpdFeeClasses: use one of them`,
        });
      } else if (!groups.some((group) => group.classes === id)) {
        issues.push({
          file,
          field: 'classGroups',
          message: `has no estimate for ${id} ("${row.classes}"), a row of ${recordFile} › academics.fees[${i}]: add its list`,
        });
      }
    });
    groups.forEach((group, g) => {
      if (typeof group.classes === 'string' && !rowIds.includes(group.classes)) {
        issues.push({
          file,
          field: `classGroups[${g}].classes`,
          message: `"${group.classes}" is not a row of ${recordFile} › academics.fees: remove it or use one of ${rowIds.filter(Boolean).join(', ')}`,
        });
      }
    });
    return issues;
  });
}
