// The notices' translations, checked like the other translations: a file in
// content/i18n/{locale}/notices/ translates the English notice of the same name; its front matter
// gives exactly the notice's texts (title, audience, and attachment.label when the notice has an
// attachment), each non-empty, and its body is the notice translated. A field missing, empty or
// extra, an empty body, or a file that matches no English notice is an error naming file and
// field. A notice with no translation yet is shown in English: a warning.
import path from 'node:path';
import { noticeFrontMatter } from '@/content/schema';
import { noticeTranslationFiles, noticeTranslationsFolder } from '@/lib/i18n/notices';
import { localeNamesInEnglish, translatedLocales, type TranslatedLocale } from '@/lib/i18n/locales';
import type { MarkdownFile } from '@/lib/markdown-files';
import { readMarkdownFiles } from '@/lib/markdown-files';
import { NOTICES_FOLDER } from '@/content/notices';
import { translatableTexts } from './translatable';
import { compareTexts } from './translations';
import type { ContentIssue } from './validate';

export interface NoticeTranslationIssues {
  errors: ContentIssue[];
  warnings: ContentIssue[];
}

/** What is wrong with one language's notice translations, against the English notice files. */
export function checkNoticeTranslations(
  locale: TranslatedLocale,
  english: readonly MarkdownFile[],
  translations: readonly MarkdownFile[],
): NoticeTranslationIssues {
  const folder = noticeTranslationsFolder(locale);
  const byName = new Map(translations.map((file) => [path.basename(file.file), file]));
  const englishNames = new Set(english.map((file) => path.basename(file.file)));
  const errors: ContentIssue[] = [];
  const warnings: ContentIssue[] = [];
  for (const source of english) {
    const name = path.basename(source.file);
    const translation = byName.get(name);
    const target = `${folder}/${name}`;
    if (!translation) {
      warnings.push({
        file: target,
        field: '(file)',
        message: `is missing: ${source.file} is shown in English on the ${localeNamesInEnglish[locale]} pages until it is translated`,
      });
      continue;
    }
    const expected = translatableTexts(noticeFrontMatter, source.frontMatter);
    errors.push(...compareTexts(target, source.file, expected, translation.frontMatter));
    if (translation.body.trim() === '' && source.body.trim() !== '') {
      errors.push({
        file: target,
        field: 'body',
        message: 'is empty: translate the notice below its front matter',
      });
    }
  }
  for (const name of byName.keys()) {
    if (!englishNames.has(name)) {
      errors.push({
        file: `${folder}/${name}`,
        field: '(file)',
        message: `translates no notice: ${NOTICES_FOLDER}/${name} does not exist (a translation has the English file's name)`,
      });
    }
  }
  return { errors, warnings };
}

/** The notice translations of every language, against the notices in content/notices/. */
export function checkAllNoticeTranslations(): NoticeTranslationIssues {
  const english = readMarkdownFiles(NOTICES_FOLDER);
  const results = translatedLocales.map((locale) =>
    checkNoticeTranslations(locale, english, noticeTranslationFiles(locale)),
  );
  return {
    errors: results.flatMap((result) => result.errors),
    warnings: results.flatMap((result) => result.warnings),
  };
}
