// Notices and circulars: one Markdown file each in content/notices/ (YAML front matter for the
// id, title, date, campuses, audience and an optional attached PDF; the body is the notice's
// text, one paragraph per line). Listed newest first.
import { readMarkdownFiles } from '@/lib/markdown-files';
import type { Notice, Texts } from './schema';

/** The folder of notice files, as editors and the content check's messages name it. */
export const NOTICES_FOLDER = 'content/notices';

export const notices: Notice[] = readMarkdownFiles(NOTICES_FOLDER)
  .map(({ frontMatter, body }) => ({ ...(frontMatter as Omit<Notice, 'body'>), body }))
  .sort((a, b) => b.date.localeCompare(a.date));

export const noticesPage = {
  intro: 'Circulars and news for parents from the three campuses, newest first.',
  /** A campus's list: '{campus}' is its name. */
  campusIntro: 'Circulars and news for parents of the {campus}, newest first.',
  campusDescription:
    'Circulars and news for parents of the Aurora Global School {campus}: timings, examinations, meetings and admissions, newest first.',
  noNotices: 'There are no notices for this campus yet.',
  /** The campus filter's accessible name. */
  filterLabel: 'Show the notices of',
  dateLabel: 'Date',
  audienceLabel: 'For',
  campusLabel: 'Campus',
  attachmentLabel: 'Attachment',
  attachmentNote: 'PDF',
  /** The attached PDF's link: '{label}' from the notice, '{size}' e.g. '312 KB'. */
  attachmentLink: '{label}, {size}',
  readMore: 'Read the notice',
  backToAll: '← All notices',
  feedTitle: 'Aurora Global School notices',
} satisfies Texts;
