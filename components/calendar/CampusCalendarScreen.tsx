import { calendarWordsIn } from '@/lib/calendar/school-events';
import { campusIn } from '@/lib/campuses/campuses';
import { notFound } from 'next/navigation';
import { calendarTitle, SchoolCalendar } from './SchoolCalendar';
import { campusIds } from '@/content/ids';
import type { Screen } from '@/components/layout/screen';
import { pageMetadata } from '@/lib/seo/metadata';
import { calendarCampusPath } from '@/lib/routes/routes';
import { fillTemplate } from '@/lib/template';

/** One campus's calendar: /calendar/campus/{campusId}. */
export const campusCalendarScreen: Screen<{ campusId: string }> = {
  params: () => campusIds.map((campusId) => ({ campusId })),
  metadata(locale, { campusId }) {
    const campus = campusIn(locale, campusId);
    if (!campus) return {};
    return pageMetadata({
      locale,
      title: calendarTitle(campus.name, locale),
      description: fillTemplate(calendarWordsIn(locale).calendarLabels.campusDescription, {
        campus: campus.name,
      }),
      path: calendarCampusPath(campus.campusId),
    });
  },
  Page({ locale, params }) {
    const campus = campusIn(locale, params.campusId);
    if (!campus) notFound();
    return <SchoolCalendar locale={locale} campus={{ id: campus.campusId, name: campus.name }} />;
  },
};
