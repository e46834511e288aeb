// The collections (content/collections.ts) as the site reads them: the calendar's dates, the
// campuses' contacts and the home page's figures in a language, each entry with its translation's
// words laid over the English (English where it has none) and its links to the site's pages in
// that language; the notices, posts and annual reports in English. Build time only (it reads
// files): pages read them through contentIn(locale), and no module browser code imports may import
// this one.
import {
  accoladesCollection,
  admissionYearsCollection,
  annualReportsCollection,
  campusEntryFile,
  campusPagesCollection,
  contactsCollection,
  disclosureCollection,
  safeguardingCollection,
  type CampusCollection,
  eventsCollection,
  galleryCollection,
  homeFiguresCollection,
  leadersCollection,
  noticesCollection,
  postsCollection,
} from '@/content/collections';
import { campusIds } from '@/content/ids';
import type {
  Accolade,
  AnnualReport,
  BlogPost,
  CampusContact,
  CampusId,
  CampusPageEntry,
  CampusDetail,
  CampusSafeguardingEntry,
  Leader,
  MpdRecordSource,
  Notice,
  SchoolEvent,
  Stat,
} from '@/content/schema';
import type { AdmissionYearEntry } from '@/content/shapes/admission-rules';
import { entriesIn } from '@/lib/content/collections.server';
import { localizeLinks } from './links';
import type { Locale } from './locales';
import { contentRoot } from '@/lib/content/content-root';

/** The calendar's dates in `locale`, in date order (a date's file name begins with its date). */
export function schoolEventsIn(locale: Locale): SchoolEvent[] {
  return entriesIn(eventsCollection, locale)
    .map(({ data }) => localizeLinks(eventsCollection.schema, data, locale) as SchoolEvent)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * A campus collection's entries in `locale`, each with its campus (its folder's name), in the order
 * of the campuses (content/ids.ts).
 */
function campusEntriesIn<Entry>(
  collection: CampusCollection,
  locale: Locale,
): (Entry & { campusId: CampusId })[] {
  const order = (id: string) => (campusIds as readonly string[]).indexOf(id);
  return entriesIn(collection, locale)
    .map(({ slug, data }) => {
      if (order(slug) < 0) {
        throw new Error(
          `${campusEntryFile(collection, slug)} › (file): is not a campus: its folder is not one of ${campusIds.join(', ')}`,
        );
      }
      return { campusId: slug as CampusId, ...(data as Entry) };
    })
    .sort((a, b) => order(a.campusId) - order(b.campusId));
}

/** Each campus's contacts in `locale`, in the order of the campuses. */
export const campusContactsIn = (locale: Locale): CampusContact[] =>
  campusEntriesIn(contactsCollection, locale);

/** Each campus's card, page, About tab and disclosure card in `locale`, in the campuses' order. */
export const campusPagesIn = (locale: Locale): CampusPage[] =>
  campusEntriesIn(campusPagesCollection, locale);

/** Each campus's Appendix-IX record as its folder writes it (disclosure.yml), in campus order. */
export const mpdRecordSources = (): MpdRecordSource[] =>
  campusEntriesIn(disclosureCollection, 'en');

/** Each campus's safeguarding people in `locale`, in the campuses' order. */
export const campusSafeguardingIn = (locale: Locale): CampusSafeguardingPage[] =>
  campusEntriesIn(safeguardingCollection, locale);

/** A campus's safeguarding people (content/campuses/{campus}/safeguarding.*.yml). */
export type CampusSafeguardingPage = CampusSafeguardingEntry & { campusId: CampusId };

/** A campus as its folder presents it (content/campuses/{campus}/campus.*.yml). */
export type CampusPage = CampusPageEntry & { campusId: CampusId };

/** Each campus's contacts in English: the disclosure, the campus cards and the checks read them. */
export const campusContacts: CampusContact[] = campusContactsIn('en');

/** A campus's contacts in English (content/campuses/{campus}/contact.en.yml). */
export function campusContactOf(id: CampusId): CampusContact {
  const contact = campusContacts.find((c) => c.campusId === id);
  if (!contact) throw new Error(`${campusEntryFile(contactsCollection, id)} does not exist`);
  return contact;
}

/** Each campus's page in English: the disclosure's classes and the checks read them. */
export const campusPages: CampusPage[] = campusPagesIn('en');

/** A campus's page in English (content/campuses/{campus}/campus.en.yml). */
export function campusPageOf(id: CampusId): CampusPage {
  const page = campusPages.find((c) => c.campusId === id);
  if (!page) throw new Error(`${campusEntryFile(campusPagesCollection, id)} does not exist`);
  return page;
}

/** The home page's figures in `locale`. */
export function homeFiguresIn(locale: Locale): Stat[] {
  return entriesIn(homeFiguresCollection, locale).flatMap(({ data }) => data.figures);
}

/** The leaders' messages in `locale`, in the order of their numbers. */
export function leadersIn(locale: Locale): Leader[] {
  return entriesIn(leadersCollection, locale)
    .map(({ data }) => data)
    .sort((a, b) => a.order - b.order)
    .map(({ name, position, expertise, image, message }) => ({
      name,
      position,
      expertise,
      image,
      message,
    }));
}

/** The awards in `locale`, in the order of their numbers. */
export function accoladesIn(locale: Locale): Accolade[] {
  return entriesIn(accoladesCollection, locale)
    .map(({ data }) => data)
    .sort((a, b) => a.order - b.order)
    .map(({ title, description, icon, year }) => ({ title, description, icon, year }));
}

/** The campus pages' gallery in `locale`: its two rows of photos. */
export function galleryIn(locale: Locale): CampusDetail['gallery'] {
  const [gallery] = entriesIn(galleryCollection, locale).map(({ data }) => data);
  if (!gallery) throw new Error(`${galleryCollection.folder}/photos.en.yml does not exist`);
  return gallery;
}

/**
 * The newest academic year's admission rule in `locale`, from the content/ under `root`;
 * undefined where none is written.
 */
export function admissionYearIn(
  locale: Locale,
  root = contentRoot(),
): AdmissionYearEntry | undefined {
  return entriesIn(admissionYearsCollection, locale, root)
    .map(({ data }) => data)
    .sort((a, b) => b.academicYear.localeCompare(a.academicYear))[0];
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
