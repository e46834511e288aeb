// Content written as Markdown files with YAML front matter (blog posts, notices): read at build
// time, in file-name order. The content check validates each file's front matter against its
// schema; the body is Markdown, one paragraph per line (lib/blog/post-body.ts renders it).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import YAML from 'yaml';
import { postParagraphs } from '@/lib/blog/post-body';
import { contentRoot } from '@/content/content-root';

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
const parseYaml = (source: string) => (YAML.parse(source) ?? {}) as object;

// A content file is data and never runs: gray-matter would hand front matter opened with
// `---js`, `---javascript` or `---coffee` to `eval`, and `---json` to another parser. Every
// engine it ships with is replaced here, so YAML is the only language it can parse even if the
// check of the opening line below were bypassed.
const refuse = (language: string) => () => {
  throw new Error(`front matter in "${language}" is refused: content files are data and never run`);
};
const engines = {
  yaml: parseYaml,
  yml: parseYaml,
  javascript: refuse('javascript'),
  js: refuse('js'),
  coffee: refuse('coffee'),
  coffeescript: refuse('coffeescript'),
  cson: refuse('cson'),
  json: refuse('json'),
};

/** The language the opening line names (`---js` → 'js'), or '' for a plain `---`. */
function frontMatterLanguage(source: string): string {
  const opening = /^\uFEFF?---(?!-)([^\r\n]*)/.exec(source);
  return opening ? opening[1]!.trim().toLowerCase() : '';
}

/** Every .md file of `folder` (a path from the project root, as messages name it). */
export function readMarkdownFiles(
  folder: string,
  dir = path.join(contentRoot(), folder),
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

/**
 * Front matter is YAML only: a file whose opening line asks for another language (`---js`,
 * `---json`, …) or whose YAML does not parse stops the build with the file named.
 */
export function parse(file: string, source: string) {
  const language = frontMatterLanguage(source);
  if (language !== '' && language !== 'yaml' && language !== 'yml') {
    throw new Error(
      `${file} › (front matter): opens with "---${language}", but front matter is YAML only ` +
        '(a content file is data and never runs): start the file with a line of just ---',
    );
  }
  try {
    return matter(source, { language: 'yaml', engines });
  } catch (error) {
    throw new Error(`${file} › (front matter): ${(error as Error).message}`, { cause: error });
  }
}
