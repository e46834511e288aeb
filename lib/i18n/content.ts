// Every content module in one language: the English source with that language's translation
// (content/i18n/{locale}/) laid over each of its data exports, made once per language and kept.
// A page reads its words from contentIn(locale); code that needs the English value whatever the
// page's language (an e-mail to the school, the feeds) imports the content module itself.
import * as about from '@/content/about';
import * as accessibility from '@/content/accessibility';
import * as accolades from '@/content/accolades';
import * as admissions from '@/content/admissions';
import * as annualReportsModule from '@/content/annual-reports';
import * as blog from '@/content/blog';
import * as calendar from '@/content/calendar';
import * as campuses from '@/content/campuses';
import * as childSafety from '@/content/child-safety';
import * as contact from '@/content/contact';
import * as disclosure from '@/content/disclosure';
import * as fees from '@/content/fees';
import * as footer from '@/content/footer';
import * as home from '@/content/home';
import { translationModules } from '@/content/i18n';
import {
  fileSchemas,
  type AboutCampusTab,
  type Accolade,
  type AnnualReport,
  type BlogPost,
  type CampusContact,
  type CampusDetail,
  type CampusId,
  type DisclosureCampus,
  type DisclosureDocument,
  type Leader,
  type Notice,
  type SchoolEvent,
  type Stat,
} from '@/content/schema';
import * as languages from '@/content/languages';
import * as leaders from '@/content/leaders';
import * as life from '@/content/life';
import * as mpdLabels from '@/content/disclosure-labels';
import * as navigation from '@/content/navigation';
import * as notices from '@/content/notices';
import * as pages from '@/content/pages';
import * as privacy from '@/content/privacy';
import * as search from '@/content/search';
import * as site from '@/content/site';
import * as transferCertificates from '@/content/transfer-certificates';
import * as transport from '@/content/transport';
import * as visit from '@/content/visit';
import { previewStamp } from '@/lib/content/preview-stamp';
import { localizeLinks } from './links';
import { localize } from './localize';
import { intlLocale, isTranslated, type Locale } from './locales';
import { campusWordsOf } from '@/lib/campuses/campus-words';
import { ADMISSION_YEAR_WORD, withFilledWords } from './filled-words';
import {
  aboutTabOf,
  campusDetailOf,
  disclosureCampusOf,
  disclosureDocumentOf,
} from '@/lib/campuses/campus-pages';
import {
  accoladesIn,
  admissionYearIn,
  annualReports,
  campusContactsIn,
  campusPagesIn,
  campusSafeguardingIn,
  mpdRecordSources,
  type CampusSafeguardingPage,
  galleryIn,
  homeFiguresIn,
  leadersIn,
  posts,
  schoolEventsIn,
} from './collections';
import { noticesIn } from '@/lib/notices/notices-i18n';
import type { AdmissionYearEntry } from '@/content/shapes/admission-rules';

/** The content modules a page reads, by the path their translations are filed under. */
const englishModules = {
  'content/about.ts': about,
  'content/accessibility.ts': accessibility,
  'content/accolades.ts': accolades,
  'content/admissions.ts': admissions,
  'content/annual-reports.ts': annualReportsModule,
  'content/blog.ts': blog,
  'content/calendar.ts': calendar,
  'content/campuses.ts': campuses,
  'content/child-safety.ts': childSafety,
  'content/contact.ts': contact,
  'content/disclosure.ts': disclosure,
  'content/fees.ts': fees,
  'content/footer.ts': footer,
  'content/home.ts': home,
  'content/languages.ts': languages,
  'content/leaders.ts': leaders,
  'content/life.ts': life,
  'content/disclosure-labels.ts': mpdLabels,
  'content/navigation.ts': navigation,
  'content/notices.ts': notices,
  'content/pages.ts': pages,
  'content/privacy.ts': privacy,
  'content/search.ts': search,
  'content/site.ts': site,
  'content/transfer-certificates.ts': transferCertificates,
  'content/transport.ts': transport,
  'content/visit.ts': visit,
};

type Module = Record<string, unknown>;
type Merged<M> = { [File in keyof M]: (x: M[File]) => void }[keyof M] extends (x: infer All) => void
  ? All
  : never;
/** A module's data: its functions read the English values, so pages never reach them from here. */
type DataOf<T> = {
  [K in keyof T as T[K] extends (...args: never[]) => unknown ? never : K]: T[K];
};

/** The data exports of every content module, by export name. */
export type SiteContent = DataOf<Merged<typeof englishModules>> & {
  /** Each campus's card and page (its folder's campus.*.yml), in the campuses' order. */
  campuses: CampusDetail[];
  /** The About page's words, with each campus's tab from its folder. */
  about: DataOf<typeof about>['about'] & { campusTabs: AboutCampusTab[] };
  /** Each campus's card on the disclosure page, from its folder and its Appendix-IX record. */
  disclosureCampuses: DisclosureCampus[];
  /** Each campus's whole disclosure as one PDF, from its folder. */
  disclosureDocuments: DisclosureDocument[];
  /** Each campus's safeguarding people (content/campuses/{campus}/safeguarding.*.yml). */
  campusSafeguarding: CampusSafeguardingPage[];
  /** Each campus's contacts (content/campuses/{campus}/contact.*.yml), in the campuses' order. */
  campusContacts: CampusContact[];
  /** The campus filters' choices: every campus (content/campuses.ts), then each by short name. */
  campusFilterLabels: Record<'all' | CampusId, string>;
  /** The notices (content/notices/), newest first: translated where a translation exists. */
  notices: Notice[];
  /** The calendar's dates (content/events/), in date order. */
  schoolEvents: SchoolEvent[];
  /** The home page's figures (content/home-figures/). */
  homeFigures: Stat[];
  /** The leaders' messages on the home page (content/leaders/), in the order of their numbers. */
  leaders: Leader[];
  /** The awards on the Accolades page (content/accolades/), in the order of their numbers. */
  accolades: Accolade[];
  /** The campus pages' photo gallery (content/gallery/). */
  campusGallery: CampusDetail['gallery'];
  /** The blog's posts (content/blog/), in English in every language. */
  posts: BlogPost[];
  /** The annual reports (content/annual-reports/), newest first, in English in every language. */
  annualReports: AnnualReport[];
  /** The newest academic year's admission rule (content/admission-years/), if one is written. */
  admissionYear: AdmissionYearEntry | undefined;
};

/**
 * Exports the schemas count as texts that are not words on a page: the notices' folder and the
 * demo e-mail service ids. Every language keeps the English value.
 */
const KEPT_AS_IS = new Set(['NOTICES_FOLDER', 'DEMO_DEFAULTS']);

/** A module's data in a language: its words translated, its links to pages in that language. */
function localizeModule(file: string, module: Module, locale: Locale): Module {
  const data = Object.fromEntries(
    Object.entries(module).filter(([, value]) => typeof value !== 'function'),
  );
  if (!isTranslated(locale)) return data;
  const words = translationModules[locale][file];
  const translated = Object.fromEntries(
    Object.entries(data).map(([name, value]) => [
      name,
      KEPT_AS_IS.has(name) ? value : localize(value, words?.[name] as never),
    ]),
  );
  const schema = fileSchemas[file];
  return schema ? (localizeLinks(schema, translated, locale) as Module) : translated;
}

const made = new Map<Locale, { content: SiteContent; stamp: string }>();

/** Every page text, figure, link and image of the site in `locale`. */
export function contentIn(locale: Locale): SiteContent {
  // Under `next dev` (the editor's preview) the collections are read again once a file under
  // content/ has changed, so that the preview shows each save.
  const stamp = previewStamp();
  const kept = made.get(locale);
  if (kept && kept.stamp === stamp) return kept.content;
  const files = Object.entries(englishModules) as [string, Module][];
  const campusContacts = campusContactsIn(locale);
  const localized = Object.assign(
    {},
    ...files.map(([file, module]) => localizeModule(file, module, locale)),
  ) as SiteContent;
  const shortNames = campusContacts.map((campus) => campus.shortName);
  const admissionYear = admissionYearIn(locale);
  const modules = withFilledWords(
    {
      ...localized,
      leaders: leadersIn(locale),
      accolades: accoladesIn(locale),
      campusGallery: galleryIn(locale),
    },
    {
      ...campusWordsOf(localized.campusCountWords, shortNames, intlLocale[locale]),
      ...(admissionYear && { [ADMISSION_YEAR_WORD]: admissionYear.academicYear }),
    },
  );
  const campusPages = campusPagesIn(locale);
  const records = mpdRecordSources();
  const content: SiteContent = {
    ...modules,
    campuses: campusPages.map((page, place) =>
      campusDetailOf(locale, page, place, modules.campusGallery),
    ),
    about: { ...modules.about, campusTabs: campusPages.map((page) => aboutTabOf(locale, page)) },
    disclosureCampuses: campusPages.flatMap((page) => disclosureCampusOf(page, records)),
    disclosureDocuments: campusPages.map(disclosureDocumentOf),
    campusSafeguarding: campusSafeguardingIn(locale),
    notices: noticesIn(locale),
    schoolEvents: schoolEventsIn(locale),
    campusContacts,
    campusFilterLabels: {
      ...modules.campusFilterLabels,
      ...Object.fromEntries(campusContacts.map(({ campusId, shortName }) => [campusId, shortName])),
    },
    homeFigures: homeFiguresIn(locale),
    posts,
    annualReports,
    admissionYear,
  };
  made.set(locale, { content, stamp });
  return content;
}

/** A campus in `locale` by its id ('city'); undefined for an unknown one. */
export const campusIn = (locale: Locale, id: string) =>
  contentIn(locale).campuses.find((campus) => campus.campusId === id);
