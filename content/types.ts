// Types for every piece of content the site shows. Editors change the data files beside this
// one; these types (and lib/content-validation.ts) catch their mistakes at build and test time.

/** One of the three campuses; used in routes, tabs and the disclosure viewer. */
export type CampusId = 'city' | 'airport' | 'osmanpura';

/** A site path or an image/PDF under `public/`, always starting with '/'. */
export type SitePath = `/${string}`;

/** An image the site shows. `src` is the largest file under public/ (see content/images.ts). */
export interface ImageRef {
  src: SitePath;
  /** Meaningful alternative text; empty string only for purely decorative images. */
  alt: string;
}

export interface LinkItem {
  label: string;
  href: string;
}

export interface NavItem {
  path: SitePath;
  label: string;
}

export interface PhonePair {
  primary: string;
  secondary: string;
}

/** Footer entry for one campus (SPEC §2, footer section 1). */
export interface CampusContact {
  campusId: CampusId;
  /** e.g. 'Aurora Global School, City Campus' */
  heading: string;
  address: string;
  phones: PhonePair;
}

export interface SocialLink {
  network: 'facebook' | 'youtube' | 'instagram';
  label: string;
  href: string;
}

export interface EmailServiceConfig {
  serviceId: string;
  templateId: string;
  publicKey: string;
}

export interface SiteConfig {
  name: string;
  /** Short form used in two routes: /life-at-{slug} and /{slug}-social. */
  slug: string;
  /** Absolute origin the site is deployed at; canonical URLs and the sitemap use it. */
  url: string;
  description: string;
  logo: ImageRef;
  /** Shown when the logo (or a leader's photo) fails to load. */
  placeholderImage: ImageRef;
  /** External admission/login portal root ('Login'); 'Apply Now' goes to {portal}/admission_form. */
  portalUrl: string;
  admissionFormUrl: string;
  /** Fixed inbox that receives visit requests. */
  schoolInbox: string;
  emailService: EmailServiceConfig;
  /** Hard bound on how long a visit request may stay in 'Sending...'. */
  emailSendTimeoutMs: number;
  campusContacts: CampusContact[];
  social: SocialLink[];
  copyrightYear: number;
  poweredBy: string;
  affiliation: string;
}

export interface Stat {
  value: string;
  label: string;
}

export interface FeatureCard {
  title: string;
  description: string;
  /** Shown on hover/focus on the Home page's 'Why Families Choose' cards. */
  bullets?: string[];
  icon?: string;
}

export interface Leader {
  name: string;
  position: string;
  expertise: string;
  image: ImageRef;
  message: string;
}

export interface Accolade {
  id: number;
  title: string;
  description: string;
  /** An emoji or short symbol; decorative. */
  icon: string;
  /** A single year ('2024') or a range ('2022-2024'). */
  year: string;
}

export interface AdmissionStep {
  step: number;
  title: string;
  description: string;
  icon: string;
}

export interface Facility {
  id: number;
  title: string;
  image: ImageRef;
  description: string;
}

export interface WhyChooseEntry {
  title: string;
  description: string;
}

/** Campus, card form (SPEC §3). */
export interface CampusCard {
  id: 1 | 2 | 3;
  campusId: CampusId;
  name: string;
  location: string;
  image: ImageRef;
  path: SitePath;
  features: string[];
  description: string;
  /** Fallback when the card or gallery image fails to load (SPEC §8: a stock-photo URL). */
  fallbackImageUrl: string;
  /** Contact phone shown in the 'Want to know more?' block. */
  contactPhone: string;
}

/** Campus, detail form: the card fields plus (SPEC §3). */
export interface CampusDetail extends CampusCard {
  heroImage?: ImageRef;
  established: string;
  students: string;
  faculty: string;
  area: string;
  overview: string;
  whyChooseUs: WhyChooseEntry[];
  /** Kept as data, not displayed (SPEC §3). */
  virtualTour: string;
  /** Two rows: 18 and 20 images (SPEC §9). */
  gallery: { rowOne: ImageRef[]; rowTwo: ImageRef[] };
}

/** The About page's reading of a campus (its own area and grade range, SPEC §3). */
export interface AboutCampusTab {
  campusId: CampusId;
  label: string;
  badge: string;
  image: ImageRef;
  location: string;
  area: string;
  grades: string;
  path: SitePath;
}

export interface DisclosureCampus {
  id: CampusId;
  name: string;
  location: string;
  address: string;
  phone: string;
  email: string;
  principal: string;
  establishment: string;
  affiliation: string;
  facilities: string[];
  studentTeacherRatio: string;
  totalStudents: string;
  totalTeachers: string;
}

export interface DisclosureDocument {
  campusId: CampusId;
  /** Static PDF under /MPD/. */
  file: SitePath;
  /** Whether /mandatory-disclosure/{campusId}/pdf exists (SPEC §2: city and airport only). */
  embedded: boolean;
}

export type BlogCategory = 'News' | 'Articles' | 'Blogs';

export interface BlogPost {
  id: number;
  title: string;
  excerpt: string;
  /** One paragraph per line; **bold** markers become <strong>. */
  content: string;
  author: string;
  /** YYYY-MM-DD */
  date: string;
  category: BlogCategory;
  readTime: string;
  views: number;
  image: ImageRef;
  tags: string[];
}

export interface Program {
  title: string;
  grades: string;
  description: string;
  highlights: string[];
}

export interface ActivityGroup {
  title: string;
  icon: string;
  items: string[];
}

export interface Counter {
  /** The number counted up to. */
  target: number;
  /** Text after the number, e.g. '+' or '%'. */
  suffix: string;
  label: string;
  durationMs: number;
}

export interface PageMeta {
  title: string;
  description: string;
}
