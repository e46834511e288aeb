// Every text a Marathi or Hindi page can show, with where it comes from: the Marathi and Hindi
// files of the collections and of the pages' words, the language names the switcher shows, and the
// words Intl writes into dates and lists in those languages. The heading font's subset is cut
// to the characters these texts hold.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { intlLocale, localeNames, translatedLocales } from '../../../lib/i18n/locales';

/** One text and the place it is written: 'content/words/home.mr.yml:12', or what makes it. */
export interface PlacedText {
  where: string;
  text: string;
}

const TRANSLATED_ENTRY = new RegExp(`\\.(?:${translatedLocales.join('|')})\\.(?:ya?ml|md)$`);

function filesUnder(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(root, relative) : [relative];
  });
}

/** Every Marathi and Hindi file under content/: the collections' entries and the pages' words. */
export function translatedContentFiles(root: string): string[] {
  return filesUnder(root, 'content')
    .filter((file) => TRANSLATED_ENTRY.test(file))
    .sort();
}

/** Each line of the translated content files, as written. */
function contentTexts(root: string): PlacedText[] {
  return translatedContentFiles(root).flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .map((text, index) => ({ where: `${file}:${index + 1}`, text })),
  );
}

const EVERY_MONTH = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1)));
const EVERY_WEEKDAY = Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(2026, 0, 4 + day)));
const MORNING = new Date(Date.UTC(2026, 0, 1, 9, 0));
const AFTERNOON = new Date(Date.UTC(2026, 0, 1, 15, 30));

/** What Intl writes in `locale`: month and weekday names, a day's hours, lists and percentages. */
function intlTexts(locale: string): string[] {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });
  const clock = format({ hour: 'numeric', minute: '2-digit' });
  return [
    ...EVERY_MONTH.flatMap((day) => [
      format({ day: 'numeric', month: 'long', year: 'numeric' }).format(day),
      format({ month: 'short' }).format(day),
      format({ day: 'numeric', month: 'long', year: 'numeric' }).formatRange(
        day,
        new Date(day.getTime() + 3 * 86_400_000),
      ),
    ]),
    ...EVERY_WEEKDAY.flatMap((day) => [
      format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(day),
      format({ weekday: 'short' }).format(day),
    ]),
    clock.formatRange(MORNING, AFTERNOON),
    clock.format(AFTERNOON),
    new Intl.ListFormat(locale, { type: 'conjunction' }).format(['1', '2', '3']),
    new Intl.ListFormat(locale, { type: 'disjunction' }).format(['1', '2', '3']),
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(0.125),
  ];
}

/** The languages' names, as the switcher on every page shows them, each in its own script. */
export const languageNameTexts = (): PlacedText[] =>
  Object.entries(localeNames).map(([locale, text]) => ({
    where: `lib/i18n/locales.ts: localeNames.${locale}`,
    text,
  }));

/** Every text of the Marathi and Hindi pages, each with its place. */
export function translatedTexts(root: string): PlacedText[] {
  return [
    ...contentTexts(root),
    ...languageNameTexts(),
    ...translatedLocales.flatMap((locale) =>
      intlTexts(intlLocale[locale]).map((text) => ({
        where: `dates, times and lists Intl writes in ${intlLocale[locale]}`,
        text,
      })),
    ),
  ];
}
