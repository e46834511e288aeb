// The words the campus pages share: /campuses and the layout of /campuses/{campusId}. Its gallery's
// photos are the gallery collection's (content/gallery/).
// Each campus's own card, page, About tab and disclosure card are in its folder
// (content/campuses/{campus}/campus.*.yml).
// Its words are content/words/campuses.{en,mr,hi}.yml, which the office edits in the editor
// (its Campuses pages entry); pages read them through lib/i18n/words.ts (pageWordsIn).

export { campusIds } from './ids';
