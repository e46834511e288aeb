// Notices and circulars: one Markdown file each in content/notices/ (YAML front matter for the
// id, title, date, campuses, audience and an optional attached PDF; the body is the notice's
// text, one paragraph per line). Listed newest first.
import { readMarkdownFiles } from '@/lib/markdown-files';
import type { Notice } from './schema';

/** The folder of notice files, as editors and the content check's messages name it. */
export const NOTICES_FOLDER = 'content/notices';

export const notices: Notice[] = readMarkdownFiles(NOTICES_FOLDER)
  .map(({ frontMatter, body }) => ({ ...(frontMatter as Omit<Notice, 'body'>), body }))
  .sort((a, b) => b.date.localeCompare(a.date));

export const noticesPage = {
  intro: 'Circulars and news for parents from the three campuses, newest first.',
  audienceLabel: 'For',
  campusLabel: 'Campus',
  attachmentNote: 'PDF',
  readMore: 'Read the notice',
  backToAll: '← All notices',
  feedTitle: 'Aurora Global School notices',
};
