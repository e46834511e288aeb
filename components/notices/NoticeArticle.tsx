import { noticesPageIn } from '@/lib/notices/notices-i18n';
import { languageLabelsIn } from '@/lib/site/site';
import Link from 'next/link';
import { PostContent } from '@/components/blog/PostContent';
import { DocumentIcon } from '@/components/icons';
import { buttonClass } from '@/components/ui/buttonStyles';
import type { Notice } from '@/content/schema';
import { formatFileSize } from '@/lib/file-size';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { noticeLanguage } from '@/lib/notices/notices-i18n';
import { absoluteUrl } from '@/lib/seo/metadata';
import { publicFileSize } from '@/lib/content/public-files.server';
import { routes } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';
import { NoticeFacts } from './NoticeFacts';

/** A whole notice on its own page, with its one <h1>: facts, text, and the attached PDF. */
export function NoticeArticle({ locale, notice }: { locale: Locale; notice: Notice }) {
  const { attachment } = notice;
  const noticesPage = noticesPageIn(locale);
  const languageLabels = languageLabelsIn(locale);
  // A notice not yet translated is shown in English, marked as such, with a note saying so.
  const lang = noticeLanguage(locale, notice.id) === locale ? undefined : 'en';
  return (
    <article>
      <header className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
          <Link
            href={localePath(locale, routes.notices)}
            prefetch={false}
            data-print="hide"
            className={buttonClass('outlineLight', 'px-4 py-2 text-sm')}
          >
            {noticesPage.backToAll}
          </Link>
          {lang && <p className="mt-8 text-brand-100">{languageLabels.noticeInEnglish}</p>}
          <h1
            lang={lang}
            className="mt-8 text-3xl font-bold leading-tight tracking-tight sm:text-4xl"
          >
            {notice.title}
          </h1>
          <NoticeFacts
            locale={locale}
            audienceLang={lang}
            notice={notice}
            className="mt-5 text-brand-100"
          />
        </div>
      </header>
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-10 sm:px-6 sm:py-14">
        <PostContent content={notice.body} lang={lang} />
        {attachment && (
          <p className="flex items-start gap-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
            <DocumentIcon className="h-6 w-6 shrink-0 text-brand-700" />
            <a
              href={attachment.file}
              data-print-url={absoluteUrl(attachment.file)}
              className="font-semibold text-brand-800 underline hover:text-brand-900"
            >
              {fillTemplate(noticesPage.attachmentLink, {
                label: attachment.label,
                size: formatFileSize(publicFileSize(attachment.file)),
              })}
            </a>
          </p>
        )}
      </div>
    </article>
  );
}
