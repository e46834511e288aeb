/**
 * @jest-environment node
 */
import { campusesWords } from '@/content/words-collections';
import { z } from 'zod';
import { galleryCollection } from '@/content/collections';
import { link, linkItem, publicFile, route, texts } from '@/content/schema';
import { siteContentFiles } from '@/scripts/content-check/content-files';
import {
  brokenReference,
  findReferences,
  type ContentEnvironment,
} from '@/scripts/content-check/references';

const contentFiles = siteContentFiles();

const env: ContentEnvironment = {
  publicFileExists: (p) => p === '/MPD/city.pdf',
  imageSource: (p) => (p === '/images/a.webp' ? 'original' : undefined),
  imageHasSizes: () => true,
  routes: ['/', '/about', '/campuses'],
};

const found = (schema: z.ZodType, value: unknown) =>
  findReferences(schema, value).map(({ reference, value: v, path }) => [reference, v, path]);

describe('findReferences', () => {
  it('finds every marked value with its path, through objects, lists and optional fields', () => {
    const schema = z.strictObject({
      nav: z.array(z.strictObject({ path: route, more: link.optional() })),
      file: publicFile,
    });
    const value = {
      nav: [{ path: '/about' }, { path: '/x', more: 'https://example.org' }],
      file: '/MPD/city.pdf',
    };
    expect(found(schema, value)).toEqual([
      ['route', '/about', ['nav', 0, 'path']],
      ['route', '/x', ['nav', 1, 'path']],
      ['link', 'https://example.org', ['nav', 1, 'more']],
      ['publicFile', '/MPD/city.pdf', ['file']],
    ]);
  });

  it('reads a union value along the option it matches, and a record by its keys', () => {
    const labels = z.record(z.string(), z.union([z.string(), linkItem, texts]));
    expect(
      found(labels, { title: 'Campus', back: { label: 'All', href: '/campuses' }, x: { a: 'b' } }),
    ).toEqual([['link', '/campuses', ['back', 'href']]]);
  });

  it('leaves out a value its marked schema rejects (the parse names it) and data of the wrong kind', () => {
    const schema = z.strictObject({ home: route, list: z.array(route) });
    expect(found(schema, { home: 'about', list: 'not a list' })).toEqual([]);
    expect(found(schema, null)).toEqual([]);
  });

  it('finds the links of the real content, e.g. the campus page labels', () => {
    const campuses = contentFiles['content/words/campuses.en.yml']!;
    const schema = campusesWords.schema;
    expect(found(schema, campuses)).toEqual(
      expect.arrayContaining([['link', '/campuses', ['campusDetailLabels', 'backLink', 'href']]]),
    );
    expect(found(galleryCollection.schema, contentFiles['content/gallery/photos.en.yml'])).toEqual(
      expect.arrayContaining([['image', '/images/gallery/gallery-01.webp', ['rowOne', 0, 'src']]]),
    );
  });
});

describe('brokenReference', () => {
  const broken = (reference: 'route' | 'link' | 'publicFile' | 'image', value: string) =>
    brokenReference({ reference, value }, env);

  it('a link is a page of the site when it starts with /, with or without a fragment', () => {
    expect(broken('link', '/about#team')).toBeUndefined();
    expect(broken('link', '#footer-contact')).toBeUndefined();
    expect(broken('link', 'https://example.org/x')).toBeUndefined();
    expect(broken('link', '/abuot#team')).toBe(
      '"/abuot#team" is not a route of the site (no page in app/ builds it)',
    );
  });

  it('a route must be a page exactly', () => {
    expect(broken('route', '/about')).toBeUndefined();
    expect(broken('route', '/about#team')).toMatch(/is not a route of the site/);
  });

  it('a public file must exist and an image must have a source', () => {
    expect(broken('publicFile', '/MPD/city.pdf')).toBeUndefined();
    expect(broken('publicFile', '/MPD/gone.pdf')).toBe(
      'file "/MPD/gone.pdf" does not exist under public/',
    );
    expect(broken('image', '/images/a.webp')).toBeUndefined();
    expect(broken('image', '/images/b.webp')).toMatch(/^image "\/images\/b.webp" has no original/);
  });
});
