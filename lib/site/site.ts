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
export function siteIn(locale: Locale) {
  return wordsIn('content/site.ts', siteModule, locale).site;
}

/** Each page's title, description and header photo, and the trust pages' shared labels. */
export function pagesWordsIn(locale: Locale) {
  return wordsIn('content/pages.ts', pagesModule, locale);
}

/** Each page's title and description (its metadata and its heading). */
export function pageMetaIn(locale: Locale) {
  return wordsIn('content/pages.ts', pagesModule, locale).pageMeta;
}

/** The menus: the main and "More" menus, the footer's links and their labels. */
export function navigationIn(locale: Locale) {
  return wordsIn('content/navigation.ts', navigationModule, locale);
}

/** The footer's words. */
export function footerIn(locale: Locale) {
  return wordsIn('content/footer.ts', footerModule, locale).footer;
}

/** The language switcher's and the "in English" labels. */
export function languageLabelsIn(locale: Locale) {
  return wordsIn('content/languages.ts', languagesModule, locale).languageLabels;
}
