// The campuses: their cards, detail pages and the About page's tabs.
import { z } from 'zod';
import {
  text,
  verbatim,
  route,
  imageRef,
  campusId,
  publicFile,
  words,
  fictionalMark,
} from './common';

/** A campus's virtual tour: an https address, marked while it is still the demo's. */
const virtualTour = z
  .strictObject({
    value: z
      .url('is not a web address: begin with https://')
      .regex(/^https:\/\//, 'must begin with https://')
      .meta({ title: 'Address', description: 'The tour’s address: https://…' }),
    fictional: fictionalMark,
  })
  .optional()
  .meta({
    title: 'Virtual tour',
    description:
      'The address of the campus’s virtual tour: the campus page links to it, beside the campus’s phones. Leave it empty if there is none.',
  });

export const whyChooseEntry = z.strictObject({ title: text, description: text });
export type WhyChooseEntry = z.infer<typeof whyChooseEntry>;

/** Campus, card form: what the campus cards and the contact block show. */
const campusCardFields = {
  /** The campus's place in lists of campuses, from 1. */
  id: z.number().int().positive(),
  campusId,
  name: text,
  location: text,
  image: imageRef,
  path: route,
  features: z.array(text),
  description: text,
  /** Fallback when the card or gallery image fails to load: a stock-photo URL. */
  fallbackImageUrl: z.url(),
};
export const campusCard = z.strictObject(campusCardFields);
export type CampusCard = z.infer<typeof campusCard>;

/** Campus, detail form: the card fields plus the detail page's. */
export const campusDetail = z.strictObject({
  ...campusCardFields,
  heroImage: imageRef.optional(),
  established: verbatim,
  students: verbatim,
  faculty: verbatim,
  area: text,
  overview: text,
  whyChooseUs: z.array(whyChooseEntry),
  /** The campus page's contact band links to it. */
  virtualTour,
  /** Two rows: 18 and 20 images. */
  gallery: z.strictObject({ rowOne: z.array(imageRef), rowTwo: z.array(imageRef) }),
});
/** A gallery photo as a page shows it: `lang: 'en'` where its words are English on another language's page. */
export type ShownPhoto = z.infer<typeof imageRef> & { lang?: 'en' };
export type CampusDetail = Omit<z.infer<typeof campusDetail>, 'gallery'> & {
  gallery: { rowOne: ShownPhoto[]; rowTwo: ShownPhoto[] };
};

/**
 * The About page's reading of a campus (its own area and grade range). Its tab is named with the
 * campus's short name (content/campuses/{campus}/contact.*.yml).
 */
export const aboutCampusTab = z.strictObject({
  campusId,
  badge: text,
  image: imageRef,
  location: text,
  area: text,
  grades: text,
  path: route,
});
export type AboutCampusTab = z.infer<typeof aboutCampusTab>;

/** A line of text an editor must fill in, shown in every language (translated). */
const filled = (title: string, description: string) =>
  words(text.min(1, 'is empty').meta({ title, description }));
/** A figure shown as written in every language: 2015, 950+, 22:1. */
const figure = (title: string, description: string) =>
  verbatim.min(1, 'is empty').meta({ title, description });

/**
 * One campus as its folder writes it (content/campuses/{campus}/campus.{locale}.yml): its card on
 * /campuses, its own page, its tab on the About page and its card on the disclosure page. Its
 * address, phones and e-mail are its contacts' (contact.*.yml); its page's address is its
 * folder's name.
 */
export const campusPageEntry = z.strictObject({
  name: filled(
    'Campus name',
    'The campus’s name on its card, its page and the disclosure: City Campus.',
  ),
  location: filled(
    'Where it is',
    'A few words under the name on the campus card: Station Road, City Centre.',
  ),
  image: imageRef.meta({
    title: 'Card photo',
    description: 'The photo on the campus card and the About page’s tab, with what it shows.',
  }),
  features: z
    .array(filled('Feature', 'Pre-Nursery to Grade X'))
    .min(1, 'is empty: give the campus’s main features')
    .meta({ title: 'Features', description: 'The short points on the campus card, one per line.' }),
  description: filled('Card text', 'The sentence or two on the campus card.'),
  fallbackImageUrl: z.url().meta({
    title: 'Photo if the card photo fails',
    description: 'The address of a photo shown when the card photo cannot be loaded.',
  }),
  heroImage: imageRef.optional().meta({
    title: 'Page photo',
    description: 'The wide photo at the top of the campus page; the card photo when there is none.',
    photoFolder: 'hero',
  }),
  established: figure('Established', 'The year the campus opened: 2015.'),
  students: figure('Students', 'As the campus page shows it: 950+.'),
  faculty: figure('Teachers', 'As the campus page shows it: 65+.'),
  area: filled('Campus area', 'As the campus page shows it: 3.5 Acres.'),
  overview: filled('Overview', 'The paragraph under “Campus Overview” on the campus page.'),
  whyChooseUs: z
    .array(
      z.strictObject({
        title: filled('Reason', 'Central Location'),
        description: filled('Explanation', 'One sentence.'),
      }),
    )
    .meta({ title: 'Why choose this campus', description: 'The reasons on the campus page.' }),
  virtualTour,
  about: z
    .strictObject({
      badge: filled('Badge', 'The label on the campus’s tab on the About page: Primary Campus.'),
      location: filled('Where it is', 'As the About page gives it: Osmanpura.'),
      area: filled('Campus area', 'As the About page gives it: 3.5 acre.'),
      grades: filled(
        'Classes',
        'The classes the campus teaches: Grade I-V. The disclosure gives the same.',
      ),
    })
    .meta({ title: 'About page', description: 'The campus’s tab on the About page.' }),
  disclosure: z
    .strictObject({
      location: filled('Where it is', 'As the disclosure page’s campus card gives it: Osmanpura.'),
      establishment: figure('Established', 'The year the campus opened: 2015.'),
      facilities: z.array(verbatim.min(1, 'is empty')).meta({
        title: 'Facilities',
        description: 'One per line, as the disclosure card lists them.',
      }),
      studentTeacherRatio: figure('Students per teacher', 'As a ratio: 22:1.'),
      totalStudents: figure('Students', 'As the disclosure card shows it: 950+.'),
      totalTeachers: figure('Teachers', 'As the disclosure card shows it: 65+.'),
      document: publicFile.meta({
        title: 'Whole disclosure (PDF)',
        description: 'The campus’s whole mandatory public disclosure as one PDF, under /MPD/.',
      }),
      embedded: z.boolean().meta({
        title: 'Shown in the page',
        description: 'Whether the whole disclosure also opens in the site’s own PDF page.',
      }),
    })
    .meta({
      title: 'Disclosure card',
      description: 'The campus’s card on the mandatory public disclosure page.',
    }),
});
export type CampusPageEntry = z.infer<typeof campusPageEntry>;
