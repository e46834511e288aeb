// Every content file an editor can change, keyed by its path: what the content check validates
// and the image pipeline takes its images from. A post file (content/blog/*.md) is there as its
// front matter.
import * as campuses from '@/content/campuses';
import * as ids from '@/content/ids';
import { campusIds } from '@/content/ids';
import * as images from '@/content/images';
import * as leaders from '@/content/leaders';
import * as noticesModule from '@/content/notices';
import * as site from '@/content/site';
import * as transferCertificates from '@/content/transfer-certificates';
import {
  contactsCollection,
  eventsCollection,
  noticesCollection,
  postsCollection,
  type CollectionDeclaration,
} from '@/content/collections';
import { readCollectionFiles } from '@/lib/content/collections.server';
import { checkCollections, frontMatterOf } from './collections';
import type { CampusContactEntry } from '@/content/schema';
import type { WrittenText } from './production-check';
import type { ContentFiles } from './validate';
import { contentRoot } from '@/content/content-root';

/**
 * Every content file as its fields: the content modules by name, and every collection's entry
 * files (content/collections.ts) under the content root, as `collected` read them. Read when
 * called, never on import: a tree's check loads this module before it knows the folder it reads.
 */
export const siteContentFiles = (collected = checkCollections()): ContentFiles => ({
  'content/campuses.ts': { ...campuses },
  'content/ids.ts': { ...ids },
  'content/images.ts': { ...images },
  'content/leaders.ts': { ...leaders },
  'content/notices.ts': { ...noticesModule },
  'content/site.ts': { ...site },
  'content/transfer-certificates.ts': { ...transferCertificates },
  ...collected.files,
});

/** A collection's English entry files under `root`, each as its fields; a file that does not parse throws. */
export function entryFiles(collection: CollectionDeclaration, root = contentRoot()): ContentFiles {
  return Object.fromEntries(
    readCollectionFiles(collection, root).entries.map(({ english }) => [
      english.file,
      frontMatterOf(collection, english.data),
    ]),
  );
}

/** The post files under `root` (the project's by default), each as its front matter. */
export const postFiles = (root?: string) => entryFiles(postsCollection, root);

/** The notice files under `root` (the project's by default), each as its front matter. */
export const noticeFiles = (root?: string) => entryFiles(noticesCollection, root);

/** Each campus's contacts under `root` (the project's by default), with their file, in campus order. */
export function campusContactFiles(root = contentRoot()) {
  const order = (slug: string) => (campusIds as readonly string[]).indexOf(slug);
  return readCollectionFiles(contactsCollection, root)
    .entries.sort((a, b) => order(a.slug) - order(b.slug))
    .map(({ english }) => ({ file: english.file, contact: english.data as CampusContactEntry }));
}

/** The calendar date files under `root` (the project's by default), each as its fields. */
export const eventFiles = (root?: string) => entryFiles(eventsCollection, root);

/**
 * The running text editors write, each with its file and field: every notice's body and every
 * calendar date's description and location (from their files under `root`).
 */
export function writtenTexts(root = contentRoot()): WrittenText[] {
  const noticeBodies = readCollectionFiles(noticesCollection, root).entries.map(({ english }) => ({
    file: english.file,
    field: 'body',
    text: String(english.data.body ?? ''),
  }));
  const events = readCollectionFiles(eventsCollection, root).entries.flatMap(({ english }) =>
    (['description', 'location'] as const).map((field) => ({
      file: english.file,
      field,
      text: String(english.data[field] ?? ''),
    })),
  );
  return [...noticeBodies, ...events];
}
