// The calendar's dates, the campuses' contacts and the home page's figures in a language, read
// from their collections (content/collections.ts): each entry with its translation's words laid
// over the English (English where it has none), and its links to the site's pages in that
// language. Build time only (it reads files): pages read them through contentIn(locale), and no
// module browser code imports may import this one.
import { contactsCollection, eventsCollection, homeFiguresCollection } from '@/content/collections';
import { campusIds } from '@/content/ids';
import type { CampusContact, CampusId, SchoolEvent, Stat } from '@/content/schema';
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
          `${contactsCollection.folder}/${slug}.en.yml › (file): is not a campus: name the file after one of ${campusIds.join(', ')}`,
        );
      }
      return { campusId: slug as CampusId, ...data };
    })
    .sort((a, b) => order(a.campusId) - order(b.campusId));
}

/** Each campus's contacts in English: the disclosure, the campus cards and the checks read them. */
export const campusContacts: CampusContact[] = campusContactsIn('en');

/** A campus's contacts in English (content/contacts/{campus}.en.yml). */
export function campusContactOf(id: CampusId): CampusContact {
  const contact = campusContacts.find((c) => c.campusId === id);
  if (!contact) throw new Error(`content/contacts/${id}.en.yml does not exist`);
  return contact;
}

/** The home page's figures in `locale`. */
export function homeFiguresIn(locale: Locale): Stat[] {
  return entriesIn(homeFiguresCollection, locale).flatMap(({ data }) => data.figures);
}
