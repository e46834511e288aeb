import { cn } from '@/lib/cn';
import { shownAfter } from '@/lib/calendar/past-events';

/**
 * 'Nothing more is planned': shown at once when no date is left, else hidden until the last
 * listed date is over (lib/calendar/past-events.ts).
 */
export function NothingMoreNote({
  text,
  lastDay,
  className,
}: {
  /** 'Nothing more is planned…', in the page's language. */
  text: string;
  lastDay?: string;
  className: string;
}) {
  return (
    <p {...(lastDay ? shownAfter(lastDay) : {})} className={cn(className, lastDay && 'hidden')}>
      {text}
    </p>
  );
}
