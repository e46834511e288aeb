import { CalendarPage } from '@/components/calendar/CalendarPage';
import type { Screen } from '@/lib/i18n/screen';
import { staticPageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const calendarScreen: Screen = {
  metadata: (locale) => staticPageMetadata(locale, 'calendar', routes.calendar),
  Page: ({ locale }) => <CalendarPage locale={locale} />,
};
