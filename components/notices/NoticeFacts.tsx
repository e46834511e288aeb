import { noticesPageIn } from '@/lib/notices/notices-i18n';
import type { Notice } from '@/content/schema';
import { cn } from '@/lib/cn';
import { intlLocale, type Locale } from '@/lib/i18n/locales';
import { campusScopeText } from '@/lib/notices/notices';
import { formatPostDate } from '@/lib/blog/post-date';

export interface NoticeFactsProps {
  locale: Locale;
  /** The audience's language where it differs from the page's (a notice not translated). */
  audienceLang?: string;
  notice: Pick<Notice, 'date' | 'campuses' | 'audience' | 'attachment'>;
  /** Whether to mark a notice that has a PDF attached (the lists do; its page links the PDF). */
  markAttachment?: boolean;
  className?: string;
}

/** A notice's date, campuses and audience (and a PDF marker) as one wrapping line of facts. */
export function NoticeFacts({
  locale,
  audienceLang,
  notice,
  markAttachment = false,
  className,
}: NoticeFactsProps) {
  const noticesPage = noticesPageIn(locale);
  const facts = [
    {
      label: noticesPage.dateLabel,
      value: <time dateTime={notice.date}>{formatPostDate(notice.date, intlLocale[locale])}</time>,
    },
    { label: noticesPage.campusLabel, value: campusScopeText(notice.campuses, locale) },
    {
      label: noticesPage.audienceLabel,
      value: audienceLang ? <span lang={audienceLang}>{notice.audience}</span> : notice.audience,
    },
  ];
  return (
    <dl className={cn('flex flex-wrap items-center gap-x-5 gap-y-1.5 text-sm', className)}>
      {facts.map(({ label, value }) => (
        <div key={label} className="flex gap-1.5">
          <dt className="font-semibold">{label}:</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {markAttachment && notice.attachment && (
        <div className="flex">
          <dt className="sr-only">{noticesPage.attachmentLabel}:</dt>
          <dd className="rounded bg-accent-100 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-ink ring-1 ring-inset ring-accent-300">
            {noticesPage.attachmentNote}
          </dd>
        </div>
      )}
    </dl>
  );
}
