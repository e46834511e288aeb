import { notFound } from 'next/navigation';
import { CampusDetail } from './CampusDetail';
import { SchoolJsonLd } from '@/components/seo/SchoolJsonLd';
import { campusIds } from '@/content/ids';
import { campusIn } from '@/lib/campuses/campuses';
import type { Screen } from '@/components/layout/screen';
import { pageMetadata } from '@/lib/seo/metadata';
import { campusPath } from '@/lib/routes/routes';

/** A campus's own page: /campuses/{campusId}. */
export const campusScreen: Screen<{ campusId: string }> = {
  params: () => campusIds.map((campusId) => ({ campusId })),
  metadata(locale, { campusId }) {
    const campus = campusIn(locale, campusId);
    if (!campus) return {};
    return pageMetadata({
      locale,
      title: campus.name,
      description: campus.description,
      path: campusPath(campus.campusId),
    });
  },
  Page({ locale, params }) {
    const campus = campusIn(locale, params.campusId);
    if (!campus) notFound();
    return (
      <>
        <SchoolJsonLd locale={locale} campusId={campus.campusId} />
        <CampusDetail locale={locale} campus={campus} />
      </>
    );
  },
};
