/**
 * @jest-environment node
 */
// The blog's post files (content/blog/*.md): how they are read, and what the content check says
// about a broken one. Each case breaks a temporary copy of the real files.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { postsCollection } from '@/content/collections';
import { readCollectionFiles } from '@/lib/content/collections.server';
import { postFiles } from '@/scripts/content-check/content-files';
import { formatIssue, validateContent } from '@/scripts/content-check/validate';
import { environment } from './helpers/content-environment';
import { posts } from '@/lib/blog/posts';

const POSTS = path.join(process.cwd(), 'content/blog');

describe('reading the post files', () => {
  it('gives each file as a post, in file-name order, with its body one paragraph per line', () => {
    const files = readCollectionFiles(postsCollection).entries.map((entry) => entry.english);
    expect(files.map((post) => post.file)).toEqual([...files.map((post) => post.file)].sort());
    expect(files[0]!.file).toBe('content/blog/01-olympiad-medals.md');
    expect(posts().map((post) => post.id)).toEqual(files.map((post) => post.data.id));
    for (const post of posts()) {
      expect(post.content).not.toMatch(/\n\s*\n|^\s|\s$/);
    }
  });

  it('reads dates as written (YAML 1.2): a string, never a Date', () => {
    for (const post of posts()) expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('the content check names the post file and field of each mistake', () => {
  /** The messages for the post files, after `edit` changes one file's text in a copy of them. */
  function postMessagesAfter(
    name: string,
    edit: (text: string) => string,
    env = environment(),
  ): string[] {
    const root = mkdtempSync(path.join(tmpdir(), 'posts-'));
    const dir = path.join(root, 'content/blog');
    cpSync(POSTS, dir, { recursive: true });
    const file = path.join(dir, name);
    const text = readFileSync(file, 'utf8');
    const edited = edit(text);
    expect(edited).not.toBe(text);
    writeFileSync(file, edited);
    return validateContent(postFiles(root), env).map(formatIssue);
  }

  it('the real post files pass', () => {
    expect(postMessagesAfter('01-olympiad-medals.md', (text) => `${text}\n`)).toEqual([]);
  });

  it('a bad date', () => {
    expect(
      postMessagesAfter('04-board-exam-tips.md', (text) =>
        text.replace('date: 2026-01-20', 'date: 2025-02-30'),
      ),
    ).toEqual([
      'content/blog/04-board-exam-tips.md › date: "2025-02-30" is not a real date in the form YYYY-MM-DD',
    ]);
  });

  it('an unknown category', () => {
    expect(
      postMessagesAfter('01-olympiad-medals.md', (text) =>
        text.replace('category: News', 'category: Newz'),
      ),
    ).toEqual([
      'content/blog/01-olympiad-medals.md › category: unknown category "Newz" (use one of News, Articles, Blogs)',
    ]);
  });

  it('a missing field, and a field the schema does not know', () => {
    expect(
      postMessagesAfter('06-why-olympiads-matter.md', (text) =>
        text.replace('author: ', 'athor: '),
      ),
    ).toEqual([
      'content/blog/06-why-olympiads-matter.md › author: Invalid input: expected string, received undefined',
      'content/blog/06-why-olympiads-matter.md › (file): Unrecognized key: "athor"',
    ]);
  });

  it('an id another post file already has', () => {
    expect(
      postMessagesAfter('03-admissions-open.md', (text) => text.replace('id: 3', 'id: 1')),
    ).toEqual([
      'content/blog/03-admissions-open.md › id: duplicate id 1 (also used by content/blog/01-olympiad-medals.md)',
    ]);
  });

  it('a missing image', () => {
    const src = '/images/blog/post-9.webp';
    expect(
      postMessagesAfter('09-reading-habit.md', (text) =>
        text.replace(src, '/images/blog/gone.webp'),
      ),
    ).toEqual([
      'content/blog/09-reading-habit.md › image.src: image "/images/blog/gone.webp" has no original (content/photos/blog/gone.jpg, .png or .webp) and no placeholder drawing in content/images.ts',
    ]);
  });

  it('empty alt text on the image', () => {
    expect(
      postMessagesAfter('02-robotics-lab.md', (text) =>
        text.replace(/^ {2}alt: .*$/m, '  alt: " "'),
      ),
    ).toEqual([
      'content/blog/02-robotics-lab.md › image.alt: alt text is empty: describe what the image shows (or mark it decorative: true)',
    ]);
  });

  it('front matter that is not YAML stops the reading with the file named', () => {
    expect(() =>
      postMessagesAfter('05-screen-time.md', (text) =>
        text.replace('category: Articles', 'category: [Articles'),
      ),
    ).toThrow(/^content\/blog\/05-screen-time\.md › \(front matter\): /);
  });
});
