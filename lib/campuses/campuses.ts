// The campuses as the pages read them, in a language: each campus's card and page (its folder's
// campus.*.yml, with the gallery every campus page shares), its contacts (contact.*.yml), the
// campus pages' own words (content/campuses.ts) and the campus filters' choices. Build time only
// (it reads files).
import { campusesWords } from '@/content/words-collections';
import {
  campusEntryFile,
  campusPagesCollection,
  contactsCollection,
  galleryCollection,
} from '@/content/collections';
import type { CampusContact, CampusDetail, CampusId, GalleryEntry } from '@/content/schema';
import { campusEntriesIn, entriesIn, type EntryIn } from '@/lib/content/collections.server';
import type { Locale } from '@/lib/i18n/locales';
import { filledInEveryLanguage, inEveryLanguage, pageWordsIn } from '@/lib/i18n/words';
import { campusDetailOf, type CampusPage } from './campus-pages';

export type { CampusPage } from './campus-pages';

/** The campus pages' words in `locale`: /campuses, a campus page's headings, the filters. */
export function campusesWordsIn(locale: Locale) {
  return pageWordsIn(campusesWords, locale);
}

/** Each campus's contacts in `locale`, in the order of the campuses. */
export function campusContactsIn(locale: Locale): CampusContact[] {
  return inEveryLanguage('campus contacts', (each) => campusEntriesIn(contactsCollection, each))[
    locale
  ];
}

/** A campus's contacts in English (content/campuses/{campus}/contact.en.yml). */
export function campusContactOf(id: CampusId): CampusContact {
  const contact = campusContactsIn('en').find((c) => c.campusId === id);
  if (!contact) throw new Error(`${campusEntryFile(contactsCollection, id)} does not exist`);
  return contact;
}

/** Each campus's page file in `locale`, in the campuses' order. */
export function campusPagesIn(locale: Locale): CampusPage[] {
  return inEveryLanguage('campus pages', (each) => campusEntriesIn(campusPagesCollection, each))[
    locale
  ];
}

/** A campus's page in English (content/campuses/{campus}/campus.en.yml). */
export function campusPageOf(id: CampusId): CampusPage {
  const page = campusPagesIn('en').find((c) => c.campusId === id);
  if (!page) throw new Error(`${campusEntryFile(campusPagesCollection, id)} does not exist`);
  return page;
}

/**
 * The gallery's entry as a page shows it: a photo the translation does not describe yet keeps its
 * English words, marked as English (`lang: 'en'`).
 */
export function campusGalleryOf(entry: EntryIn<GalleryEntry>): CampusDetail['gallery'] {
  const inEnglish = new Set(entry.itemsInEnglish.map((item) => item.join('.')));
  const marked = (row: 'rowOne' | 'rowTwo') =>
    entry.data[row].map((photo, i) =>
      inEnglish.has(`${row}.${i}`) ? { ...photo, lang: 'en' as const } : photo,
    );
  return { rowOne: marked('rowOne'), rowTwo: marked('rowTwo') };
}

/** The campus pages' gallery in `locale`: its two rows of photos. */
export function campusGalleryIn(locale: Locale): CampusDetail['gallery'] {
  return filledInEveryLanguage(galleryCollection.folder, (each) => {
    const [entry] = entriesIn(galleryCollection, each);
    if (!entry) throw new Error(`${galleryCollection.folder}/photos.en.yml does not exist`);
    return campusGalleryOf(entry);
  })[locale];
}

/** Each campus's card and page in `locale`, in the campuses' order. */
export function campusesIn(locale: Locale): CampusDetail[] {
  return inEveryLanguage('campuses', (each) =>
    campusPagesIn(each).map((page, place) =>
      campusDetailOf(each, page, place, campusGalleryIn(each)),
    ),
  )[locale];
}

/** A campus in `locale` by its id ('city'); undefined for an unknown one. */
export function campusIn(locale: Locale, id: string): CampusDetail | undefined {
  return campusesIn(locale).find((campus) => campus.campusId === id);
}

/** A campus's name in `locale` ('City Campus'); undefined for an unknown one. */
export function campusNameIn(locale: Locale, id: string): string | undefined {
  return campusIn(locale, id)?.name;
}

/** The campus filters' choices in `locale`: every campus, then each by its short name. */
export function campusFilterLabelsIn(locale: Locale): Record<'all' | CampusId, string> {
  return inEveryLanguage(
    'campus filter labels',
    (each) =>
      ({
        ...campusesWordsIn(each).campusFilterLabels,
        ...Object.fromEntries(
          campusContactsIn(each).map(({ campusId, shortName }) => [campusId, shortName]),
        ),
      }) as Record<'all' | CampusId, string>,
  )[locale];
}
