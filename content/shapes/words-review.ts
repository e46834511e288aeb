// The school's review of every page's words in a language (content/words/*.mr.yml, *.hi.yml), one
// tick per language, kept as data so the office marks it in the editor; every other entry's
// translation has its own tick.
import { z } from 'zod';

const reviewedLanguage = (language: string) =>
  z.boolean().meta({
    title: `${language}: every page’s words reviewed by the school`,
    description: `Tick once a fluent reader at the school has checked the ${language} words of every page (menus, headings, the pages’ texts). A production build refuses ${language} words not yet reviewed; untick when a text changes that nobody has reviewed.`,
  });

export const wordsReviewEntry = z.strictObject({
  mr: reviewedLanguage('Marathi (मराठी)'),
  hi: reviewedLanguage('Hindi (हिंदी)'),
});
export type WordsReviewEntry = z.infer<typeof wordsReviewEntry>;
