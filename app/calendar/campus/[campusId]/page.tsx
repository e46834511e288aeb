import { notFound } from 'next/navigation';
import { calendarTitle, CalendarPage } from '@/components/calendar/CalendarPage';
import { calendarLabels } from '@/content/calendar';
import { campuses } from '@/content/campuses';
import { pageMetadata } from '@/lib/metadata';
import { calendarCampusPath } from '@/lib/routes';
import { fillTemplate } from '@/lib/template';

interface CampusCalendarPageProps {
  params: Promise<{ campusId: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return campuses.map((campus) => ({ campusId: campus.campusId }));
}

const findCampus = (id: string) => campuses.find((campus) => campus.campusId === id);

export async function generateMetadata({ params }: CampusCalendarPageProps) {
  const campus = findCampus((await params).campusId);
  if (!campus) return {};
  return pageMetadata({
    title: calendarTitle(campus.name),
    description: fillTemplate(calendarLabels.campusDescription, { campus: campus.name }),
    path: calendarCampusPath(campus.campusId),
  });
}

export default async function CampusCalendarPage({ params }: CampusCalendarPageProps) {
  const campus = findCampus((await params).campusId);
  if (!campus) notFound();
  return <CalendarPage campus={{ id: campus.campusId, name: campus.name }} />;
}
