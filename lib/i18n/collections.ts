// The collections (content/collections.ts) as the site reads them: the calendar's dates, the
// campuses' contacts and the home page's figures in a language, each entry with its translation's
// words laid over the English (English where it has none) and its links to the site's pages in
// that language; the notices, posts and annual reports in English. Build time only (it reads
// files): pages read them through contentIn(locale), and no module browser code imports may import
// this one.
import {
  annualReportsCollection,
  campusEntryFile,
  contactsCollection,
  eventsCollection,
  homeFiguresCollection,
  noticesCollection,
  postsCollection,
} from '@/content/collections';
import { campusIds } from '@/content/ids';
import type {
  AnnualReport,
  BlogPost,
  CampusContact,
  CampusId,
  Notice,
  SchoolEvent,
  Stat,
} from '@/content/schema';
import { entriesIn } from '@/lib/content/collections.server';
import { localizeLinks } from './links';
import type { Locale } from './locales';

/** The calendar's dates in `locale`, in date order (a date's file name begins with its date). */
export function schoolEventsIn(locale: Locale): SchoolEvent[] {
  return entriesIn(eventsCollection, locale)
    .map(({ data }) => localizeLinks(eventsCollection.schema, data, locale) as SchoolEvent)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Each campus's contacts in `locale`, in the order of the campuses (content/ids.ts). */
export function campusContactsIn(locale: Locale): CampusContact[] {
  const order = (id: string) => (campusIds as readonly string[]).indexOf(id);
  return entriesIn(contactsCollection, locale)
    .map(({ slug, data }) => {
      if (order(slug) < 0) {
        throw new Error(
          `${campusEntryFile(contactsCollection, slug)} › (file): is not a campus: its folder is not one of ${campusIds.join(', ')}`,
        );
      }
      return { campusId: slug as CampusId, ...data };
    })
    .sort((a, b) => order(a.campusId) - order(b.campusId));
}

/** Each campus's contacts in English: the disclosure, the campus cards and the checks read them. */
export const campusContacts: CampusContact[] = campusContactsIn('en');

/** A campus's contacts in English (content/campuses/{campus}/contact.en.yml). */
export function campusContactOf(id: CampusId): CampusContact {
  const contact = campusContacts.find((c) => c.campusId === id);
  if (!contact) throw new Error(`${campusEntryFile(contactsCollection, id)} does not exist`);
  return contact;
}

/** The home page's figures in `locale`. */
export function homeFiguresIn(locale: Locale): Stat[] {
  return entriesIn(homeFiguresCollection, locale).flatMap(({ data }) => data.figures);
}

/** The calendar's dates in English, in date order (pages in a language read contentIn's). */
export const schoolEvents: SchoolEvent[] = schoolEventsIn('en');

/** The home page's figures in English (pages in a language read contentIn's). */
export const homeFigures: Stat[] = homeFiguresIn('en');

/** Every notice in English, newest first (pages in a language read contentIn's). */
export const notices: Notice[] = entriesIn(noticesCollection, 'en')
  .map(({ data }) => data)
  .sort((a, b) => b.date.localeCompare(a.date));

/**
 * Every post: its file's front matter, with the Markdown body as `content`. The content check
 * validates each file's front matter before the build. Posts are shown in English in every
 * language.
 */
export const posts: BlogPost[] = entriesIn(postsCollection, 'en').map(({ data }) => {
  const { body, ...frontMatter } = data;
  return { ...frontMatter, content: body };
});

/**
 * Every annual report, newest academic year first. The reports are the school's PDFs, in English
 * in every language.
 */
export const annualReports: AnnualReport[] = entriesIn(annualReportsCollection, 'en')
  .map(({ data }) => data)
  .sort((a, b) => b.academicYear.localeCompare(a.academicYear));
