// Each campus's folder as the pages read it: its campus page file (content/campuses/{campus}/
// campus.*.yml) made into the card and page of /campuses, the About page's tab and the disclosure
// page's card and document, with what the campus's Appendix-IX record holds (its principal and
// affiliation number) and the gallery every campus page shares.
import type {
  AboutCampusTab,
  CampusId,
  CampusPageEntry,
  CampusDetail,
  DisclosureCampus,
  DisclosureDocument,
  MpdRecordSource,
  SitePath,
} from '@/content/schema';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { campusPath } from '@/lib/routes/routes';

/** A campus as its folder presents it (content/campuses/{campus}/campus.*.yml). */
export type CampusPage = CampusPageEntry & { campusId: CampusId };

/** The campus's page in `locale`. */
const pathIn = (locale: Locale, page: CampusPage) =>
  localePath(locale, campusPath(page.campusId)) as SitePath;

/**
 * The campus's card and page in `locale`; `place` is its place in the list of campuses, from 0.
 */
export function campusDetailOf(
  locale: Locale,
  page: CampusPage,
  place: number,
  gallery: CampusDetail['gallery'],
): CampusDetail {
  const { campusId, name, location, image, features, description, fallbackImageUrl } = page;
  return {
    id: place + 1,
    campusId,
    name,
    location,
    image,
    path: pathIn(locale, page),
    features,
    description,
    fallbackImageUrl,
    ...(page.heroImage ? { heroImage: page.heroImage } : {}),
    established: page.established,
    students: page.students,
    faculty: page.faculty,
    area: page.area,
    overview: page.overview,
    whyChooseUs: page.whyChooseUs,
    virtualTour: page.virtualTour,
    gallery,
  };
}

/** The campus's tab on the About page in `locale`, with its card's photo. */
export const aboutTabOf = (locale: Locale, page: CampusPage): AboutCampusTab => ({
  campusId: page.campusId,
  image: page.image,
  ...page.about,
  path: pathIn(locale, page),
});

/**
 * The campus's card on the disclosure page, with the principal and affiliation number its
 * Appendix-IX record gives; none for a campus without a record (the content check names the
 * missing file).
 */
export function disclosureCampusOf(
  { campusId, name, disclosure }: CampusPage,
  records: readonly MpdRecordSource[],
): DisclosureCampus[] {
  const record = records.find((source) => source.campusId === campusId);
  if (!record) return [];
  const { location, establishment, facilities, studentTeacherRatio, totalStudents, totalTeachers } =
    disclosure;
  return [
    {
      id: campusId,
      principal: record.general.principal.name,
      affiliation: record.general.affiliationNo,
      name,
      location,
      establishment,
      facilities,
      studentTeacherRatio,
      totalStudents,
      totalTeachers,
    },
  ];
}

/** The campus's whole disclosure as one PDF, and whether the site's own PDF page shows it. */
export const disclosureDocumentOf = ({ campusId, disclosure }: CampusPage): DisclosureDocument => ({
  campusId,
  file: disclosure.document,
  embedded: disclosure.embedded,
});
