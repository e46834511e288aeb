import Link from 'next/link';
import { calendarLabels } from '@/content/calendar';
import { campuses } from '@/content/campuses';
import type { CampusId } from '@/content/schema';
import { cn } from '@/lib/cn';
import { calendarCampusPath, routes } from '@/lib/routes';

/**
 * The campus filter: plain links, one page each (they work without JavaScript, are kept by
 * Back and Forward, and can be shared); the page on show is marked as current.
 */
export function CampusFilter({ current }: { current?: CampusId }) {
  const choices = [
    { id: undefined, label: calendarLabels.allCampuses, href: routes.calendar },
    ...campuses.map((c) => ({
      id: c.campusId,
      label: c.name,
      href: calendarCampusPath(c.campusId),
    })),
  ];
  return (
    <nav aria-label={calendarLabels.filter} data-print="hide">
      <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {choices.map((choice) => {
          const isCurrent = choice.id === current;
          return (
            <li key={choice.href}>
              <Link
                prefetch={false}
                href={choice.href}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 items-center justify-center rounded-full px-2 py-2 text-center text-sm font-semibold transition-colors sm:px-5 sm:text-base',
                  isCurrent
                    ? 'bg-brand-800 text-white'
                    : 'bg-white text-brand-800 ring-2 ring-inset ring-brand-200 hover:bg-brand-50',
                )}
              >
                {choice.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
