import Link from 'next/link';
import { cn } from '@/lib/cn';

export interface FilterLink {
  href: string;
  label: string;
  /** The page being shown: marked aria-current="page". */
  current: boolean;
}

/**
 * A filter whose choices are pages (/notices, /notices/campus/city): plain links, so it works
 * without JavaScript, is kept by Back and Forward, and each choice can be linked to.
 */
export function FilterLinks({ label, links }: { label: string; links: readonly FilterLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              prefetch={false}
              aria-current={link.current ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-11 items-center rounded-full px-5 py-2 text-sm font-semibold transition-colors',
                link.current
                  ? 'bg-brand-800 text-white shadow-md'
                  : 'bg-white text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-50',
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
