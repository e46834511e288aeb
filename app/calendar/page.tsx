import { CalendarPage } from '@/components/calendar/CalendarPage';
import { staticPageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const metadata = staticPageMetadata('calendar', routes.calendar);

export default function SchoolCalendarPage() {
  return <CalendarPage />;
}
