// The notices pages' words in a language (content/notices.ts), and the notices themselves in
// Marathi and Hindi: each notice's translation sits beside its English file in the
// notices collection (content/notices/{slug}.mr.md), giving its title, audience, attachment label
// and body; its date, campuses, id and PDF stay the English file's. A notice without a translation
// is shown in English (noticeInEnglish says so on the page).
import { noticesWords } from '@/content/words-collections';
import { noticesCollection } from '@/content/collections';
import type { Notice } from '@/content/schema';
import { entriesIn } from '@/lib/content/collections.server';
import { DEFAULT_LOCALE, isTranslated, type Locale } from '@/lib/i18n/locales';
import { inEveryLanguage, pageWordsIn } from '@/lib/i18n/words';

/** The notices pages' words in `locale`. */
export function noticesPageIn(locale: Locale) {
  return pageWordsIn(noticesWords, locale).noticesPage;
}

/** The notices in `locale`, newest first, and the language each is shown in. */
function noticesWithLanguage(locale: Locale) {
  return inEveryLanguage(noticesCollection.folder, (each) =>
    entriesIn(noticesCollection, each)
      .map(({ data, language }) => ({ notice: data as Notice, language }))
      .sort((a, b) => b.notice.date.localeCompare(a.notice.date)),
  )[locale];
}

/** The notices in `locale`, newest first: translated where a translation exists. */
export function noticesIn(locale: Locale): Notice[] {
  return noticesWithLanguage(locale).map(({ notice }) => notice);
}

/** The language a notice is shown in on a page in `locale`: its own, or English. */
export function noticeLanguage(locale: Locale, noticeId: string): Locale {
  if (!isTranslated(locale)) return locale;
  const shown = noticesWithLanguage(locale).find(({ notice }) => notice.id === noticeId);
  return shown?.language ?? DEFAULT_LOCALE;
}
