// Notices in Marathi and Hindi: content/i18n/{locale}/notices/ holds a file of the same name as
// the English notice's, whose front matter gives its title, audience and attachment label and
// whose body is the notice translated. Its date, campuses, id and PDF stay the English file's. A
// notice without a translation is shown in English (noticeInEnglish says so on the page). The
// content check refuses a translation with a field missing, empty or extra.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { NOTICES_FOLDER, notices as englishNotices } from '@/content/notices';
import type { Notice } from '@/content/schema';
import { readMarkdownFiles, type MarkdownFile } from '@/lib/markdown-files';
import { DEFAULT_LOCALE, isTranslated, type Locale, type TranslatedLocale } from './locales';

/** The folder of a language's notice translations, as editors and messages name it. */
export const noticeTranslationsFolder = (locale: TranslatedLocale) =>
  `content/i18n/${locale}/notices`;

/** A language's notice translation files (none where its folder does not exist). */
export function noticeTranslationFiles(locale: TranslatedLocale, root = process.cwd()) {
  const folder = noticeTranslationsFolder(locale);
  const dir = path.join(root, folder);
  return existsSync(dir) ? readMarkdownFiles(folder, dir) : [];
}

/** What a notice's translation gives: its words, in the English notice's nesting. */
interface NoticeWords {
  title?: string;
  audience?: string;
  attachment?: { label?: string };
}

/** `notice` with the words of its translation file laid over it. */
function translatedNotice(notice: Notice, translation: MarkdownFile): Notice {
  const words = translation.frontMatter as NoticeWords;
  return {
    ...notice,
    title: words.title ?? notice.title,
    audience: words.audience ?? notice.audience,
    body: translation.body,
    ...(notice.attachment && {
      attachment: {
        ...notice.attachment,
        label: words.attachment?.label ?? notice.attachment.label,
      },
    }),
  };
}

/** The English notices' file names ('2026-11-23-sports-day.md'), by notice id. */
const englishFileNames = () =>
  new Map(
    readMarkdownFiles(NOTICES_FOLDER).map(({ file, frontMatter }) => [
      String(frontMatter.id),
      path.basename(file),
    ]),
  );

interface NoticesInLanguage {
  notices: Notice[];
  /** The ids of the notices shown translated. */
  translated: Set<string>;
}

const made = new Map<TranslatedLocale, NoticesInLanguage>();

function translatedNotices(locale: TranslatedLocale): NoticesInLanguage {
  const known = made.get(locale);
  if (known) return known;
  const files = englishFileNames();
  const translations = new Map(
    noticeTranslationFiles(locale).map((file) => [path.basename(file.file), file]),
  );
  const translated = new Set<string>();
  const notices = englishNotices.map((notice) => {
    const translation = translations.get(files.get(notice.id) ?? '');
    if (!translation) return notice;
    translated.add(notice.id);
    return translatedNotice(notice, translation);
  });
  const result = { notices, translated };
  made.set(locale, result);
  return result;
}

/** The notices in `locale`, newest first: translated where a translation exists. */
export const noticesIn = (locale: Locale): Notice[] =>
  isTranslated(locale) ? translatedNotices(locale).notices : englishNotices;

/** The language a notice is shown in on a page in `locale`: its own, or English. */
export function noticeLanguage(locale: Locale, noticeId: string): Locale {
  if (!isTranslated(locale)) return locale;
  return translatedNotices(locale).translated.has(noticeId) ? locale : DEFAULT_LOCALE;
}
