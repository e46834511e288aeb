import { notFound } from 'next/navigation';
import { NoticesList, noticesListTitle } from '@/components/notices/NoticesList';
import { campusIds } from '@/content/ids';
import { noticesPage } from '@/content/notices';
import type { CampusId } from '@/content/schema';
import { noticesRssFeed, pageMetadata } from '@/lib/metadata';
import { campusName } from '@/lib/notices';
import { noticesCampusPath } from '@/lib/routes';
import { fillTemplate } from '@/lib/template';

interface CampusNoticesPageProps {
  params: Promise<{ campusId: string }>;
}

// One page per campus; any other id is not built.
export const dynamicParams = false;

export function generateStaticParams() {
  return campusIds.map((campusId) => ({ campusId }));
}

const findCampus = (id: string) =>
  campusIds.find((campusId): campusId is CampusId => campusId === id);

export async function generateMetadata({ params }: CampusNoticesPageProps) {
  const campus = findCampus((await params).campusId);
  if (!campus) return {};
  return pageMetadata({
    title: noticesListTitle(campus),
    description: fillTemplate(noticesPage.campusDescription, { campus: campusName(campus) }),
    path: noticesCampusPath(campus),
    rssFeed: noticesRssFeed,
  });
}

export default async function CampusNoticesPage({ params }: CampusNoticesPageProps) {
  const campus = findCampus((await params).campusId);
  if (!campus) notFound();
  return <NoticesList campus={campus} />;
}
