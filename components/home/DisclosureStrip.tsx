import Link from 'next/link';
import { DocumentIcon } from '@/components/icons';
import type { HomeContent } from '@/content/home';
import type { CampusId } from '@/content/schema';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { disclosureCampusPath, routes } from '@/lib/routes/routes';

export interface DisclosureStripProps {
  /** The page's language: the links lead to the disclosure pages in it. */
  locale: Locale;
  content: HomeContent['disclosure'];
  /** Each campus with the name its link shows. */
  campuses: readonly { id: CampusId; name: string }[];
}

const HEADING_ID = 'home-disclosure-heading';
const linkClass =
  'inline-block py-1.5 font-semibold text-brand-800 underline decoration-brand-800/40 underline-offset-4 hover:text-brand-900 hover:decoration-brand-900';

/**
 * The Home page's first line under the header: a link to each campus's mandatory public
 * disclosure and to the page of all three, so that the disclosure is on the first screen of
 * any phone or desktop. Plain links in the server HTML: no script, no layout shift, and the hero
 * photo below stays the page's largest paint.
 */
export function DisclosureStrip({ locale, content, campuses }: DisclosureStripProps) {
  const links = [
    ...campuses.map((campus) => ({ path: disclosureCampusPath(campus.id), label: campus.name })),
    { path: routes.disclosure, label: content.allCampuses },
  ].map(({ path, label }) => ({ href: localePath(locale, path), label }));
  return (
    <nav aria-labelledby={HEADING_ID} className="border-b border-brand-100 bg-brand-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-5 px-4 py-1 text-sm sm:px-6 lg:px-8">
        <p id={HEADING_ID} className="flex items-center gap-2 py-1.5 font-bold text-brand-900">
          <DocumentIcon className="h-4 w-4 shrink-0" />
          {content.heading}
        </p>
        <ul className="flex flex-wrap gap-x-5">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                prefetch={false}
                aria-describedby={HEADING_ID}
                className={linkClass}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
