import { notFound } from 'next/navigation';
import { calendarTitle, CalendarPage } from '@/components/calendar/CalendarPage';
import { campusIds } from '@/content/ids';
import { campusIn, contentIn } from '@/lib/i18n/content';
import type { Screen } from '@/lib/i18n/screen';
import { pageMetadata } from '@/lib/metadata';
import { calendarCampusPath } from '@/lib/routes';
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
      description: fillTemplate(contentIn(locale).calendarLabels.campusDescription, {
        campus: campus.name,
      }),
      path: calendarCampusPath(campus.campusId),
    });
  },
  Page({ locale, params }) {
    const campus = campusIn(locale, params.campusId);
    if (!campus) notFound();
    return <CalendarPage locale={locale} campus={{ id: campus.campusId, name: campus.name }} />;
  },
};
