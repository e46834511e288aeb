// The site's languages (content/ids.ts lists them) and what each is called and written with.
// Numbers and dates use each locale's words and order through Intl, with Western (Latin) digits
// in all three: phone numbers, fees, dates in forms and the school's documents are written with
// them, so one page never mixes two sets of digits.
import { locales, type Locale, type TranslatedLocale } from '@/content/ids';

export { locales, translatedLocales, type Locale, type TranslatedLocale } from '@/content/ids';

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in its own script, for the language switcher. */
export const localeNames: Record<Locale, string> = { en: 'English', mr: 'मराठी', hi: 'हिंदी' };

/** Each language's name in English, for what the school reads (a visit request's language). */
export const localeNamesInEnglish: Record<Locale, string> = {
  en: 'English',
  mr: 'Marathi',
  hi: 'Hindi',
};

/** `<html lang>` and hreflang. */
export const htmlLang: Record<Locale, string> = { en: 'en-IN', mr: 'mr-IN', hi: 'hi-IN' };

/** The locale Intl formats numbers and dates with: the language's own, Latin digits. */
export const intlLocale: Record<Locale, string> = {
  en: 'en-IN',
  mr: 'mr-IN-u-nu-latn',
  hi: 'hi-IN-u-nu-latn',
};

/** Open Graph's spelling: en_IN, mr_IN, hi_IN. */
export const ogLocale: Record<Locale, string> = { en: 'en_IN', mr: 'mr_IN', hi: 'hi_IN' };

/** Whether a page in `locale` is a translation (Marathi or Hindi), not the English source. */
export const isTranslated = (locale: Locale): locale is TranslatedLocale =>
  locale !== DEFAULT_LOCALE;

export const isLocale = (value: string): value is Locale =>
  (locales as readonly string[]).includes(value);

/** A site path in a language: '/about' → '/mr/about', '/' → '/mr'; English keeps the path. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The language of a site path, and the path without its language prefix. */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  const match = /^\/(mr|hi)(?=\/|$)(.*)$/.exec(path);
  if (!match) return { locale: DEFAULT_LOCALE, path };
  return { locale: match[1] as Locale, path: match[2] || '/' };
}
