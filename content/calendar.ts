// The school calendar for one academic year: its year, the words of its pages and feeds, and
// the names of its kinds of date. Its dates (holidays, examinations, parent-teacher meetings,
// admissions dates and school events, every campus in one list) are the calendar dates
// collection: one file each, content/events/{date}-{id}.en.yml, its translations beside it.
// Dates are YYYY-MM-DD and times HH:MM, in Asia/Kolkata (the school's own time).
// Sample for the demo: national days are fixed; the festival holidays follow the state's 2026
// list as published, and the school confirms every date against its own notified calendar.
// Its words are content/words/calendar.{en,mr,hi}.yml, which the office edits in the editor
// (its School calendar entry); pages read them through lib/i18n/words.ts (pageWordsIn).
import type { z } from 'zod';
import type { calendarWords } from './words-collections';
import { englishWords } from './words-file';

/** The English words, for scripts and tests; the site reads every language through pageWordsIn. */
export const { calendarLabels, calendar } =
  englishWords<z.infer<(typeof calendarWords)['schema']>>('calendar');
