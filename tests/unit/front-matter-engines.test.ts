/**
 * @jest-environment node
 */
// Content files are data and never run: front matter is YAML only. A Markdown file whose opening
// line asks for another language stops the content check with the file named, and the code it
// holds is never evaluated. Each case adds one such file to a temporary copy of the real folder.
import { cpSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { noticesCollection } from '@/content/collections';
import { readCollectionFiles } from '@/lib/content/collections.server';
import { postFiles, noticeFiles } from '@/scripts/content-check/content-files';

declare global {
  var __ranContent: boolean | undefined;
}

/** Front matter in `language` whose evaluation would set a global and write `marker`. */
const runningFrontMatter = (language: string, marker: string) =>
  [
    `---${language}`,
    '{',
    '  title: (globalThis.__ranContent = true,',
    `    require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran'), 'Ran'),`,
    "  id: 'ran-content',",
    '}',
    '---',
    'A body.',
    '',
  ].join('\n');

/** A project folder whose `folder` is a copy of the real one with one more file, `name`. */
function folderWith(folder: string, name: string, text: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'front-matter-'));
  const dir = path.join(root, folder);
  cpSync(path.join(process.cwd(), folder), dir, { recursive: true });
  writeFileSync(path.join(dir, name), text);
  return root;
}

let marker: string;

beforeEach(() => {
  delete globalThis.__ranContent;
  marker = path.join(mkdtempSync(path.join(tmpdir(), 'front-matter-marker-')), 'ran.txt');
});

afterEach(() => {
  expect(globalThis.__ranContent).toBeUndefined();
  expect(existsSync(marker)).toBe(false);
});

describe('front matter in a language other than YAML fails the content check, naming the file', () => {
  it.each(['js', 'javascript', 'coffee', 'JS', ' js '])('a post opening with ---%s', (language) => {
    const dir = folderWith('content/blog', '99-ran.md', runningFrontMatter(language, marker));
    expect(() => postFiles(dir)).toThrow(
      `content/blog/99-ran.md › (front matter): opens with "---${language.trim().toLowerCase()}", but front matter is YAML only (a content file is data and never runs): start the file with a line of just ---`,
    );
  });

  it('a notice opening with ---js', () => {
    const dir = folderWith(
      'content/notices',
      '2026-12-31-ran.en.md',
      runningFrontMatter('js', marker),
    );
    expect(() => noticeFiles(dir)).toThrow(
      /^content\/notices\/2026-12-31-ran\.en\.md › \(front matter\): opens with "---js", but front matter is YAML only/,
    );
  });

  it('a notice translation opening with ---javascript', () => {
    const root = folderWith(
      'content/notices',
      '2026-11-23-sports-day.mr.md',
      runningFrontMatter('javascript', marker),
    );
    expect(() => readCollectionFiles(noticesCollection, root)).toThrow(
      /^content\/notices\/2026-11-23-sports-day\.mr\.md › \(front matter\): opens with "---javascript"/,
    );
  });

  it('a post opening with ---json (another parser, though nothing in it could run)', () => {
    const dir = folderWith(
      'content/blog',
      '99-json.md',
      '---json\n{ "id": "json" }\n---\nA body.\n',
    );
    expect(() => postFiles(dir)).toThrow(
      /^content\/blog\/99-json\.md › \(front matter\): opens with "---json", but front matter is YAML only/,
    );
  });
});

describe('YAML front matter is still read', () => {
  it('opening with ---yaml reads as plain ---', () => {
    const dir = folderWith(
      'content/blog',
      '99-yaml.md',
      '---yaml\nid: written-as-yaml\n---\nA body.\n',
    );
    const file = postFiles(dir)['content/blog/99-yaml.md'];
    expect(file).toEqual({ id: 'written-as-yaml' });
  });
});
