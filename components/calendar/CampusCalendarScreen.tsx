import { calendarTitle, SchoolCalendar } from './SchoolCalendar';
import { campusScreenOf } from '@/components/layout/campus-screen';
import { calendarWordsIn } from '@/lib/calendar/school-events';
import { calendarCampusPath } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';

/** One campus's calendar: /calendar/campus/{campusId}. */
export const campusCalendarScreen = campusScreenOf({
  path: calendarCampusPath,
  describe: (locale, campus) => ({
    title: calendarTitle(campus.name, locale),
    description: fillTemplate(calendarWordsIn(locale).calendarLabels.campusDescription, {
      campus: campus.name,
    }),
  }),
  page: (locale, campus) => (
    <SchoolCalendar locale={locale} campus={{ id: campus.campusId, name: campus.name }} />
  ),
});
