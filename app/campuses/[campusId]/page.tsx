import { notFound } from 'next/navigation';
import { CampusDetail } from '@/components/campus/CampusDetail';
import { SchoolJsonLd } from '@/components/seo/SchoolJsonLd';
import { campuses } from '@/content/campuses';
import { pageMetadata } from '@/lib/metadata';
import { campusPath } from '@/lib/routes';

interface CampusPageProps {
  params: Promise<{ campusId: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return campuses.map((campus) => ({ campusId: campus.campusId }));
}

const findCampus = (id: string) => campuses.find((campus) => campus.campusId === id);

export async function generateMetadata({ params }: CampusPageProps) {
  const campus = findCampus((await params).campusId);
  if (!campus) return {};
  return pageMetadata({
    title: campus.name,
    description: campus.description,
    path: campusPath(campus.campusId),
  });
}

export default async function CampusPage({ params }: CampusPageProps) {
  const campus = findCampus((await params).campusId);
  if (!campus) notFound();
  return (
    <>
      <SchoolJsonLd campusId={campus.campusId} />
      <CampusDetail campus={campus} />
    </>
  );
}
