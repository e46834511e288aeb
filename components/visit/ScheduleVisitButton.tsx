import { visit } from '@/content/visit';

export interface ScheduleVisitButtonProps {
  /** The campus the visit is for; without it the request names the school. */
  campusName?: string;
  className?: string;
}

/**
 * 'Schedule a Visit' (SPEC §2): a link to /contact whose click opens the visit modal instead.
 * STUB until the visit modal lands: renders the link only.
 */
export function ScheduleVisitButton({ campusName, className }: ScheduleVisitButtonProps) {
  return (
    <a href={visit.contactHref} className={className} data-campus={campusName}>
      {visit.openLabel}
    </a>
  );
}
