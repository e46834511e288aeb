// The blog ('{shortName} Social'): its page text, filters and labels here; the posts themselves are
// the posts collection (content/collections.ts): Markdown files in content/blog/, one per post,
// listed in file-name order, written in the site editor or by hand (the next number and `id`,
// `image.src` /images/blog/post-{id}.webp with the photo at content/photos/blog/post-{id}.jpg,
// the text below the front matter: one paragraph per line, **bold** where needed).
// Its words are content/words/blog.{en,mr,hi}.yml, which the office edits in the editor
// (its Blog page entry); pages read them through lib/i18n/words.ts (pageWordsIn).
import type { z } from 'zod';
import type { blogWords } from './words-collections';
import { englishWords } from './words-file';

export type { BlogFilter, BlogFilterId } from './schema';

/** The English words, for scripts and tests; the site reads every language through pageWordsIn. */
export const { blogPage, blogFilters, blogNotFound, blogLabels } =
  englishWords<z.infer<(typeof blogWords)['schema']>>('blog');
