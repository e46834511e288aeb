// The words every page shares, in a language: the school's name and details (content/site.ts),
// each page's title, description and header photo (content/pages.ts), the menus
// (content/navigation.ts), the footer (content/footer.ts) and the languages' names
// (content/languages.ts). Build time only.
import * as footerModule from '@/content/footer';
import * as languagesModule from '@/content/languages';
import * as navigationModule from '@/content/navigation';
import * as pagesModule from '@/content/pages';
import * as siteModule from '@/content/site';
import type { Locale } from '@/lib/i18n/locales';
import { wordsIn } from '@/lib/i18n/words';

/** The school as every page names it: its name, logo, address, social links. */
export const siteIn = (locale: Locale) => wordsIn('content/site.ts', siteModule, locale).site;

/** Each page's title, description and header photo, and the trust pages' shared labels. */
export const pagesWordsIn = (locale: Locale) => wordsIn('content/pages.ts', pagesModule, locale);

/** Each page's title and description (its metadata and its heading). */
export const pageMetaIn = (locale: Locale) => pagesWordsIn(locale).pageMeta;

/** The menus: the main and "More" menus, the footer's links and their labels. */
export const navigationIn = (locale: Locale) =>
  wordsIn('content/navigation.ts', navigationModule, locale);

/** The footer's words. */
export const footerIn = (locale: Locale) =>
  wordsIn('content/footer.ts', footerModule, locale).footer;

/** The language switcher's and the "in English" labels. */
export const languageLabelsIn = (locale: Locale) =>
  wordsIn('content/languages.ts', languagesModule, locale).languageLabels;
