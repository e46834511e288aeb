// The Home page's words: content/words/home.{en,mr,hi}.yml, which the office edits in the editor
// (its Home page entry). Its figures ('{shortName} at a Glance') are the home page
// figures collection (content/home-figures/figures.en.yml, its translations beside it).
import { englishWords } from './words-file';
import type { HomeContent } from './schema';

export type { HomeContent } from './schema';

export const { home } = englishWords<{ home: HomeContent }>('home');
