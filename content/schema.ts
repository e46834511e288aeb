// The shape of every piece of content, as zod schemas. They are the single source of both:
// - the TypeScript types (inferred below, re-exported by content/types.ts), and
// - the build-time check (lib/content-validation.ts parses every content module with them).
// Rules that need the file system or the route list (a file exists under public/, an image has
// generated sizes, a link has a page) are refinements fed by a ContentEnvironment.
//
// Build time only: content modules import from here with `import type`, so no schema code ever
// reaches the browser (scripts/check-bundle-size.mjs fails the build if it does).
import { z } from 'zod';
import { blogCategories, campusIds, contentIconNames } from './ids';

/** What the refinements need to know about the project. */
export interface ContentEnvironment {
  /** Whether a path such as '/images/x.webp' or '/MPD/x.pdf' exists under public/. */
  publicFileExists: (sitePath: string) => boolean;
  /**
   * Where an image the site shows comes from: an editor's original in content/photos/, a
   * placeholder drawing (content/images.ts), or nowhere.
   */
  imageSource: (sitePath: string) => 'original' | 'placeholder' | undefined;
  /** Whether a size rule in content/images.ts covers the image (vector images need none). */
  imageHasSizes: (sitePath: string) => boolean;
  /** Every page route the app/ folder builds, e.g. '/', '/about', '/campuses/city'. */
  routes: readonly string[];
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isValidIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The issue parameter that marks a duplicate: the index of the item that used the id first. */
export const DUPLICATE_OF = 'duplicateOf';

/** A list whose items' `key` must be unique. */
function uniqueBy<T extends z.ZodType, K extends string>(item: T, key: K) {
  return z.array(item).superRefine((items, ctx) => {
    const seen = new Map<unknown, number>();
    items.forEach((entry, index) => {
      const id = (entry as Record<string, unknown>)[key];
      const first = seen.get(id);
      if (first === undefined) {
        seen.set(id, index);
        return;
      }
      ctx.addIssue({
        code: 'custom',
        path: [index, key],
        message: `duplicate ${key} ${JSON.stringify(id)}`,
        params: { [DUPLICATE_OF]: first },
      });
    });
  });
}

/** Every schema, with its refinements bound to one environment. */
export function contentSchemas(env: ContentEnvironment) {
  const routes = new Set(env.routes);

  const text = z.string();
  /** Label objects: every value a string (their keys stay exact through `satisfies Texts`). */
  const texts = z.record(z.string(), text);
  const nonNegative = z.number().int().nonnegative();

  /** A site path or a file under public/, always starting with '/'. */
  const sitePath = z.templateLiteral(['/', z.string()]);
  const noSuchRoute = {
    error: (issue: { input: unknown }) =>
      `"${String(issue.input)}" is not a route of the site (no page in app/ builds it)`,
  };
  /** A page of the site: some folder under app/ builds it. */
  const route = sitePath.refine((value) => routes.has(value), noSuchRoute);
  /** A link: a page of the site when it starts with '/', else an external URL or a fragment. */
  const link = z
    .string()
    .refine(
      (value) => !value.startsWith('/') || routes.has(value.split('#')[0] ?? ''),
      noSuchRoute,
    );
  const publicFile = sitePath.refine((value) => env.publicFileExists(value), {
    error: (issue) => `file "${String(issue.input)}" does not exist under public/`,
  });
  const isoDate = z.string().refine(isValidIsoDate, {
    error: (issue) => `"${String(issue.input)}" is not a real date in the form YYYY-MM-DD`,
  });

  const imageSrc = z
    .templateLiteral(['/images/', z.string()], {
      error: (issue) => `"${String(issue.input)}" must be a path starting with '/images/'`,
    })
    .superRefine((src, ctx) => {
      if (!/\.(webp|jpg|svg)$/.test(src)) {
        ctx.addIssue({
          code: 'custom',
          message: `image "${src}" must end in .webp (photos), .jpg (the social card) or .svg (drawn art)`,
        });
      } else if (!env.imageSource(src)) {
        const stem = src.replace(/^\/images\//, '').replace(/\.\w+$/, '');
        ctx.addIssue({
          code: 'custom',
          message:
            `image "${src}" has no original (content/photos/${stem}.jpg, .png, .webp or .avif) ` +
            'and no placeholder drawing in content/images.ts',
        });
      } else if (!env.imageHasSizes(src)) {
        ctx.addIssue({
          code: 'custom',
          message: `image "${src}" matches no size rule in content/images.ts (imageSizes)`,
        });
      }
    });
  /** Where a fixed-ratio crop keeps the subject: a side, a corner, or a point (0–1 each way). */
  const imageFocus = z.union([
    z.enum([
      'center',
      'top',
      'bottom',
      'left',
      'right',
      'top left',
      'top right',
      'bottom left',
      'bottom right',
    ]),
    z.strictObject({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }),
  ]);
  const imageSizeRule = z
    .strictObject({
      pattern: z.templateLiteral(['/images/', z.string()]),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      widths: z.array(z.number().int().positive()).min(1),
    })
    .refine(
      (rule) =>
        rule.widths.every((w, i) => i === 0 || w > (rule.widths[i - 1] ?? 0)) &&
        rule.widths.at(-1) === rule.width,
      { error: 'widths must ascend and end at width', path: ['widths'] },
    );
  const placeholderArt = z.strictObject({
    /** Motif words (scripts/images/placeholder-art.mjs lists them). */
    drawing: text,
    hue: z.number().min(0).max(360),
    mood: z.enum(['dawn', 'day']).optional(),
    /** Describes the drawing; shown while the drawing is what is served. */
    alt: text,
  });

  const campusId = z.enum(campusIds);
  /** One of the site's icons (content/ids.ts), by name. */
  const icon = z.enum(contentIconNames, {
    error: (issue) =>
      `unknown icon ${JSON.stringify(issue.input)} (use one of ${contentIconNames.join(', ')})`,
  });
  /** An image the site shows: `src` is the largest file the build serves under /images/. */
  const imageRef = z
    .strictObject({
      src: imageSrc,
      /** What the intended photo shows; empty only when `decorative` says so. */
      alt: text,
      /** A purely decorative image: screen readers skip it, so it has no alt text. */
      decorative: z.literal(true).optional(),
      /** Steers the crop to the size rule's aspect ratio; the default finds the busiest part. */
      focus: imageFocus.optional(),
    })
    .superRefine((image, ctx) => {
      if (image.alt.trim() === '' && !image.decorative) {
        ctx.addIssue({
          code: 'custom',
          path: ['alt'],
          message: 'alt text is empty: describe what the image shows (or mark it decorative: true)',
        });
      }
    });
  const linkItem = z.strictObject({ label: text, href: link });
  const navItem = z.strictObject({ path: route, label: text });
  const phonePair = z.strictObject({ primary: text, secondary: text });
  const stat = z.strictObject({ value: text, label: text });
  const pageMeta = z.strictObject({ title: text, description: text });

  /** Footer entry for one campus (SPEC §2, footer section 1). */
  const campusContact = z.strictObject({
    campusId,
    /** e.g. 'Aurora Global School, City Campus' */
    heading: text,
    address: text,
    phones: phonePair,
  });
  const socialLink = z.strictObject({
    network: z.enum(['facebook', 'youtube', 'instagram']),
    label: text,
    href: z.url(),
  });
  const siteConfig = z.strictObject({
    name: text,
    /** Absolute origin the site is deployed at; canonical URLs and the sitemap use it. */
    url: z.url(),
    description: text,
    logo: imageRef,
    /** The picture link previews show (Open Graph, 1200 x 630). */
    socialImage: imageRef,
    /** Shown when the logo (or a leader's photo) fails to load. */
    placeholderImage: imageRef,
    /** External admission/login portal ('Login'); 'Apply Now' goes to {portal}/admission_form. */
    portalUrl: z.url(),
    admissionFormUrl: z.url(),
    /** Fixed inbox that receives visit requests. */
    schoolInbox: z.email(),
    emailService: z.strictObject({ serviceId: text, templateId: text, publicKey: text }),
    /** Hard bound on how long a visit request may stay in 'Sending...'. */
    emailSendTimeoutMs: nonNegative,
    campusContacts: uniqueBy(campusContact, 'campusId'),
    social: z.array(socialLink),
    copyrightYear: nonNegative,
    poweredBy: text,
    affiliation: text,
  });

  const featureCard = z.strictObject({
    title: text,
    description: text,
    /** Shown on hover/focus on the Home page's 'Why Families Choose' cards. */
    bullets: z.array(text).optional(),
    icon: icon.optional(),
  });
  const leader = z.strictObject({
    name: text,
    position: text,
    expertise: text,
    image: imageRef,
    message: text,
  });
  const accolade = z.strictObject({
    id: nonNegative,
    title: text,
    description: text,
    /** Decorative: the title carries the meaning. */
    icon,
    /** A single year ('2024') or a range ('2022-2024'). */
    year: z.string().regex(/^\d{4}(-\d{4})?$/),
  });
  const admissionStep = z.strictObject({
    step: nonNegative,
    title: text,
    description: text,
    icon,
  });
  const facility = z.strictObject({
    id: nonNegative,
    title: text,
    image: imageRef,
    description: text,
  });
  const whyChooseEntry = z.strictObject({ title: text, description: text });

  /** Campus, card form (SPEC §3). */
  const campusCardFields = {
    id: z.literal([1, 2, 3]),
    campusId,
    name: text,
    location: text,
    image: imageRef,
    path: route,
    features: z.array(text),
    description: text,
    /** Fallback when the card or gallery image fails to load (SPEC §8: a stock-photo URL). */
    fallbackImageUrl: z.url(),
    /** Contact phone shown in the 'Want to know more?' block. */
    contactPhone: text,
  };
  const campusCard = z.strictObject(campusCardFields);
  /** Campus, detail form: the card fields plus (SPEC §3). */
  const campusDetail = z.strictObject({
    ...campusCardFields,
    heroImage: imageRef.optional(),
    established: text,
    students: text,
    faculty: text,
    area: text,
    overview: text,
    whyChooseUs: z.array(whyChooseEntry),
    /** Kept as data, not displayed (SPEC §3). */
    virtualTour: text,
    /** Two rows: 18 and 20 images (SPEC §9). */
    gallery: z.strictObject({ rowOne: z.array(imageRef), rowTwo: z.array(imageRef) }),
  });
  /** The About page's reading of a campus (its own area and grade range, SPEC §3). */
  const aboutCampusTab = z.strictObject({
    campusId,
    label: text,
    badge: text,
    image: imageRef,
    location: text,
    area: text,
    grades: text,
    path: route,
  });

  const disclosureCampus = z.strictObject({
    id: campusId,
    name: text,
    location: text,
    address: text,
    phone: text,
    email: z.email(),
    principal: text,
    establishment: text,
    affiliation: text,
    facilities: z.array(text),
    studentTeacherRatio: text,
    totalStudents: text,
    totalTeachers: text,
  });
  const disclosureDocument = z.strictObject({
    campusId,
    /** Static PDF under /MPD/. */
    file: publicFile,
    /** Whether /mandatory-disclosure/{campusId}/pdf exists (SPEC §2: city and airport only). */
    embedded: z.boolean(),
  });
  const disclosurePageText = z.strictObject({
    selectionHeading: text,
    intro: text,
    viewLinkLabel: text,
    loadingText: text,
    errorTitle: text,
    errorNote: text,
    backLabel: text,
    tryAgainLabel: text,
    embeddedSubtitle: text,
    academicYear: text,
    embeddedNote: text,
    /** Appended to the campus's short name: 'City' + suffix. */
    embeddedTitleSuffix: text,
    frameHeightPx: nonNegative,
    /** Spoken for each rendered page (canvas pages are invisible to screen readers). */
    pageLabel: text,
    /** Names the viewer's list of pages. */
    pagesLabel: text,
    /** The embedded frame's accessible name. */
    frameTitle: text,
    /** For browsers that show no PDF in a frame (most phones): a way to the viewer. */
    embeddedViewerHint: text,
    embeddedViewerLink: text,
    /** The viewer's plain-HTML way to the document; '{size}' becomes the file's size. */
    fallbackIntro: text,
    openPdfLabel: text,
    fallbackEmbeddedLink: text,
    /** The viewer's zoom controls; `level` is '{percent}%'. */
    zoom: z.strictObject({
      toolbar: text,
      fitWidth: text,
      zoomIn: text,
      zoomOut: text,
      reset: text,
      /** The reset button's accessible name (it begins with `reset`, the visible text). */
      resetLabel: text,
      level: text,
    }),
  });

  const blogCategory = z.enum(blogCategories, {
    error: (issue) =>
      `unknown category ${JSON.stringify(issue.input)} (use one of ${blogCategories.join(', ')})`,
  });
  const blogFilter = z.strictObject({
    id: z.enum(['all', 'news-articles', 'blogs']),
    label: text,
    categories: z.array(blogCategory),
  });
  const blogPost = z.strictObject({
    id: nonNegative,
    title: text,
    excerpt: text,
    /** One paragraph per line; **bold** markers become <strong>. */
    content: text,
    author: text,
    date: isoDate,
    category: blogCategory,
    readTime: text,
    views: nonNegative,
    image: imageRef,
    tags: z.array(text),
  });

  const program = z.strictObject({
    title: text,
    grades: text,
    description: text,
    highlights: z.array(text),
  });
  const activityGroup = z.strictObject({ title: text, icon, items: z.array(text) });
  const counter = z.strictObject({
    /** The number counted up to. */
    target: nonNegative,
    /** Text after the number, e.g. '+' or '%'. */
    suffix: z.string(),
    label: text,
    durationMs: nonNegative,
  });

  const missionVision = z.strictObject({ title: text, text, features: z.array(text) });
  const aboutContent = z.strictObject({
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
    campusTabs: uniqueBy(aboutCampusTab, 'campusId'),
    campusLabels: z.strictObject({ location: text, area: text, grades: text, exploreMore: text }),
    /** The enlarged-image modal ('{alt}' is the image's alternative text). */
    imageModal: z.strictObject({ open: text, close: text }),
  });

  const admissionsContent = z.strictObject({
    hero: z.strictObject({
      title: text,
      subtitle: text,
      note: text,
      image: imageRef,
      applyLabel: text,
    }),
    processHeading: text,
    steps: uniqueBy(admissionStep, 'step'),
    benefits: z.strictObject({ heading: text, items: z.array(text) }),
    facilitiesHeading: text,
    facilities: uniqueBy(facility, 'id'),
    /** Local image shown when a facility image fails to load (SPEC §8). */
    facilityFallbackImage: publicFile,
    cta: z.strictObject({ heading: text, text, applyLabel: text }),
    academicYear: text,
  });

  const footerContent = z.strictObject({
    /** Screen-reader heading of the footer, read after the school's name. */
    srHeadingAfterName: text,
    /** Accessible name of the campus addresses section. */
    campusesLabel: text,
    quickLinksHeading: text,
    communityHeading: text,
    contactHeading: text,
    contactForm: z.strictObject({
      /** Accessible name of the form. */
      label: text,
      placeholders: z.strictObject({
        firstName: text,
        lastName: text,
        email: text,
        subject: text,
        message: text,
      }),
      submitLabel: text,
    }),
    privacyLabel: text,
    privacyHref: link,
    /** Label before the two phone numbers of each campus. */
    mobLabel: text,
    copyrightLine: text,
    poweredByLine: text,
  });

  const homeContent = z.strictObject({
    hero: z.strictObject({
      heading: text,
      subheading: text,
      ctaLabel: text,
      ctaHref: route,
      image: imageRef,
    }),
    about: z.strictObject({
      heading: text,
      text,
      features: z.array(text),
      image: imageRef,
      primary: linkItem,
      secondary: linkItem,
    }),
    statsHeading: text,
    stats: z.array(stat),
    /** `hint` tells sighted visitors the cards reveal more; screen readers get the lists anyway. */
    whyFamilies: z.strictObject({
      heading: text,
      intro: text,
      hint: text,
      cards: z.array(featureCard),
    }),
    leadersHeading: text,
    /** 'Apply Now' opens the external admission form (site.admissionFormUrl). */
    cta: z.strictObject({ heading: text, text, label: text }),
  });

  const lifeContent = z.strictObject({
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
      stats: z.array(stat),
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

  const visitContent = z.strictObject({
    title: text,
    /** Keep the literal {campusName} token: it is replaced with the campus (or school) name. */
    intro: text,
    labels: z.strictObject({
      name: text,
      phone: text,
      email: text,
      preferredDate: text,
      preferredTime: text,
      message: text,
    }),
    timePlaceholder: text,
    timeSlots: z.array(text),
    submitLabel: text,
    sendingLabel: text,
    successMessage: text,
    errorMessage: text,
    /** After success, the modal closes after this many milliseconds. */
    closeAfterMs: nonNegative,
    openLabel: text,
    /** Accessible name of the modal's × button. */
    closeLabel: text,
    /** Sender e-mail addresses that may never send a request (known spam). */
    blockedSenders: z.array(z.email()),
    /** The link behind 'Schedule a Visit' (SPEC §2: /contact, not a page); its click opens the modal. */
    contactHref: sitePath,
  });

  // Section A–E of a campus's CBSE Appendix-IX disclosure. Dates, PDFs, percentages and expiry
  // are checked by lib/mpd-validation.ts, whose messages name the Appendix-IX field.
  const mpdDocument = z.strictObject({
    /** URL segment of its viewer page /mandatory-disclosure/{campusId}/documents/{id}. */
    id: z.string().regex(/^[a-z0-9-]+$/),
    title: text,
    /** The PDF, under /MPD/{campusId}/. */
    pdf: sitePath,
    /** YYYY-MM-DD */
    issuedOn: z.string(),
    /** Certificates that must be renewed; leave out for documents that do not expire. */
    validUntil: z.string().optional(),
    issuedBy: text,
  });
  const mpdPerson = z.strictObject({ name: text, qualification: text });
  const mpdRoom = z.strictObject({
    name: text,
    count: nonNegative,
    /** Floor area of each, in m². */
    sizeSqM: z.number().nonnegative(),
  });
  const mpdRecord = z.strictObject({
    campusId,
    lastUpdated: z.string(),
    /** Section A. */
    general: z.strictObject({
      schoolName: text,
      affiliationNo: text,
      schoolCode: text,
      /** Complete address with PIN, as the footer shows it (content/site.ts). */
      address: text,
      principal: mpdPerson,
      email: z.email(),
      phones: z.array(text),
      /** The classes the campus teaches, as the About page gives them (content/about.ts). */
      classes: text,
    }),
    /** Section B. */
    documents: uniqueBy(mpdDocument, 'id'),
    /** Section C. */
    academics: z.strictObject({
      feeAcademicYear: text,
      /** One row per group of classes; amounts in rupees. */
      fees: z.array(
        z.strictObject({
          classes: text,
          admissionFee: nonNegative,
          tuitionFeePerMonth: nonNegative,
          annualCharges: nonNegative,
        }),
      ),
      /** The academic calendar and the SMC and PTA lists, as documents. */
      documents: uniqueBy(mpdDocument, 'id'),
      /** e.g. 'Class X'. */
      examination: text,
      /** The last three years, newest first; passPercent = passed ÷ registered × 100. */
      results: z.array(
        z.strictObject({
          year: nonNegative,
          registered: nonNegative,
          passed: nonNegative,
          passPercent: z.number(),
          remarks: z.string(),
        }),
      ),
      /** Why there are no results, for a campus without board classes (results then empty). */
      resultsNotApplicable: text.optional(),
    }),
    /** Section D. The principal is section A's. */
    staff: z.strictObject({
      pgt: nonNegative,
      tgt: nonNegative,
      prt: nonNegative,
      /** Class sections, for the teacher-to-section ratio. */
      sections: nonNegative,
      specialEducator: mpdPerson,
      counsellor: mpdPerson,
    }),
    /** Section E. */
    infrastructure: z.strictObject({
      campusAreaSqM: z.number().nonnegative(),
      classrooms: mpdRoom,
      laboratories: z.array(mpdRoom),
      internet: z.boolean(),
      girlsToilets: nonNegative,
      boysToilets: nonNegative,
      /** The inspection video of the school's infrastructure. */
      inspectionVideo: z.url(),
    }),
  });
  /** The tables' labels: strings, and groups of them (sections, captions, columns, rows). */
  const mpdLabels = z.record(z.string(), z.union([text, texts]));

  const pageKey = z.enum([
    'home',
    'about',
    'life',
    'campuses',
    'admissions',
    'blog',
    'accolades',
    'disclosure',
    'notFound',
  ]);

  /** Each content module's data exports (functions are code, not content). */
  const files = {
    'content/about.ts': z.strictObject({ about: aboutContent }),
    'content/accolades.ts': z.strictObject({
      accoladesPage: texts,
      accolades: uniqueBy(accolade, 'id'),
    }),
    'content/admissions.ts': z.strictObject({
      ADMISSION_YEAR: z.string().regex(/^\d{4}-\d{2}$/),
      admissions: admissionsContent,
    }),
    'content/blog.ts': z.strictObject({
      blogPage: texts,
      blogFilters: uniqueBy(blogFilter, 'id'),
      blogNotFound: texts,
      blogLabels: texts,
      posts: uniqueBy(blogPost, 'id'),
    }),
    'content/images.ts': z.strictObject({
      imageSizes: z.array(imageSizeRule),
      placeholderArt: z.record(z.templateLiteral(['/images/', z.string()]), placeholderArt),
    }),
    'content/ids.ts': z.strictObject({
      campusIds: z.array(text),
      blogCategories: z.array(text),
      contentIconNames: z.array(text),
    }),
    'content/campuses.ts': z.strictObject({
      campusIds: z.array(campusId),
      campusesPage: texts,
      campusDetailLabels: z.record(z.string(), z.union([text, linkItem, texts])),
      campuses: uniqueBy(campusDetail, 'campusId'),
    }),
    'content/contact.ts': z.strictObject({ contactAlternatives: texts }),
    'content/disclosure.ts': z.strictObject({
      disclosureCampuses: uniqueBy(disclosureCampus, 'id'),
      disclosureDocuments: uniqueBy(disclosureDocument, 'campusId'),
      disclosurePage: disclosurePageText,
      disclosureErrorMessages: texts,
    }),
    'content/footer.ts': z.strictObject({ footer: footerContent }),
    'content/home.ts': z.strictObject({ home: homeContent }),
    'content/leaders.ts': z.strictObject({
      LEADERS_CAROUSEL_INTERVAL_MS: nonNegative,
      leadersCarouselLabels: texts,
      leaders: z.array(leader),
    }),
    'content/life.ts': z.strictObject({ life: lifeContent }),
    'content/mpd/airport.ts': z.strictObject({ airportDisclosure: mpdRecord }),
    'content/mpd/city.ts': z.strictObject({ cityDisclosure: mpdRecord }),
    'content/mpd/labels.ts': z.strictObject({
      mpdDocumentTitles: texts,
      mpdLabels,
      mpdIssuers: texts,
    }),
    'content/mpd/osmanpura.ts': z.strictObject({ osmanpuraDisclosure: mpdRecord }),
    'content/navigation.ts': z.strictObject({
      LIFE_PATH: route,
      BLOG_PATH: route,
      mainNav: uniqueBy(navItem, 'path'),
      moreNav: uniqueBy(navItem, 'path'),
      footerQuickLinks: uniqueBy(navItem, 'path'),
      navLabels: texts,
    }),
    'content/pages.ts': z.strictObject({
      pageMeta: z.record(pageKey, pageMeta),
      pageHeaderImages: z.strictObject({
        campuses: imageRef,
        accolades: imageRef,
        blog: imageRef,
        disclosure: imageRef,
      }),
    }),
    'content/search.ts': z.strictObject({ searchLabels: texts, searchTypes: texts }),
    'content/site.ts': z.strictObject({
      DEMO_DEFAULTS: z.strictObject({
        siteUrl: z.url(),
        portalUrl: z.url(),
        emailService: z.strictObject({ serviceId: text, templateId: text, publicKey: text }),
      }),
      SITE_SLUG: z.string().regex(/^[a-z0-9-]+$/),
      SITE_LOCALE: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
      CITY_PHONES: phonePair,
      SHARED_CAMPUS_PHONES: phonePair,
      postalRegion: texts,
      site: siteConfig,
    }),
    'content/visit.ts': z.strictObject({ visit: visitContent }),
  };

  return {
    files,
    shapes: {
      campusId,
      sitePath,
      imageRef,
      icon,
      imageFocus,
      imageSizeRule,
      placeholderArt,
      linkItem,
      navItem,
      phonePair,
      campusContact,
      socialLink,
      siteConfig,
      stat,
      featureCard,
      leader,
      accolade,
      admissionStep,
      facility,
      whyChooseEntry,
      campusCard,
      campusDetail,
      aboutCampusTab,
      disclosureCampus,
      disclosureDocument,
      disclosurePageText,
      blogCategory,
      blogFilter,
      blogPost,
      program,
      activityGroup,
      counter,
      pageKey,
      pageMeta,
      texts,
      missionVision,
      aboutContent,
      admissionsContent,
      footerContent,
      homeContent,
      lifeContent,
      visitContent,
      mpdDocument,
      mpdPerson,
      mpdRoom,
      mpdRecord,
    },
  };
}

type Shapes = ReturnType<typeof contentSchemas>['shapes'];
type Infer<K extends keyof Shapes> = z.infer<Shapes[K]>;

export type CampusId = Infer<'campusId'>;
/** A site path or an image/PDF under `public/`, always starting with '/'. */
export type SitePath = Infer<'sitePath'>;
export type ImageRef = Infer<'imageRef'>;
export type ImageFocus = Infer<'imageFocus'>;
export type ContentIconName = Infer<'icon'>;
export type ImageSizeRule = Infer<'imageSizeRule'>;
export type PlaceholderArt = Infer<'placeholderArt'>;
export type LinkItem = Infer<'linkItem'>;
export type NavItem = Infer<'navItem'>;
export type PhonePair = Infer<'phonePair'>;
export type CampusContact = Infer<'campusContact'>;
export type SocialLink = Infer<'socialLink'>;
export type SiteConfig = Infer<'siteConfig'>;
export type Stat = Infer<'stat'>;
export type FeatureCard = Infer<'featureCard'>;
export type Leader = Infer<'leader'>;
export type Accolade = Infer<'accolade'>;
export type AdmissionStep = Infer<'admissionStep'>;
export type Facility = Infer<'facility'>;
export type WhyChooseEntry = Infer<'whyChooseEntry'>;
export type CampusCard = Infer<'campusCard'>;
export type CampusDetail = Infer<'campusDetail'>;
export type AboutCampusTab = Infer<'aboutCampusTab'>;
export type DisclosureCampus = Infer<'disclosureCampus'>;
export type DisclosureDocument = Infer<'disclosureDocument'>;
export type DisclosurePageText = Infer<'disclosurePageText'>;
export type BlogCategory = Infer<'blogCategory'>;
export type BlogFilter = Infer<'blogFilter'>;
export type BlogFilterId = BlogFilter['id'];
export type BlogPost = Infer<'blogPost'>;
export type Program = Infer<'program'>;
export type ActivityGroup = Infer<'activityGroup'>;
export type Counter = Infer<'counter'>;
export type PageKey = Infer<'pageKey'>;
export type PageMeta = Infer<'pageMeta'>;
/** Label objects: `satisfies Texts` checks every value is a string and keeps the exact keys. */
export type Texts = Infer<'texts'>;
export type MissionVision = Infer<'missionVision'>;
export type AboutContent = Infer<'aboutContent'>;
export type AdmissionsContent = Infer<'admissionsContent'>;
export type FooterContent = Infer<'footerContent'>;
export type HomeContent = Infer<'homeContent'>;
export type LifeContent = Infer<'lifeContent'>;
export type VisitContent = Infer<'visitContent'>;
export type MpdDocument = Infer<'mpdDocument'>;
export type MpdPerson = Infer<'mpdPerson'>;
export type MpdRoom = Infer<'mpdRoom'>;
export type MpdRecord = Infer<'mpdRecord'>;
export type MpdGeneral = MpdRecord['general'];
export type MpdAcademics = MpdRecord['academics'];
export type MpdFeeRow = MpdAcademics['fees'][number];
export type MpdResultRow = MpdAcademics['results'][number];
export type MpdStaff = MpdRecord['staff'];
export type MpdInfrastructure = MpdRecord['infrastructure'];
