// The blog's posts as files: content/blog/*.md, each with YAML front matter for the post's
// fields and a Markdown body for its text, in file-name order, which is the order the blog
// lists them in.
import { readMarkdownFiles, type MarkdownFile } from './markdown-files';

/** The folder of post files, as editors and the content check's messages name it. */
export const POSTS_FOLDER = 'content/blog';

export type PostFile = MarkdownFile;

export function readPostFiles(dir?: string): PostFile[] {
  return readMarkdownFiles(POSTS_FOLDER, dir);
}
