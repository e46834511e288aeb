/**
 * @jest-environment node
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkSlugFolders, findContentIssues } from '@/lib/content-check.server';
import {
  formatIssue,
  isValidIsoDate,
  validateContent,
  type ContentEnvironment,
} from '@/lib/content-validation';

const env: ContentEnvironment = {
  publicFileExists: (p) => ['/images/a.webp', '/images/b.webp', '/MPD/city.pdf'].includes(p),
  imageInManifest: (p) => p === '/images/a.webp',
  routes: ['/', '/about', '/campuses/city'],
};

const messages = (files: Parameters<typeof validateContent>[0]) =>
  validateContent(files, env).map(formatIssue);

describe('the real content', () => {
  it('has no problems', () => {
    expect(findContentIssues().map(formatIssue)).toEqual([]);
  });
});

describe('validateContent names the file and field of each mistake', () => {
  it('a duplicate id', () => {
    expect(messages({ 'content/blog.ts': { posts: [{ id: 1 }, { id: 2 }, { id: 1 }] } })).toEqual([
      'content/blog.ts › posts[2].id: duplicate id 1 (also used by posts[0])',
    ]);
  });

  it('a duplicate campus id', () => {
    expect(
      messages({
        'content/campuses.ts': { campuses: [{ campusId: 'city' }, { campusId: 'city' }] },
      }),
    ).toEqual([
      'content/campuses.ts › campuses[1].campusId: duplicate campusId "city" (also used by campuses[0])',
    ]);
  });

  it('a missing image', () => {
    expect(
      messages({
        'content/home.ts': { home: { hero: { image: { src: '/images/x.webp', alt: '' } } } },
      }),
    ).toEqual([
      'content/home.ts › home.hero.image.src: image "/images/x.webp" does not exist under public/',
    ]);
  });

  it('an image without generated sizes', () => {
    expect(messages({ 'content/a.ts': { pic: { src: '/images/b.webp', alt: 'B' } } })).toEqual([
      'content/a.ts › pic.src: image "/images/b.webp" has no sizes: run `npm run images`',
    ]);
  });

  it('an image path that is not under public/', () => {
    expect(messages({ 'content/a.ts': { pic: { src: 'images/a.webp', alt: 'A' } } })).toEqual([
      `content/a.ts › pic.src: "images/a.webp" must be a path under public/ starting with '/'`,
    ]);
  });

  it('a missing PDF', () => {
    expect(
      messages({ 'content/disclosure.ts': { docs: [{ campusId: 'x', file: '/MPD/gone.pdf' }] } }),
    ).toEqual([
      'content/disclosure.ts › docs[0].file: file "/MPD/gone.pdf" does not exist under public/',
    ]);
  });

  it('a bad date', () => {
    expect(messages({ 'content/blog.ts': { posts: [{ id: 1, date: '2025-02-30' }] } })).toEqual([
      'content/blog.ts › posts[0].date: "2025-02-30" is not a real date in the form YYYY-MM-DD',
    ]);
  });

  it('an unknown category', () => {
    expect(messages({ 'content/blog.ts': { posts: [{ id: 1, category: 'Newz' }] } })).toEqual([
      'content/blog.ts › posts[0].category: unknown category "Newz" (use one of News, Articles, Blogs)',
    ]);
  });

  it('a link to a route that does not exist', () => {
    expect(
      messages({ 'content/navigation.ts': { mainNav: [{ path: '/abuot', label: 'About' }] } }),
    ).toEqual([
      'content/navigation.ts › mainNav[0].path: "/abuot" is not a route of the site (no page in app/ builds it)',
    ]);
  });

  it('accepts correct content', () => {
    expect(
      messages({
        'content/ok.ts': {
          posts: [
            {
              id: 1,
              date: '2024-02-29',
              category: 'Blogs',
              image: { src: '/images/a.webp', alt: 'A' },
            },
          ],
          nav: [{ path: '/about', label: 'About' }],
          docs: [{ campusId: 'city', file: '/MPD/city.pdf' }],
        },
      }),
    ).toEqual([]);
  });
});

describe('isValidIsoDate', () => {
  it.each([
    ['2025-01-31', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['25-01-01', false],
    ['2025-1-1', false],
  ])('%s → %s', (value, expected) => expect(isValidIsoDate(value)).toBe(expected));
});

describe('checkSlugFolders', () => {
  it('passes for the real app/ folder', () => {
    expect(checkSlugFolders()).toEqual([]);
  });

  it('names the slug constant when a route folder does not match it', () => {
    const appDir = mkdtempSync(path.join(tmpdir(), 'app-'));
    mkdirSync(path.join(appDir, 'life-at-aurora'));
    writeFileSync(path.join(appDir, 'life-at-aurora', 'page.tsx'), '');
    mkdirSync(path.join(appDir, 'school-social'));
    expect(checkSlugFolders(appDir).map(formatIssue)).toEqual([
      'content/site.ts › SITE_SLUG: "aurora" needs the route folder app/aurora-social/ (rename the folders with the slug)',
    ]);
  });
});
