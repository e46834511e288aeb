// Title and description of each page, for the browser tab, search engines and link previews.
// Campus detail pages and blog posts build theirs from their own data.
import type { ImageRef, PageKey, PageMeta, TrustLabels } from './schema';

export type { PageKey } from './schema';

export const pageMeta: Record<PageKey, PageMeta> = {
  home: {
    title: 'Home',
    description:
      '{schoolName} is a CBSE school with {campusCount} campuses in one city, joining strong classroom teaching with olympiad and competitive-exam coaching.',
  },
  about: {
    title: 'About Us',
    description:
      'Read the story of {schoolName}: our four pillars, our mission and vision, and what makes the {campusNames} campuses special.',
  },
  life: {
    title: 'Life at {shortName}',
    description:
      'Academics, programs from KG to Grade 10, sports, arts, clubs and world-class facilities: see what a school day at {shortName} looks like.',
  },
  campuses: {
    title: 'Our Campuses',
    description:
      'Compare the {campusNames} campuses of {schoolName}: their locations, features and phone numbers, and how to arrange a visit.',
  },
  admissions: {
    title: 'Admissions',
    description:
      'Admissions are open for the academic year {admissionYear}, from Pre-Primary to Grade 10. Learn the six steps of our admission process and apply online.',
  },
  blog: {
    title: '{shortName} Blog',
    description:
      'News, articles and blog posts from {schoolName}: olympiad results, board exam study tips, parenting advice and stories from our campuses.',
  },
  accolades: {
    title: 'Accolades',
    description:
      'See the awards won by {schoolName} for school excellence, STEM teaching, sports achievement and 100% results in the CBSE board exams.',
  },
  disclosure: {
    title: 'Mandatory Public Disclosure',
    description:
      'Choose a campus to view the mandatory public disclosure document of {schoolName}, with the school details and information the CBSE requires.',
  },
  privacy: {
    title: 'Privacy Notice',
    description:
      'What the {schoolName} website collects (only what you send with the Schedule a Visit form), why, who receives it, how long it is kept, and how to use your rights.',
  },
  accessibility: {
    title: 'Accessibility Statement',
    description:
      'How accessible the {schoolName} website is, how it is tested, what does not work well yet, and how to tell us about a barrier.',
  },
  childSafety: {
    title: 'Child Safety',
    description:
      'Whom pupils and parents can talk to on each {shortName} campus, how to report a concern, what happens next, and the Childline number 1098.',
  },
  calendar: {
    title: 'School Calendar',
    description:
      'Holidays, examinations, parent-teacher meetings and events at the {campusNames} campuses, with calendars your phone can subscribe to.',
  },
  notices: {
    title: 'Notices',
    description:
      'Circulars and news for parents from the {campusCount} {schoolName} campuses: timings, examinations, meetings and admissions, newest first.',
  },
  fees: {
    title: 'School Fees',
    description:
      'The approved fees of the {campusNames} campuses of {schoolName}: what they include, when to pay them and the refund rule.',
  },
  transport: {
    title: 'School Transport',
    description:
      'The school bus routes of the {campusNames} campuses of {schoolName}: each stop by area, its morning and afternoon times, its fare for the year and its place on the map.',
  },
  annualReports: {
    title: 'Annual Reports',
    description:
      'The annual reports of {schoolName}, one per academic year: pupils, teachers, board results and the year in review, as PDFs.',
  },
  tcVerification: {
    title: 'Transfer Certificate Verification',
    description:
      'Check that a transfer certificate (TC) was issued by {schoolName}, with its number and the pupil’s date of birth, or verify it by phone or e-mail.',
  },
  notFound: {
    title: 'Page Not Found',
    description:
      'The page you asked for is not on the {schoolName} website. Use the links on this page to return to the home page or find what you need.',
  },
};

/**
 * The picture beside the title of the pages whose header is not a photo of their own subject:
 * every page header has a title, a line of text and an image.
 */
export const pageHeaderImages: Record<'campuses' | 'accolades' | 'blog' | 'disclosure', ImageRef> =
  {
    campuses: {
      src: '/images/hero/campuses.webp',
      alt: 'Students and parents at the gate of one of the {campusCount} {schoolName} campuses',
    },
    accolades: {
      src: '/images/hero/accolades.webp',
      alt: 'Students holding up the trophy for Top School of the Year',
    },
    blog: {
      src: '/images/hero/blog.webp',
      alt: 'Students reading and writing together in the school library',
    },
    disclosure: {
      src: '/images/hero/disclosure.webp',
      alt: 'The school office, where the certificates and records of each campus are kept',
    },
  };

/** The labels the privacy notice, the accessibility statement and the child-safety page share. */
export const trustLabels: TrustLabels = {
  lastUpdated: 'Last updated {date}',
  lastReviewed: 'Last reviewed {date}',
  email: 'E-mail',
  phone: 'Phone',
  contents: 'On this page',
};
