import { SchoolCalendar } from './SchoolCalendar';
import type { Screen } from '@/components/layout/screen';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { routes } from '@/lib/routes/routes';

export const calendarScreen: Screen = {
  metadata: (locale) => staticPageMetadata(locale, 'calendar', routes.calendar),
  Page: ({ locale }) => <SchoolCalendar locale={locale} />,
};
