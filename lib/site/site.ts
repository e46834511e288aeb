// The words every page shares, in a language: the school's name and details (content/school/ and
// content/site.ts),
// each page's title, description and header photo (content/pages.ts), the menus
// (content/navigation.ts), the footer (content/footer.ts) and the languages' names
// (content/languages.ts). Build time only.
import { schoolCollection } from '@/content/collections';
import { palettes } from '@/content/shapes/palettes';
import { addressWordOf, type SchoolEntry } from '@/content/shapes/school';
import { siteSettings } from '@/content/site';
import { cityNamed, entriesIn } from '@/lib/content/collections.server';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { filledInEveryLanguage, inEveryLanguage, pageWordsIn } from '@/lib/i18n/words';
import {
  footerWords,
  languagesWords,
  navigationWords,
  pagesWords,
  siteWords,
} from '@/content/words-collections';
import { fillTemplate } from '@/lib/template';

/** The school's entry in `locale` (content/school/school.en.yml and its translations). */
function schoolEntryIn(locale: Locale): SchoolEntry {
  const [entry] = entriesIn(schoolCollection, locale);
  if (!entry) throw new Error(`${schoolCollection.folder}/school.en.yml › (file): is missing`);
  return entry.data;
}

/** The school as every page names it: its name, logo, portal, inbox, social pages, footer line. */
export function siteIn(locale: Locale) {
  return filledInEveryLanguage('the school', (each) => {
    const school = schoolEntryIn(each);
    const words = pageWordsIn(siteWords, each).siteWords;
    return {
      name: school.name,
      shortName: school.shortName,
      description: school.description,
      url: siteSettings.url,
      logo: school.logo,
      palette: palettes[school.colours],
      socialImage: words.socialImage,
      placeholderImage: siteSettings.placeholderImage,
      portalUrl: school.portal,
      admissionFormUrl: `${school.portal.replace(/\/+$/, '')}/admission_form`,
      schoolInbox: school.visitsInbox,
      emailService: school.emailService,
      emailSendTimeoutMs: siteSettings.emailSendTimeoutMs,
      social: school.social.map((link) => ({
        ...link,
        label: words.socialLabels[link.network],
      })),
      copyrightYear: school.footer.copyrightYear,
      poweredBy: school.footer.poweredBy,
      homeTitle: words.homeTitle,
      /** 'Chhatrapati Sambhajinagar (Aurangabad)'. */
      city: cityNamed(school.city, school.cityFormerName),
      cityName: school.city,
      cityFormerName: school.cityFormerName?.trim() || undefined,
      affiliation: fillTemplate(words.affiliationLine, { number: school.affiliation.number }),
      affiliationNumber: school.affiliation.number,
      schoolCode: school.affiliation.schoolCode,
    };
  })[locale];
}
export type Site = ReturnType<typeof siteIn>;

/**
 * The word the school's English short name makes in two of the site's addresses:
 * /life-at-{word} and /{word}-social ('aurora').
 */
export function schoolAddressWord(): string {
  // Made once per state of content/, as every route asks for it.
  return inEveryLanguage('the school address word', () =>
    addressWordOf(schoolEntryIn(DEFAULT_LOCALE).shortName),
  )[DEFAULT_LOCALE];
}

/** Each page's title, description and header photo, and the trust pages' shared labels. */
export function pagesWordsIn(locale: Locale) {
  return pageWordsIn(pagesWords, locale);
}

/** Each page's title and description (its metadata and its heading). */
export function pageMetaIn(locale: Locale) {
  return pageWordsIn(pagesWords, locale).pageMeta;
}

/** The menus: the main and "More" menus, the footer's links and their labels. */
export function navigationIn(locale: Locale) {
  return pageWordsIn(navigationWords, locale);
}

/** The footer's words. */
export function footerIn(locale: Locale) {
  return pageWordsIn(footerWords, locale).footer;
}

/** The language switcher's and the "in English" labels. */
export function languageLabelsIn(locale: Locale) {
  return pageWordsIn(languagesWords, locale).languageLabels;
}
