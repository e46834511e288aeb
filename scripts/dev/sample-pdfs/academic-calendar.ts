// The Appendix-IX annual academic calendar of one campus (public/MPD/{campus}/academic-calendar.pdf)
// drawn from the school calendar the site's calendar pages and feeds show: the campus's own and
// every campus's holidays, examinations and parent-teacher meetings, in date order. Still a
// sample: the school's signed calendar replaces it.
import { calendar } from '../../../content/calendar';
import type { CampusId, EventCategory, MpdDocument, MpdRecord } from '../../../content/schema';
import { eventDateText, eventsFor, eventTimeText } from '../../../lib/calendar/calendar';
import { buildSamplePdf } from './sample';
import { schoolEventsIn } from '@/lib/calendar/school-events';

/** The disclosure document this builder draws (a campus's disclosure.yml names it). */
export const ACADEMIC_CALENDAR_ID = 'academic-calendar';

/** The kinds of date an academic calendar lists. */
export const ACADEMIC_CATEGORIES: readonly EventCategory[] = [
  'holiday',
  'examination',
  'parent-teacher-meeting',
];

/** One table row per event: dates (and hours), what, what kind, where. */
export function academicCalendarRows(campus: CampusId): string[][] {
  return eventsFor(schoolEventsIn('en'), campus)
    .filter((event) => ACADEMIC_CATEGORIES.includes(event.category))
    .map((event) => {
      const hours = eventTimeText(event);
      return [
        hours ? `${eventDateText(event)}, ${hours}` : eventDateText(event),
        event.title,
        calendar.categoryLabels[event.category],
        event.location,
      ];
    });
}

export function buildAcademicCalendarPdf(
  record: MpdRecord,
  campusName: string,
  document: MpdDocument,
): Promise<Uint8Array> {
  const { label } = calendar.academicYear;
  return buildSamplePdf(record, campusName, document, {
    particulars: [['Academic year', label]],
    body: (layout) =>
      layout.table(
        `Holidays, examinations and parent-teacher meetings, ${label}`,
        [
          { heading: 'Dates', fraction: 0.28 },
          { heading: 'What', fraction: 0.3 },
          { heading: 'Kind', fraction: 0.17 },
          { heading: 'Where', fraction: 0.25 },
        ],
        academicCalendarRows(record.campusId),
      ),
  });
}
