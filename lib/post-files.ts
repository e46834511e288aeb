// The blog's posts as files: content/blog/*.md, each with YAML front matter for the post's
// fields and a Markdown body for its text. Read at build time (pages, the feed, the content
// check), in file-name order, which is the order the blog lists them in.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import YAML from 'yaml';
import { postParagraphs } from './post-body';

/** The folder of post files, as editors and the content check's messages name it. */
export const POSTS_FOLDER = 'content/blog';

export interface PostFile {
  /** e.g. 'content/blog/01-olympiad-medals.md' */
  file: string;
  /** The front matter as written; the content check validates it against the post schema. */
  frontMatter: Record<string, unknown>;
  /** The Markdown body, one paragraph per line. */
  body: string;
}

// YAML 1.2 (the yaml package) reads `date: 2025-12-15` as the string the schema expects, where
// gray-matter's own YAML 1.1 parser would make it a Date.
const engines = { yaml: (source: string) => (YAML.parse(source) ?? {}) as object };

export function readPostFiles(dir = path.join(process.cwd(), POSTS_FOLDER)): PostFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const file = `${POSTS_FOLDER}/${name}`;
      const { data, content } = parse(file, readFileSync(path.join(dir, name), 'utf8'));
      return { file, frontMatter: data, body: postParagraphs(content).join('\n') };
    });
}

/** Front matter that is not YAML stops the build with the file named. */
function parse(file: string, source: string) {
  try {
    return matter(source, { engines });
  } catch (error) {
    throw new Error(`${file} › (front matter): ${(error as Error).message}`, { cause: error });
  }
}
