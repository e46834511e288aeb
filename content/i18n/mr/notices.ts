// Marathi words of content/notices.ts. Not yet reviewed by the school.
import type { Translation } from '@/lib/i18n/localize';
import type * as english from '../../notices';

export const reviewed = false;

export const NOTICES_FOLDER: Translation<typeof english.NOTICES_FOLDER> = 'content/notices';

export const noticesPage: Translation<typeof english.noticesPage> = {
  intro: 'Circulars and news for parents from the three campuses, newest first.',
  campusIntro: 'Circulars and news for parents of the {campus}, newest first.',
  campusDescription:
    'Circulars and news for parents of the Aurora Global School {campus}: timings, examinations, meetings and admissions, newest first.',
  noNotices: 'There are no notices for this campus yet.',
  filterLabel: 'Show the notices of',
  dateLabel: 'Date',
  audienceLabel: 'For',
  campusLabel: 'Campus',
  attachmentLabel: 'Attachment',
  attachmentNote: 'PDF',
  attachmentLink: '{label}, {size}',
  readMore: 'Read the notice',
  backToAll: '← All notices',
  feedTitle: 'Aurora Global School notices',
};
