// The home page carousel's timing and the labels of its controls. The leaders and their messages
// are the leaders collection's (content/leaders/).
// Its words are content/words/leaders.{en,mr,hi}.yml, which the office edits in the editor
// (its Leaders’ messages entry); pages read them through lib/i18n/words.ts (pageWordsIn).

/** The carousel moves to the next message after this many milliseconds. */
export const LEADERS_CAROUSEL_INTERVAL_MS = 8000;
