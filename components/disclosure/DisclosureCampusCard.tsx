import { IconBadge } from '@/components/ui/IconBadge';
import { DocumentIcon } from '@/components/icons';
import Link from 'next/link';

export interface DisclosureCampusCardProps {
  id: string;
  name: string;
  href: string;
  linkLabel: string;
  /** The campus's disclosure as tables (/mandatory-disclosure/{campusId}). */
  tablesLink?: { href: string; label: string };
}

/** One campus on the disclosure selection page: its name and the link to its document. */
export function DisclosureCampusCard({
  id,
  name,
  href,
  linkLabel,
  tablesLink,
}: DisclosureCampusCardProps) {
  const headingId = `disclosure-campus-${id}`;
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg focus-within:shadow-lg">
      <span
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-1.5 rounded-t-2xl bg-gradient-to-r from-brand-700 to-accent-400"
      />
      <IconBadge className="h-12 w-12 rounded-xl bg-brand-50 text-brand-700">
        <DocumentIcon className="h-6 w-6" />
      </IconBadge>
      <h3 id={headingId} className="mt-5 text-xl font-bold text-brand-900">
        {name}
      </h3>
      {/* Not prefetched: a viewer page preloads its PDF (ViewerHeadStart), so prefetching would
          download a campus's document, up to 1 MB, for every card that scrolls into view. */}
      <Link
        href={href}
        prefetch={false}
        aria-describedby={headingId}
        className="mt-6 inline-flex self-start rounded-full bg-brand-800 px-5 py-2.5 font-semibold text-white transition-colors after:absolute after:inset-0 after:rounded-2xl hover:bg-brand-900"
      >
        {linkLabel}
      </Link>
      {tablesLink && (
        // Above the card-wide area of the main link, so that both can be clicked.
        <Link
          href={tablesLink.href}
          aria-describedby={headingId}
          className="relative z-10 mt-4 self-start font-semibold text-brand-800 underline hover:text-brand-900"
        >
          {tablesLink.label}
        </Link>
      )}
    </article>
  );
}
