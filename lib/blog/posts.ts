// The blog in a language: its words (content/blog.ts) and its posts (content/blog/), which are
// shown in English in every language. Build time only (it reads files).
import { blogWords } from '@/content/words-collections';
import { postsCollection } from '@/content/collections';
import type { BlogPost } from '@/content/schema';
import { entriesIn } from '@/lib/content/collections.server';
import { readForPreview } from '@/lib/content/preview-stamp';
import type { Locale } from '@/lib/i18n/locales';
import { pageWordsIn } from '@/lib/i18n/words';

/** The blog's page, filters, labels and not-found words in `locale`. */
export function blogWordsIn(locale: Locale) {
  return pageWordsIn(blogWords, locale);
}

/**
 * Every post: its file's front matter, with the Markdown body as `content`. The content check
 * validates each file's front matter before the build.
 */
export const posts = readForPreview((): BlogPost[] =>
  entriesIn(postsCollection, 'en').map(({ data }) => {
    const { body, ...frontMatter } = data;
    return { ...frontMatter, content: body };
  }),
);
