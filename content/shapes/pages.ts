// The pages' own content: home, about, life, admissions, and the pieces they share.
import { z } from 'zod';
import {
  labelsNamed,
  featureCard,
  fictionalMark,
  icon,
  imageRef,
  link,
  linkItem,
  nonNegative,
  publicFile,
  route,
  stat,
  text,
  uniqueBy,
  verbatim,
  words,
} from './common';

export const leader = z.strictObject({
  name: text.meta({
    title: 'Name',
    description: 'With the title the school uses: Dr. Meera Kulkarni.',
  }),
  position: text.meta({ title: 'Position', description: 'Chairperson, Director, Principal.' }),
  expertise: text.meta({
    title: 'Experience',
    description: 'One line under the name: Educationist, 30 years in school leadership.',
  }),
  image: imageRef.meta({
    title: 'Portrait',
    description: 'A square crop of the face; describe the photo for screen readers.',
  }),
  message: text.meta({ title: 'Message to parents', description: 'A short paragraph.' }),
});
export type Leader = z.infer<typeof leader>;

/**
 * A leader's message on the home page's carousel: one file of the leaders collection
 * (content/leaders/{name}.en.yml), shown in the order of `order`.
 */
export const leaderEntry = z.strictObject({
  order: nonNegative.meta({
    title: 'Place in the carousel',
    description: '1 is shown first; the others follow by their number.',
  }),
  ...leader.shape,
  fictional: fictionalMark,
});
export type LeaderEntry = z.infer<typeof leaderEntry>;

export const accolade = z.strictObject({
  title: text.meta({ title: 'Award', description: 'Its name as the giver writes it.' }),
  description: text.meta({
    title: 'What it was for',
    description: 'One or two sentences: who gave it, and for what.',
  }),
  /** Decorative: the title carries the meaning. */
  icon: icon.meta({ title: 'Picture', description: 'A small drawing above the award.' }),
  /** A single year ('2024') or a range ('2022-2024'). */
  year: z
    .string()
    .regex(/^\d{4}(-\d{4})?$/, 'write a year (2024) or a range of years (2022-2024)')
    .meta({ title: 'Year', description: 'A year (2024) or a range of years (2022-2024).' }),
});
export type Accolade = z.infer<typeof accolade>;

/** An award on the Accolades page: one file of the accolades collection (content/accolades/). */
export const accoladeEntry = z.strictObject({
  order: nonNegative.meta({
    title: 'Place on the page',
    description: '1 is shown first; the others follow by their number.',
  }),
  ...accolade.shape,
  fictional: fictionalMark,
});
export type AccoladeEntry = z.infer<typeof accoladeEntry>;

/** A photo of the campus pages' gallery, with what it shows. */
const galleryPhoto = imageRef.meta({ title: 'Photo' });

/**
 * The photos every campus page scrolls through, in two rows: the one file of the gallery
 * collection (content/gallery/photos.en.yml).
 */
export const galleryEntry = z.strictObject({
  rowOne: z
    .array(galleryPhoto)
    .min(1, 'is empty: give at least one photo')
    .meta({ title: 'Top row', description: 'Scrolls to the left, in this order.' }),
  rowTwo: z
    .array(galleryPhoto)
    .min(1, 'is empty: give at least one photo')
    .meta({ title: 'Bottom row', description: 'Scrolls to the right, in this order.' }),
});
export type GalleryEntry = z.infer<typeof galleryEntry>;

export const admissionStep = z.strictObject({
  step: nonNegative,
  title: text,
  description: text,
  icon,
});
export type AdmissionStep = z.infer<typeof admissionStep>;

export const facility = z.strictObject({
  id: nonNegative,
  title: text,
  image: imageRef,
  description: text,
});
export type Facility = z.infer<typeof facility>;

export const program = z.strictObject({
  title: text,
  grades: text,
  description: text,
  highlights: z.array(text),
});
export type Program = z.infer<typeof program>;

export const activityGroup = z.strictObject({ title: text, icon, items: z.array(text) });
export type ActivityGroup = z.infer<typeof activityGroup>;

export const counter = z.strictObject({
  /** The number counted up to. */
  target: nonNegative,
  /** Text after the number, e.g. '+' or '%'. */
  suffix: z.string(),
  label: text,
  durationMs: nonNegative,
});
export type Counter = z.infer<typeof counter>;

export const missionVision = z.strictObject({ title: text, text, features: z.array(text) });
export type MissionVision = z.infer<typeof missionVision>;

export const aboutContent = z.strictObject({
  /** Under the page's <h1>, beside the hero photo. */
  tagline: text,
  heroImage: imageRef,
  story: z.strictObject({
    heading: text,
    /** One string per paragraph. */
    intro: z.array(text),
    image: imageRef,
    pillars: z.array(featureCard),
  }),
  mission: missionVision,
  vision: missionVision,
  campusesHeading: text,
  campusesIntro: text,
  /** Names the tab list for screen readers. */
  campusTabsLabel: text,
  campusLabels: z.strictObject({ location: text, area: text, grades: text, exploreMore: text }),
  /** The enlarged-image modal ('{alt}' is the image's alternative text). */
  imageModal: z.strictObject({ open: text, close: text }),
});
export type AboutContent = z.infer<typeof aboutContent>;

export const admissionsContent = z.strictObject({
  hero: z.strictObject({
    title: text,
    subtitle: text,
    note: text,
    image: imageRef,
    applyLabel: text,
  }),
  /** Beside 'Apply Now': the fee page. */
  feesLink: linkItem,
  processHeading: text,
  /** Whether the school has had the steps' words read for the law it admits under. */
  confirmedBySchool: z.boolean(),
  steps: uniqueBy(admissionStep, 'step'),
  benefits: z.strictObject({ heading: text, items: z.array(text) }),
  facilitiesHeading: text,
  facilities: uniqueBy(facility, 'id'),
  /** Local image shown when a facility image fails to load. */
  facilityFallbackImage: publicFile,
  cta: z.strictObject({ heading: text, text, applyLabel: text }),
  academicYear: text,
});
export type AdmissionsContent = z.infer<typeof admissionsContent>;

/**
 * The home page's figures ('{shortName} at a Glance'): the one file of the home page figures
 * collection (content/home-figures/figures.en.yml), each a figure and what it counts.
 */
export const homeFiguresEntry = z.strictObject({
  figures: z
    .array(
      z
        .strictObject({
          value: verbatim.min(1, 'is empty: give the figure').meta({
            title: 'Figure',
            description: 'As the page shows it, in every language: 6000+, 35:1, 100%.',
          }),
          label: words(
            text.min(1, 'is empty: say what the figure counts').meta({
              title: 'What it counts',
              description: 'A few words under the figure: Students.',
            }),
          ),
          checkedAgainst: z.enum(['students', 'teachers']).optional().meta({
            title: 'Compare with the campuses',
            description:
              'Students or teachers: each build compares the figure with the campuses’ own totals (their disclosure cards) and lists a difference.',
          }),
        })
        .meta({ title: 'Figure' }),
    )
    .min(1, 'is empty: give at least one figure')
    .meta({ title: 'Figures', description: 'In the order the home page shows them.' }),
});
export type HomeFiguresEntry = z.infer<typeof homeFiguresEntry>;

export const homeContent = z.strictObject({
  hero: z.strictObject({
    heading: text,
    subheading: text,
    place: text.meta({
      title: 'Where',
      description:
        'Under the school’s words at the top of the home page: where its campuses are. {city} is the city with its former name (The school › City).',
    }),
    ctaLabel: text,
    ctaHref: route,
    image: imageRef,
  }),
  /**
   * The strip above the hero: the CBSE mandatory public disclosure of each campus (campus names
   * from their folders) and the page that lists them all.
   */
  disclosure: z.strictObject({ heading: text, allCampuses: text }),
  about: z.strictObject({
    heading: text,
    text,
    features: z.array(text),
    image: imageRef,
    primary: linkItem,
    secondary: linkItem,
  }),
  statsHeading: text,
  /** `hint` tells sighted visitors the cards reveal more; screen readers get the lists anyway. */
  whyFamilies: z.strictObject({
    heading: text,
    intro: text,
    hint: text,
    cards: z.array(featureCard),
  }),
  leadersHeading: text,
  /** The next dates of the school calendar and the latest notices, with links to both pages. */
  comingUp: z.strictObject({
    heading: text,
    eventsHeading: text,
    calendarLink: text,
    noticesHeading: text,
    noticesLink: text,
  }),
  /** 'Apply Now' opens the external admission form (site.admissionFormUrl). */
  cta: z.strictObject({ heading: text, text, label: text }),
});
export type HomeContent = z.infer<typeof homeContent>;

export const lifeContent = z.strictObject({
  heading: text,
  intro: text,
  heroImage: imageRef,
  /** Read by screen readers only: the highlight cards sit right under the page heading. */
  highlightsHeading: text,
  highlights: z.array(featureCard),
  /** Read by screen readers only, like highlightsHeading. */
  countersHeading: text,
  counters: z.array(counter),
  academic: z.strictObject({
    heading: text,
    text,
    /**
     * A figure marked `checkedAgainst: boardResults` is the Class X pass percentage of the
     * newest year: each build compares it with the campuses' disclosures and lists a difference.
     */
    stats: z.array(stat.extend({ checkedAgainst: z.enum(['boardResults']).optional() })),
    enquireLabel: text,
    /** Where 'Enquire Now' leads: the contact form in the footer of every page. */
    enquireHref: link,
  }),
  programsHeading: text,
  programsIntro: text,
  programs: z.array(program),
  activitiesHeading: text,
  activitiesIntro: text,
  activities: z.array(activityGroup),
  facilitiesHeading: text,
  facilitiesIntro: text,
  facilities: z.array(featureCard),
  /** 'Apply Now' opens the external admission form; 'Schedule a Visit' opens the visit modal. */
  actions: z.strictObject({ heading: text, text, applyLabel: text }),
});
export type LifeContent = z.infer<typeof lifeContent>;

/** The Admissions page's classes by date of birth: its table, its checker and their answers. */
export const admissionsByAgeText = labelsNamed(
  'heading',
  'intro',
  'tableCaption',
  'classColumn',
  'fromColumn',
  'untilColumn',
  'campusesColumn',
  'everyCampus',
  'noEarliest',
  'checkerHeading',
  'birthLabel',
  'checkLabel',
  'answerClass',
  'answerRelaxed',
  'answerTooYoung',
  'answerTooOld',
  'answerNoClass',
  'visitLead',
  'keptHere',
  'documentsHeading',
  'documentsFromClass',
  'datesHeading',
  'datesFromCalendar',
  'datesSample',
  'rteHeading',
  'rteCampuses',
  'rteNoCampus',
  'rtePortal',
  'sampleNotice',
);
export type AdmissionsByAgeText = z.infer<typeof admissionsByAgeText>;

/** The photos at the top of the campuses', awards', blog's and disclosure's pages. */
export const pageHeaderImages = z.strictObject({
  campuses: imageRef,
  accolades: imageRef,
  blog: imageRef,
  disclosure: imageRef,
});
export type PageHeaderImages = z.infer<typeof pageHeaderImages>;
