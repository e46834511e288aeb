// Notices and circulars: one Markdown file each, in the notices collection (content/collections.ts:
// content/notices/{slug}.en.md, its translations beside it as .mr.md and .hi.md). Front matter
// holds the id, title, date, campuses, audience and an optional attached PDF; the body is the
// notice's text, one paragraph per line. Listed newest first.
// Its words are content/words/notices.{en,mr,hi}.yml, which the office edits in the editor
// (its Notices page and alerts entry); pages read them through lib/i18n/words.ts (pageWordsIn).
import { noticesCollection } from './collections';

/** The folder of notice files, as editors and the content check's messages name it. */
export const NOTICES_FOLDER = noticesCollection.folder;
