import Link from 'next/link';
import type { Notice } from '@/content/schema';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { noticeLanguage } from '@/lib/notices/notices-i18n';
import { absoluteUrl } from '@/lib/seo/metadata';
import { noticeExcerpt } from '@/lib/notices/notices';
import { noticePath } from '@/lib/routes/routes';
import { NoticeFacts } from './NoticeFacts';

/** One notice on a list: its title (the link to the notice), facts and first paragraph. */
export function NoticeSummary({ locale, notice }: { locale: Locale; notice: Notice }) {
  const path = localePath(locale, noticePath(notice.id));
  // A notice not yet translated is shown in English, marked as such.
  const lang = noticeLanguage(locale, notice.id) === locale ? undefined : 'en';
  return (
    // A summary of a notice the index holds whole: left out of the search index.
    <article
      data-pagefind-ignore
      className="relative rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md sm:p-6"
    >
      <h2 lang={lang} className="text-xl font-bold leading-snug text-brand-900">
        {/* The link covers the card on screen; on paper its address follows the title. */}
        <Link
          href={path}
          prefetch={false}
          data-print-url={absoluteUrl(path)}
          className="rounded-md after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-offset-4 print:after:static"
        >
          {notice.title}
        </Link>
      </h2>
      <NoticeFacts
        locale={locale}
        notice={notice}
        audienceLang={lang}
        markAttachment
        className="mt-3 text-slate-700"
      />
      <p lang={lang} className="mt-3 leading-relaxed text-slate-700">
        {noticeExcerpt(notice.body)}
      </p>
    </article>
  );
}
