// Content written as Markdown files with YAML front matter (blog posts, notices): read at build
// time, in file-name order. The content check validates each file's front matter against its
// schema; the body is Markdown, one paragraph per line (lib/post-body.ts renders it).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import YAML from 'yaml';
import { postParagraphs } from './post-body';

export interface MarkdownFile {
  /** e.g. 'content/blog/01-olympiad-medals.md' */
  file: string;
  /** The front matter as written; the content check validates it against its schema. */
  frontMatter: Record<string, unknown>;
  /** The Markdown body, one paragraph per line. */
  body: string;
}

// YAML 1.2 (the yaml package) reads `date: 2025-12-15` as the string the schema expects, where
// gray-matter's own YAML 1.1 parser would make it a Date.
const engines = { yaml: (source: string) => (YAML.parse(source) ?? {}) as object };

/** Every .md file of `folder` (a path from the project root, as messages name it). */
export function readMarkdownFiles(
  folder: string,
  dir = path.join(process.cwd(), folder),
): MarkdownFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const file = `${folder}/${name}`;
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
