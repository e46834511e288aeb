import Link from 'next/link';
import { PostContent } from '@/components/blog/PostContent';
import { DocumentIcon } from '@/components/icons';
import { buttonClass } from '@/components/ui/buttonStyles';
import { noticesPage } from '@/content/notices';
import type { Notice } from '@/content/schema';
import { formatFileSize } from '@/lib/file-size';
import { absoluteUrl } from '@/lib/metadata';
import { publicFileSize } from '@/lib/public-files.server';
import { routes } from '@/lib/routes';
import { fillTemplate } from '@/lib/template';
import { NoticeFacts } from './NoticeFacts';

/** A whole notice on its own page, with its one <h1>: facts, text, and the attached PDF. */
export function NoticeArticle({ notice }: { notice: Notice }) {
  const { attachment } = notice;
  return (
    <article>
      <header className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
          <Link
            href={routes.notices}
            prefetch={false}
            data-print="hide"
            className={buttonClass('outlineLight', 'px-4 py-2 text-sm')}
          >
            {noticesPage.backToAll}
          </Link>
          <h1 className="mt-8 text-3xl font-bold leading-tight tracking-tight sm:text-4xl">
            {notice.title}
          </h1>
          <NoticeFacts notice={notice} className="mt-5 text-brand-100" />
        </div>
      </header>
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-10 sm:px-6 sm:py-14">
        <PostContent content={notice.body} />
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
