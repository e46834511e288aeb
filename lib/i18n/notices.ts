// Notices in Marathi and Hindi: content/i18n/{locale}/notices/ holds a file of the same name as
// the English notice's, whose front matter gives its title, audience and attachment label and
// whose body is the notice translated. Its date, campuses, id and PDF stay the English file's. A
// notice without a translation is shown in English (noticeInEnglish says so on the page).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { NOTICES_FOLDER, notices as englishNotices } from '@/content/notices';
import type { Notice } from '@/content/schema';
import { readMarkdownFiles } from '@/lib/markdown-files';
import { DEFAULT_LOCALE, isTranslated, type Locale, type TranslatedLocale } from './locales';

/** The folder of a language's notice translations, as editors and messages name it. */
export const noticeTranslationsFolder = (locale: TranslatedLocale) =>
  `content/i18n/${locale}/notices`;

/** What a notice's translation gives: its words, in the English notice's nesting. */
export interface NoticeTranslation {
  title?: string;
  audience?: string;
  attachment?: { label?: string };
  body: string;
}

/** Each translated notice of a language, by the English file's name ('2026-11-23-sports-day.md'). */
export function noticeTranslations(
  locale: TranslatedLocale,
  root = process.cwd(),
): Map<string, NoticeTranslation & { file: string }> {
  const folder = noticeTranslationsFolder(locale);
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return new Map();
  return new Map(
    readMarkdownFiles(folder, dir).map(({ file, frontMatter, body }) => [
      path.basename(file),
      { ...(frontMatter as Omit<NoticeTranslation, 'body'>), body, file },
    ]),
  );
}

/** The English notices, each with the name of the file it comes from. */
function englishFiles(): Map<string, string> {
  return new Map(
    readMarkdownFiles(NOTICES_FOLDER).map(({ file, frontMatter }) => [
      String(frontMatter.id),
      path.basename(file),
    ]),
  );
}

const translatedIds = new Map<Locale, Set<string>>();

/** The notices in `locale`, newest first: translated where a translation exists. */
export function noticesIn(locale: Locale): Notice[] {
  if (!isTranslated(locale)) return englishNotices;
  const translations = noticeTranslations(locale);
  const files = englishFiles();
  const ids = new Set<string>();
  const result = englishNotices.map((notice) => {
    const words = translations.get(files.get(notice.id) ?? '');
    if (!words) return notice;
    ids.add(notice.id);
    return {
      ...notice,
      title: words.title ?? notice.title,
      audience: words.audience ?? notice.audience,
      body: words.body,
      ...(notice.attachment && {
        attachment: {
          ...notice.attachment,
          label: words.attachment?.label ?? notice.attachment.label,
        },
      }),
    };
  });
  translatedIds.set(locale, ids);
  return result;
}

/** The language a notice is shown in on a page in `locale`: its own, or English. */
export function noticeLanguage(locale: Locale, noticeId: string): Locale {
  if (locale === DEFAULT_LOCALE) return locale;
  if (!translatedIds.has(locale)) noticesIn(locale);
  return translatedIds.get(locale)?.has(noticeId) ? locale : DEFAULT_LOCALE;
}
