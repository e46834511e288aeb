// The campuses: their cards, detail pages and the About page's tabs.
import { z } from 'zod';
import { text, verbatim, route, imageRef, campusId } from './common';

export const whyChooseEntry = z.strictObject({ title: text, description: text });
export type WhyChooseEntry = z.infer<typeof whyChooseEntry>;

/** Campus, card form: what the campus cards and the contact block show. */
const campusCardFields = {
  id: z.literal([1, 2, 3]),
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
  /** Kept as data, not displayed. */
  virtualTour: verbatim,
  /** Two rows: 18 and 20 images. */
  gallery: z.strictObject({ rowOne: z.array(imageRef), rowTwo: z.array(imageRef) }),
});
export type CampusDetail = z.infer<typeof campusDetail>;

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
