import { CampusDetail } from './CampusDetail';
import { campusScreenOf } from '@/components/layout/campus-screen';
import { SchoolJsonLd } from '@/components/seo/SchoolJsonLd';
import { campusPath } from '@/lib/routes/routes';

/** A campus's own page: /campuses/{campusId}. */
export const campusScreen = campusScreenOf({
  path: campusPath,
  describe: (_locale, campus) => ({ title: campus.name, description: campus.description }),
  page: (locale, campus) => (
    <>
      <SchoolJsonLd locale={locale} campusId={campus.campusId} />
      <CampusDetail locale={locale} campus={campus} />
    </>
  ),
});
