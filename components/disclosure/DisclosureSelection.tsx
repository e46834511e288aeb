import type { DisclosureCampus } from '@/content/schema';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { disclosureCampusPath, disclosureViewerPath } from '@/lib/routes/routes';
import { DisclosureCampusCard } from './DisclosureCampusCard';

export interface DisclosureSelectionProps {
  locale: Locale;
  heading: string;
  linkLabel: string;
  /** The label of each card's second link, to the campus's disclosure tables. */
  tablesLinkLabel?: string;
  campuses: Pick<DisclosureCampus, 'id' | 'name'>[];
}

/** 'Select Campus for Detailed Information' and one card per campus. */
export function DisclosureSelection({
  locale,
  heading,
  linkLabel,
  tablesLinkLabel,
  campuses,
}: DisclosureSelectionProps) {
  return (
    <section
      aria-labelledby="disclosure-select-heading"
      className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8"
    >
      <h2
        id="disclosure-select-heading"
        className="text-center text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl"
      >
        {heading}
      </h2>
      <ul className="mx-auto mt-10 grid max-w-5xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {campuses.map((campus) => (
          <li key={campus.id}>
            <DisclosureCampusCard
              id={campus.id}
              name={campus.name}
              href={localePath(locale, disclosureViewerPath(campus.id))}
              linkLabel={linkLabel}
              tablesLink={
                tablesLinkLabel
                  ? {
                      href: localePath(locale, disclosureCampusPath(campus.id)),
                      label: tablesLinkLabel,
                    }
                  : undefined
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
