// What the content check says of a file: its issues (file, field, message) and how the build
// prints them. Every check of content/ speaks in these.

export interface ContentIssue {
  /** The content file, e.g. 'content/blog.ts'. */
  file: string;
  /** The field inside it, e.g. 'posts[3].date'. */
  field: string;
  message: string;
}

export function formatIssue({ file, field, message }: ContentIssue): string {
  return `${file} › ${field}: ${message}`;
}

/** Issues as the build prints them: one `  - file › field: message` line each. */
export const formatIssueList = (issues: readonly ContentIssue[]): string =>
  issues.map((issue) => `  - ${formatIssue(issue)}`).join('\n');

/** Every content file's exports (a post file's front matter), keyed by the file's path. */
export type ContentFiles = Record<string, Record<string, unknown>>;

/** A zod issue path as an editor reads it: posts[3].date, or (file) for the file as a whole. */
export function fieldName(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(file)';
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}
