import { IconBadge } from '@/components/ui/IconBadge';
import type { Accolade } from '@/content/schema';
import { ContentIcon } from '@/components/ContentIcon';

/** One award: icon, year, title and description; `headingId` names the card by its title. */
export function AccoladeCard({
  accolade,
  headingId,
  yearLabel,
}: {
  accolade: Accolade;
  headingId: string;
  yearLabel: string;
}) {
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex h-full flex-col overflow-hidden rounded-3xl border border-brand-100 bg-white p-7 shadow-sm transition hover:-translate-y-1 hover:shadow-xl"
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-1.5 bg-gradient-to-r from-brand-700 to-accent-400"
      />
      <div className="flex items-start justify-between gap-4">
        <IconBadge className="h-16 w-16 rounded-2xl bg-accent-300/40 text-brand-900">
          <ContentIcon name={accolade.icon} className="h-8 w-8" />
        </IconBadge>
        <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-800 ring-1 ring-brand-100">
          <span className="sr-only">{yearLabel}: </span>
          {accolade.year}
        </p>
      </div>
      <h2 id={headingId} className="mt-6 text-xl font-bold text-brand-900">
        {accolade.title}
      </h2>
      <p className="mt-3 leading-relaxed text-ink/80">{accolade.description}</p>
    </article>
  );
}
